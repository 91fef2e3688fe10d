// Checks SKIE acceptance test coroutines/flow/mapping/function/return/interface_extensions/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let flow: SkieSwiftFlow<KotlinInt> = AKt.foo(A())
let total = try! await SumKt.sum(flow: flow).int32Value
expect(total == 6, "the elements of the interface extension AKt.foo(A()) add up to 6, got \(total)")
exit(0)
