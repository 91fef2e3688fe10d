// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/inherited_extension/parent/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The child's extension `B.foo(i:)` collides with the overload of the parent's `BaseB.foo(i: Int = zero, k: Int = 1)`
// leaving out k: the overload is removed, so `b.foo(i: 0)` is the child's extension.
let b = B()
let result: Int32 = b.foo(i: 0)
_ = result
