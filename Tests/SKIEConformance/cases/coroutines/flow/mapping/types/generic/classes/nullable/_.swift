// Checks SKIE acceptance test coroutines/flow/mapping/types/generic/classes/nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let flow: SkieSwiftOptionalFlow<KotlinInt> = A<KotlinInt>().foo()
let total = try! await SumKt.sum(flow: flow).int32Value
expect(total == 6, "A<KotlinInt>().foo() (T without a bound) is an optional flow adding up to 6, got \(total)")
exit(0)
