// Generated data classes: the typed JSON path is their only serialization code; `KotlinValue` goes through it.

/// A generated type whose typed path (`kontractDecode`/`kontractEncode`) is written out, and whose
/// `KotlinValue` conversions are derived from it: the value is written with every property (defaults,
/// nulls and non-finite numbers included) and read back against the descriptor, and the other way
/// round. One serialization part per data class instead of two keeps the generated Swift small;
/// the dynamic users (fixtures, transcripts, sealed serializers) are not on the hot path.
@_spi(KontractGenerated) public protocol KontractTypedSerializable: KotlinSerializable {}

@_spi(KontractGenerated) extension KontractTypedSerializable {
    public var kotlinValue: KotlinValue {
        let configuration = KotlinJSONConfiguration.lossless(Self.kotlinJSONConfiguration)
        var encoder = KontractJSONEncoder(configuration: configuration)
        do throws(KotlinJSONError) {
            try kontractEncode(&encoder)
            return try KotlinJSON.decode(
                Self.kotlinSerialDescriptor, from: Array(encoder.writer.text.utf8), configuration: configuration)
        } catch {
            // Every Swift value of the type writes and reads back under the lossless configuration.
            preconditionFailure("\(Self.self).kotlinValue: \(error.message)")
        }
    }

    public static func value(fromKotlinValue kotlinValue: KotlinValue) throws(KotlinJSONError) -> Self {
        let configuration = KotlinJSONConfiguration.lossless(kotlinJSONConfiguration)
        let text = try KotlinJSON.encode(kotlinValue, kotlinSerialDescriptor, configuration: configuration)
        return try KotlinJSON.decode(Self.self, from: text, configuration: configuration)
    }
}

extension KotlinJSONConfiguration {
    /// The configuration under which a value's JSON holds all of it: defaults and nulls written, special
    /// floating-point values allowed; names and discriminators as `base` spells them.
    static func lossless(_ base: KotlinJSONConfiguration) -> KotlinJSONConfiguration {
        var configuration = base
        configuration.encodeDefaults = true
        configuration.explicitNulls = true
        configuration.allowSpecialFloatingPointValues = true
        configuration.ignoreUnknownKeys = false
        configuration.coerceInputValues = false
        return configuration
    }
}
