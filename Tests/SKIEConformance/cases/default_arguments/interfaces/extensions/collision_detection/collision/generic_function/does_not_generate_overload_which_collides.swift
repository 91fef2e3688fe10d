// Checks SKIE acceptance test default_arguments/interfaces/extensions/collision_detection/collision/generic_function/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `AKt.foo(a, i: 0)` must pick the generic extension <T : Int> A.foo(i: T): the overload of A.foo(i:k:) leaving out k would collide with it.
let a: A = AImpl()
let result: Int32 = AKt.foo(a, i: 0)
expect(result == 0, "AKt.foo(a, i: 0) is the one-parameter extension, got \(result)")
exit(0)
