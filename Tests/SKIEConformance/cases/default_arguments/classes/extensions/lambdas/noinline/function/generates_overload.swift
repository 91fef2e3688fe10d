// Checks SKIE acceptance test default_arguments/classes/extensions/lambdas/noinline/function/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `A.foo(i: (Int) -> Int = addOne, k: (Int) -> Int)`: the overload `foo(k:)` passes the property `self.addOne`.
let a = A()
let full: Int32 = a.foo(i: { KotlinInt(value: $0.int32Value + 1) }, k: { $0 })
let withoutI: Int32 = a.foo(k: { $0 })
_ = (full, withoutI)
