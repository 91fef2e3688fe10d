// Checks SKIE acceptance test default_arguments/interfaces/extensions/lambdas/noinline/function/generates_overload.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The function-typed i defaults to the receiver's addOne, so foo(_:k:) exists and calls it on 0.
let a: A = AImpl()
let addOne: (KotlinInt) -> KotlinInt = { KotlinInt(integerLiteral: $0.intValue + 1) }
let identity: (KotlinInt) -> KotlinInt = { $0 }
let explicit: Int32 = AKt.foo(a, i: addOne, k: identity)
let defaulted: Int32 = AKt.foo(a, k: identity)
expect(explicit == defaulted && defaulted == 0, "AKt.foo(a, i:k:) and (a, k:) are both 0: \(explicit), \(defaulted)")
exit(0)
