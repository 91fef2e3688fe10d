// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/bridgeable/nonnull_to_nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let widened: SkieSwiftOptionalFlow<String> = SkieSwiftOptionalFlow(AKt.flow as SkieSwiftStateFlow<String>)
for await element in widened where element == "A" {
    exit(0)
}
expect(false, "the SkieSwiftStateFlow seen as SkieSwiftOptionalFlow never emitted \"A\"")
