// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/method/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Beside the member `foo(i:)`, the extension keeps `foo(k:)` and `foo()` (i is `self.zero`).
let b = B()
let full: Int32 = b.foo(i: 0, k: 1)
let withoutI: Int32 = b.foo(k: 1)
let withoutBoth: Int32 = b.foo()
_ = (full, withoutI, withoutBoth)
