// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/inherited_method/child/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `B.foo(i: Int = zero, k: Double = 1.0)` loses both one-argument overloads: `foo(i:)` is the member inherited
// from BaseB and `foo(k:)` the default method of the interface I, so both calls below are unambiguous.
let b = B()
let fromParent: Int32 = b.foo(i: 0)
let fromInterface: Int32 = b.foo(k: 1.0)
_ = (fromParent, fromInterface)
