// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/inherited_method/parent/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The child inherits the parent extension's `foo(k:)` and `foo()` beside its member `foo(i:)`.
let b = B()
let full: Int32 = b.foo(i: 0, k: 1)
let withoutI: Int32 = b.foo(k: 1)
let withoutBoth: Int32 = b.foo()
_ = (full, withoutI, withoutBoth)
