// Checks SKIE acceptance test coroutines/flow/mapping/subtypes/bridgeable/nullable/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let widened: SkieSwiftOptionalFlow<String> = SkieSwiftOptionalFlow(AKt.flow as SkieSwiftOptionalStateFlow<String>)
for await element in widened where element == "A" {
    exit(0)
}
expect(false, "the SkieSwiftOptionalStateFlow seen as SkieSwiftOptionalFlow never emitted \"A\"")
