// Checks SKIE acceptance test coroutines/flow/configuration/annotations/enabled/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// With flow interop on for foo, its result is a SkieSwiftFlow<KotlinInt> whose elements add up to 6.
let flow: SkieSwiftFlow<KotlinInt> = AKt.foo()
let total = try! await SumKt.sum(flow: flow).int32Value
expect(total == 6, "the elements of AKt.foo() add up to 6, got \(total)")
exit(0)
