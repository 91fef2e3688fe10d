// What generated Swift types implement to use the kotlinx JSON codec: a descriptor and value conversions.

/// Converts values of one Swift type to and from the codec's `KotlinValue`, with the type's
/// kotlinx descriptor and the `Json { }` configuration of the contract file that declares it.
///
/// Generated types implement it through `KotlinSerializable`; a sealed class or interface in
/// bridge style (an open class or a protocol, which cannot be built from a value by `Self`) gets a
/// generated `…KotlinSerializer` enum instead.
///
/// The requirements are Kontract's, on the generated and the test face only (`@_spi(KontractGenerated)`,
/// `@_spi(Testing)`): the framework's types have no such members, and a public requirement would keep them
/// reachable from an app through the conformance. The conformances stay public, so `KotlinJSON.decode(T.self,
/// from:)` needs no SPI import.
public protocol KotlinSerializer {
    associatedtype Value
    @_spi(KontractGenerated) @_spi(Testing) static var kotlinSerialDescriptor: KotlinSerialDescriptor { get }
    /// The `json` configuration of the contract file (kotlinx's `Json.Default` unless it says otherwise).
    @_spi(KontractGenerated) @_spi(Testing) static var kotlinJSONConfiguration: KotlinJSONConfiguration { get }
    @_spi(KontractGenerated) @_spi(Testing) static func kotlinValue(of value: Value) -> KotlinValue
    /// Builds the value from what the codec decoded; throws when the value does not fit.
    @_spi(KontractGenerated) @_spi(Testing)
    static func value(fromKotlinValue kotlinValue: KotlinValue) throws(KotlinJSONError) -> Value
}

extension KotlinSerializer {
    @_spi(KontractGenerated) @_spi(Testing)
    public static var kotlinJSONConfiguration: KotlinJSONConfiguration { .default }
}

/// A Swift type that mirrors a `@Serializable` Kotlin type and is its own serializer.
///
/// Its `KontractJSONField` methods are the typed path `KotlinJSON` takes: generated data classes read and
/// write their properties directly; the defaults below go through `KotlinValue`.
public protocol KotlinSerializable: KotlinSerializer, KontractJSONField where Value == Self {
    /// The value as the codec sees it (fields in declaration order).
    @_spi(KontractGenerated) @_spi(Testing) var kotlinValue: KotlinValue { get }
}

extension KotlinSerializable {
    @_spi(KontractGenerated) @_spi(Testing)
    public static func kotlinValue(of value: Self) -> KotlinValue { value.kotlinValue }

    @_spi(KontractGenerated)
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Self {
        try decoder.decodeDynamically(Self.self)
    }

    @_spi(KontractGenerated)
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        try encoder.encodeDynamically(self, Self.self)
    }

    /// `Json.decodeFromString<T>(text)`; `init(kotlinJSON:)` reads as Swift's decoders do. On the test face only
    /// (the framework's types have no such initializer), as `kotlinJSON(configuration:)`.
    @_spi(Testing)
    public init(kotlinJSON text: String, configuration: KotlinJSONConfiguration? = nil) throws(KotlinJSONError) {
        self = try KotlinJSON.decode(Self.self, from: text, configuration: configuration)
    }

    /// `Json.encodeToString(value)` with the contract file's configuration.
    @_spi(Testing)
    public func kotlinJSON(configuration: KotlinJSONConfiguration? = nil) throws(KotlinJSONError) -> String {
        try KotlinJSON.encode(self, configuration: configuration)
    }
}

extension KotlinJSON {
    /// `Json.decodeFromString<T>(text)`; the configuration defaults to the contract file's.
    public static func decode<S: KotlinSerializer>(
        _ serializer: S.Type, from text: String, configuration: KotlinJSONConfiguration? = nil
    ) throws(KotlinJSONError) -> S.Value {
        try decode(serializer, from: Array(text.utf8), configuration: configuration)
    }

    /// `Json.decodeFromString<T>` over UTF-8 bytes.
    public static func decode<S: KotlinSerializer>(
        _ serializer: S.Type, from bytes: some Collection<UInt8>, configuration: KotlinJSONConfiguration? = nil
    ) throws(KotlinJSONError) -> S.Value {
        let value = try decode(
            S.kotlinSerialDescriptor, from: bytes, configuration: configuration ?? S.kotlinJSONConfiguration)
        return try S.value(fromKotlinValue: value)
    }

    /// `Json.decodeFromString<T>` over UTF-8 bytes, through the type's typed path.
    public static func decode<S: KotlinSerializable>(
        _ type: S.Type, from bytes: some Collection<UInt8>, configuration: KotlinJSONConfiguration? = nil
    ) throws(KotlinJSONError) -> S {
        let configuration = configuration ?? S.kotlinJSONConfiguration
        let decode = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<S, KotlinJSONError> in
            var decoder = KontractJSONDecoder(bytes: buffer, configuration: configuration)
            do throws(KotlinJSONError) {
                let value = try decoder.value(S.self)
                try decoder.base.requireEnd()
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        if let result = bytes.withContiguousStorageIfAvailable(decode) { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer(decode).get()
    }

    /// `Json.decodeFromString<T>(text)` through the type's typed path.
    public static func decode<S: KotlinSerializable>(
        _ type: S.Type, from text: String, configuration: KotlinJSONConfiguration? = nil
    ) throws(KotlinJSONError) -> S {
        try decode(type, from: text.utf8, configuration: configuration)
    }

    /// `Json.encodeToString(value)`; the configuration defaults to the contract file's.
    public static func encode<S: KotlinSerializable>(
        _ value: S, configuration: KotlinJSONConfiguration? = nil
    ) throws(KotlinJSONError) -> String {
        var encoder = KontractJSONEncoder(configuration: configuration ?? S.kotlinJSONConfiguration)
        try value.kontractEncode(&encoder)
        return encoder.writer.text
    }

    /// `Json.encodeToString(serializer, value)`, e.g. a sealed interface through its serializer.
    public static func encode<S: KotlinSerializer>(
        _ value: S.Value, with serializer: S.Type, configuration: KotlinJSONConfiguration? = nil
    ) throws(KotlinJSONError) -> String {
        try encode(
            S.kotlinValue(of: value), S.kotlinSerialDescriptor,
            configuration: configuration ?? S.kotlinJSONConfiguration)
    }
}
