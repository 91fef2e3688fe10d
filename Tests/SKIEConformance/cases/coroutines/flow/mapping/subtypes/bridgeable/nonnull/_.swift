// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/bridgeable/nonnull/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let widened: SkieSwiftFlow<String> = SkieSwiftFlow(AKt.flow as SkieSwiftStateFlow<String>)
for await element in widened where element == "A" {
    exit(0)
}
expect(false, "the SkieSwiftStateFlow seen as SkieSwiftFlow never emitted \"A\"")
