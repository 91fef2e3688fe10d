// Checks SKIE acceptance test coroutines/flow/mapping/property/global_functions/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let first: SkieSwiftFlow<KotlinInt> = AKt.foo
let before = try! await SumKt.sum(flow: first).int32Value
AKt.foo = AKt.foo2
let after = try! await SumKt.sum(flow: AKt.foo).int32Value
expect(after == 2 * before, "after AKt.foo = AKt.foo2 the elements add up to twice \(before), got \(after)")
exit(0)
