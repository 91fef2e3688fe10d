// Checks SKIE acceptance test coroutines/flow/mapping/types/generic/function/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let flow: SkieSwiftFlow<KotlinInt> = AKt.foo()
let total = try! await SumKt.sum(flow: flow).int32Value
expect(total == 6, "AKt.foo() (T : Int erased to its bound) is a flow of KotlinInt adding up to 6, got \(total)")
exit(0)
