// Checks SKIE acceptance test coroutines/flow/mapping/types/generic/classes/nonnull/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let flow: SkieSwiftFlow<KotlinInt> = A<KotlinInt>().foo()
let total = try! await SumKt.sum(flow: flow).int32Value
expect(total == 6, "A<KotlinInt>().foo() (T : Any) is a required flow adding up to 6, got \(total)")
exit(0)
