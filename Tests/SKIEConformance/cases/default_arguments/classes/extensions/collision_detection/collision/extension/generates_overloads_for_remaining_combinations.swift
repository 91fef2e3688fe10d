// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/extension/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Beside the colliding `foo(i:)`, `A.foo(i: Int = zero, k: Int = 1)` keeps `foo(k:)` (i is `self.zero`) and `foo()`.
let a = A()
let full: Int32 = a.foo(i: 0, k: 1)
let withoutI: Int32 = a.foo(k: 1)
let withoutBoth: Int32 = a.foo()
_ = (full, withoutI, withoutBoth)
