// Kotlin's collection `size` as the bridge style spells it, for generated derived properties.

extension Collection {
    /// Kotlin `size` as the bridge style spells `Int`.
    @_spi(KontractGenerated) public var kotlinSize: Int32 {
        Int32(truncatingIfNeeded: count)
    }
}
