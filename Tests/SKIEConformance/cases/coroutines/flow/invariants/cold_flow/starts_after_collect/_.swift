// Checks SKIE acceptance test coroutines/flow/invariants/cold_flow/starts_after_collect/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A cold flow runs only while it is collected: nothing is emitted before the loop, and each element
// arrives right after Kotlin counted it.
let flow = AKt.flow()
expect(AKt.emittedElements == 0, "AKt.flow() emits nothing before it is collected, emitted \(AKt.emittedElements)")
var total: Int32 = 0
for await element in flow {
    expect(
        AKt.emittedElements == element.intValue,
        "element \(element) arrives when Kotlin has emitted as many, emitted \(AKt.emittedElements)")
    total += element.int32Value
}
expect(total == 6, "the elements of AKt.flow() add up to 6, got \(total)")
exit(0)
