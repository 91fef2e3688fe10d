// Checks SKIE acceptance test default_arguments/classes/extensions/suspend/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The suspend extension `A.foo(i: Int = zero)` has the async overload `foo()`, returning a KotlinInt.
let a = A()
let result: KotlinInt = try! await a.foo()
_ = result.int32Value
