// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/generic_class/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The extension on the generic class keeps its overloads `foo(k:)` and `foo()` (i is `self.zero`).
let b = B<KotlinInt>()
let full: Int32 = b.foo(i: 0, k: 1)
let withoutI: Int32 = b.foo(k: 1)
let withoutBoth: Int32 = b.foo()
_ = (full, withoutI, withoutBoth)
