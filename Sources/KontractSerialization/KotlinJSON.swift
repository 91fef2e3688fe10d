// The codec's entry points: decode, validate, encode and describe against a descriptor.

/// kotlinx.serialization's `Json` for values described by `KotlinSerialDescriptor`s.
public enum KotlinJSON {
    /// `Json.decodeFromString`: the value the bytes hold, or kotlinx's error.
    public static func decode(
        _ descriptor: KotlinSerialDescriptor, from bytes: some Collection<UInt8>,
        configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) -> KotlinValue {
        let result: Result<KotlinValue, KotlinJSONError> = withBuffer(bytes) { buffer in
            var decoder = KotlinJSONDecoder(bytes: buffer, configuration: configuration, sink: KotlinValueSink())
            do throws(KotlinJSONError) {
                return .success(try decoder.decodeDocument(descriptor))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    public static func decode(
        _ descriptor: KotlinSerialDescriptor, from text: String, configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) -> KotlinValue {
        try decode(descriptor, from: Array(text.utf8), configuration: configuration)
    }

    /// Checks the bytes as `decode` would, building nothing.
    public static func validate(
        _ descriptor: KotlinSerialDescriptor, bytes: UnsafeBufferPointer<UInt8>,
        configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) {
        var decoder = KotlinJSONDecoder(bytes: bytes, configuration: configuration, sink: KotlinValidationSink())
        try decoder.decodeDocument(descriptor)
    }

    public static func validate(
        _ descriptor: KotlinSerialDescriptor, text: String, configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) {
        let bytes = Array(text.utf8)
        let result: Result<Void, KotlinJSONError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(KotlinJSONError) {
                try validate(descriptor, bytes: buffer, configuration: configuration)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// `Json.encodeToString`: kotlinx's compact text for the value.
    public static func encode(
        _ value: KotlinValue, _ descriptor: KotlinSerialDescriptor, configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) -> String {
        var encoder = KotlinJSONEncoder(configuration: configuration)
        try encoder.encode(value, descriptor)
        return encoder.writer.text
    }

    private static func withBuffer<R>(_ bytes: some Collection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = bytes.withContiguousStorageIfAvailable(body) { return result }
        return Array(bytes).withUnsafeBufferPointer(body)
    }
}
