// Checks SKIE acceptance test coroutines/flow/mapping/types/as_generic_argument/level1/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let boxed = AKt.foo()
let total = try! await SumKt.sum(flow: SkieSwiftFlow(boxed.value!)).int32Value
expect(total == 6, "the Kotlin flow inside A, converted to SkieSwiftFlow, adds up to 6, got \(total)")
exit(0)
