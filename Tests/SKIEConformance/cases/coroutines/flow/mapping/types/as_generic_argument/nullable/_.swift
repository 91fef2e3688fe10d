// Checks SKIE acceptance test coroutines/flow/mapping/types/as_generic_argument/nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let boxed = AKt.foo()
let total = try! await SumKt.sum(flow: SkieSwiftFlow(boxed.value!)).int32Value
expect(total == 6, "the Kotlin flow inside A (a nullable type argument), as SkieSwiftFlow, adds up to 6, got \(total)")
exit(0)
