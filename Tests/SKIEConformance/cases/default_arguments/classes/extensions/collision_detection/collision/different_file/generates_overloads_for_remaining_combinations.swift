// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/different_file/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `foo(i: Int = zero, k: Int = 1)` keeps its overloads `foo(k:)` (i is `self.zero`) and `foo()`.
let a = A()
let r0: Int32 = a.foo(i: 0, k: 1)
let r1: Int32 = a.foo(k: 1)
let r2: Int32 = a.foo()
_ = (r0, r1, r2)
