// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/different_file/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// B.kt's `A.foo(i:)` and A.kt's overload of `foo(i: Int = zero, k: Int = 1)` leaving out k have one signature:
// the overload is removed, so `foo(i:)` is B.kt's.
let a = A()
let result: Int32 = a.foo(i: 0)
_ = result
