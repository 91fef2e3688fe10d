// Checks SKIE acceptance test default_arguments/classes/extensions/lambdas/noinline/parameter/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The inline `A.foo(noinline i: (Int) -> Int = addOne, noinline k: (Int) -> Int)` is exported like a plain one:
// `foo(k:)` passes the property `self.addOne`.
let a = A()
let full: Int32 = a.foo(i: { KotlinInt(value: $0.int32Value + 1) }, k: { $0 })
let withoutI: Int32 = a.foo(k: { $0 })
_ = (full, withoutI)
