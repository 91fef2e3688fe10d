// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/generic_function/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The generic extension `A.foo(i: T)` (`T : Int`) and the overload of `A.foo(i: Int = zero, k: Int = 1)` leaving
// out k have one Swift signature: the overload is removed, so `foo(i:)` is the generic function.
let a = A()
let result: Int32 = a.foo(i: 0)
_ = result
