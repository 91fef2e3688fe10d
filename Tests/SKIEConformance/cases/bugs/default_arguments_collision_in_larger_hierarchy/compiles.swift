// Checks SKIE acceptance test bugs/default_arguments_collision_in_larger_hierarchy/compiles.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// SKIE's test only needs the framework to compile: A2's inherited constructor overloads must not collide.
let a2 = A2()
expect(a2.k == 1 && a2.i == 0, "A2() passes i = 0 and k = 1 to A1, got i = \(a2.i), k = \(a2.k)")
exit(0)
