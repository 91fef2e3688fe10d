// Checks SKIE acceptance test default_arguments/classes/extensions/some_default_values/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `A.foo(i: Int, k: Int = one, m: Int, o: Int = 3)` gets an overload without k, without o and without both.
let a = A()
let full: Int32 = a.foo(i: 0, k: 1, m: 2, o: 3)
let withoutO: Int32 = a.foo(i: 0, k: 1, m: 2)
let withoutK: Int32 = a.foo(i: 0, m: 2, o: 3)
let withoutBoth: Int32 = a.foo(i: 0, m: 2)
_ = (full, withoutO, withoutK, withoutBoth)
