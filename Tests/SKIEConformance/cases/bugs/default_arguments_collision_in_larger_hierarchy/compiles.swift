// Checks SKIE acceptance test bugs/default_arguments_collision_in_larger_hierarchy/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test only needs the framework to compile: A1's constructor overloads must not collide with A's and A2's
// inherited ones. What A2 passes to A1 (`A1(0, 1)`) is a Kotlin body, so this only type-checks.
let a2: A1 = A2()
_ = a2
exit(0)
