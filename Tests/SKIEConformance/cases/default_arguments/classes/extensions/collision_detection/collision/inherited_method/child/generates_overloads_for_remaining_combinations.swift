// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/inherited_method/child/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// What is left of the extension's overloads: the full `foo(i:k:)` and `foo()` (i is `self.zero`, k is 1.0).
let b = B()
let full: Int32 = b.foo(i: 0, k: 1.0)
let withoutBoth: Int32 = b.foo()
_ = (full, withoutBoth)
