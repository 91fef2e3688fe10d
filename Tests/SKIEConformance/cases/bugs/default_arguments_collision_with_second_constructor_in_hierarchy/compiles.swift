// Checks SKIE acceptance test bugs/default_arguments_collision_with_second_constructor_in_hierarchy/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test only needs the framework to compile: the secondary constructor and the overloads of the primary one
// must not collide.
let b: A = B()
_ = b
exit(0)
