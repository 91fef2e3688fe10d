// Checks SKIE acceptance test default_arguments/classes/extensions/multiple_functions/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Each extension function gets its own overload: `bar(i:)` (k is `self.one`) and `foo(k:)` (i is `self.zero`).
let a = A()
let barFull: Int32 = a.bar(i: 0, k: 1)
let barWithoutK: Int32 = a.bar(i: 0)
let fooFull: Int32 = a.foo(i: 0, k: 1)
let fooWithoutI: Int32 = a.foo(k: 1)
_ = (barFull, barWithoutK, fooFull, fooWithoutI)
