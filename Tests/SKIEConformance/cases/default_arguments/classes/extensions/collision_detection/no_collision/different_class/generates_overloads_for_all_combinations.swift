// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/no_collision/different_class/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `B.foo(i:)` extends another class, so `A.foo(i: Int = zero, k: Int = 1)` keeps every overload.
let a = A()
let full: Int32 = a.foo(i: 0, k: 1)
let withoutK: Int32 = a.foo(i: 0)
let withoutI: Int32 = a.foo(k: 1)
let withoutBoth: Int32 = a.foo()
_ = (full, withoutK, withoutI, withoutBoth)
