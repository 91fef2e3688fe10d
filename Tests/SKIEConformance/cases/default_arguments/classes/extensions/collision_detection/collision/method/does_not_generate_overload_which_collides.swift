// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/method/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The member `B.foo(i:)` collides with the overload of the extension `B.foo(i: Int = zero, k: Int = 1)` leaving
// out k: the overload is removed, so `b.foo(i: 0)` is the member.
let b = B()
let result: Int32 = b.foo(i: 0)
_ = result
