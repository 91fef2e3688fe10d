// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/inherited_extension/parent/generates_all_overloads_for_parent.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// On the parent itself, `BaseB.foo(i: Int = zero, k: Int = 1)` still has `foo(k:)` and `foo()`.
let parent = BaseB()
let full: Int32 = parent.foo(i: 0, k: 1)
let withoutI: Int32 = parent.foo(k: 1)
let withoutBoth: Int32 = parent.foo()
_ = (full, withoutI, withoutBoth)
