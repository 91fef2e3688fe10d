// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/inherited_extension/child/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `BaseB.foo(i:)` (an extension of the superclass) takes the signature of the overload of
// `B.foo(i: Int = zero, k: Int = 1)` leaving out k: that overload is removed and `b.foo(i: 0)` is the parent's.
let b = B()
let result: Int32 = b.foo(i: 0)
_ = result
