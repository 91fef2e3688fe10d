// Checks SKIE acceptance test coroutines/flow/mapping/types/bridgeable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let roundTrip = SkieSwiftFlow(SkieKotlinFlow(AKt.flow))
for await element in roundTrip where element == "A" {
    exit(0)
}
expect(false, "the flow converted to Kotlin and back never emitted \"A\"")
