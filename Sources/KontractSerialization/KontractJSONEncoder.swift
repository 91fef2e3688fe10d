// The typed encoding path: generated classes write their properties straight to JSON bytes.

/// Writes JSON for a generated class's `kontractEncode(_:)` with kotlinx's rules (the plugin's
/// `write$Self`: defaults left out unless `encodeDefaults`, `@EncodeDefault`, `@Required`;
/// `explicitNulls`), building a `KotlinValue` only for the properties written dynamically.
public struct KontractJSONEncoder {
    let configuration: KotlinJSONConfiguration
    var writer = KotlinJSONWriter()

    init(configuration: KotlinJSONConfiguration) {
        self.configuration = configuration
        // Past the first few doublings of an empty array (each a new allocation and a copy).
        writer.reserveCapacity(256)
    }

    /// The object being written.
    public struct Object {
        let table: KontractJSONTable
        /// Each property's key as written: quoted, then the colon.
        let keys: KotlinKeyTable
        var first = true
        /// The defaults as written under the comparing configuration, fetched at the first comparison.
        var defaults: [[UInt8]?]?
    }

    /// Writes `{`.
    public mutating func beginObject(_ table: KontractJSONTable) -> Object {
        writer.byte(0x7B)
        return Object(table: table, keys: table.writtenKeys[KontractJSONTable.slot(configuration.namingStrategy)])
    }

    /// Writes `}`.
    public mutating func endObject(_ object: Object) { writer.byte(0x7D) }

    /// Writes the property at `index` unless kotlinx leaves it out (inlinable, never inlined: see
    /// `KontractJSONDecoder.decode`).
    @_spi(KontractGenerated) @inlinable @inline(never)
    public mutating func encode<T: KontractJSONField>(_ value: T, _ index: Int, _ object: inout Object)
        throws(KotlinJSONError)
    {
        let start = beginField(index, &object)
        do throws(KotlinJSONError) {
            try value.kontractEncode(&self)
        } catch {
            throw fieldFailed(error, index, object)
        }
        switch endField(start, index, &object) {
        case .kept: return
        case .leftOut: return
        case .compareWithExplicitNulls: try endFieldComparing(value, start, index, &object)
        }
    }

    /// What `endField` decided.
    @usableFromInline enum FieldEnd {
        case kept, leftOut
        /// Without explicit nulls, a value written alike can be null or the default: write it again with them.
        case compareWithExplicitNulls
    }

    /// Writes the comma and the key; the start of the property and of its value.
    @usableFromInline mutating func beginField(_ index: Int, _ object: inout Object) -> (Int, Int) {
        let start = writer.count
        writeKey(index, &object)
        return (start, writer.count)
    }

    @usableFromInline func fieldFailed(_ error: KotlinJSONError, _ index: Int, _ object: Object) -> KotlinJSONError {
        Self.prefixed(error, object.table.descriptor.properties[index])
    }

    /// Leaves the property out (a null without explicit nulls, or its default) or keeps it.
    @usableFromInline mutating func endField(_ start: (Int, Int), _ index: Int, _ object: inout Object) -> FieldEnd {
        let (fieldStart, valueStart) = start
        if writer.isNull(from: valueStart) && !configuration.explicitNulls {
            writer.truncate(to: fieldStart)
            return .leftOut
        }
        let rule = object.table.rules[index]
        guard rule.leftOutWhenDefault && (!configuration.encodeDefaults || rule.neverEncodesDefault) else {
            object.first = false
            return .kept
        }
        guard configuration.explicitNulls else { return .compareWithExplicitNulls }
        if object.defaults == nil { object.defaults = object.table.defaults(writtenWith: configuration) }
        if let written = object.defaults?[index], writer.bytesEqual(from: valueStart, written) {
            writer.truncate(to: fieldStart)
            return .leftOut
        }
        object.first = false
        return .kept
    }

    /// `endField` without explicit nulls: the value written again with them, compared with the default.
    @usableFromInline mutating func endFieldComparing<T: KontractJSONField>(
        _ value: T, _ start: (Int, Int), _ index: Int, _ object: inout Object
    ) throws(KotlinJSONError) {
        var comparing = configuration
        comparing.explicitNulls = true
        var encoder = KontractJSONEncoder(configuration: comparing)
        try value.kontractEncode(&encoder)
        if let written = object.table.defaults(writtenWith: comparing)[index],
            encoder.writer.bytesEqual(from: 0, written)
        {
            writer.truncate(to: start.0)
            return
        }
        object.first = false
    }

    @usableFromInline mutating func writeByte(_ byte: UInt8) { writer.byte(byte) }

    @usableFromInline mutating func writeNull() { writer.raw("null") }

    /// Writes the property at `index`, given as a `KotlinValue`, unless kotlinx leaves it out.
    public mutating func encodeValue(_ value: KotlinValue, _ index: Int, _ object: inout Object)
        throws(KotlinJSONError)
    {
        var encoder = KotlinJSONEncoder(configuration: configuration)
        let property = object.table.descriptor.properties[index]
        guard encoder.shouldEncode(property, value) else { return }
        writeKey(index, &object)
        object.first = false
        swap(&encoder.writer, &writer)
        defer { swap(&encoder.writer, &writer) }
        do throws(KotlinJSONError) {
            try encoder.encode(value, property.descriptor)
        } catch {
            throw Self.prefixed(error, property)
        }
    }

    /// A value written the dynamic way (enums, objects, classes without a typed path).
    public mutating func encodeDynamically<S: KotlinSerializer>(_ value: S.Value, _ serializer: S.Type)
        throws(KotlinJSONError)
    {
        var encoder = KotlinJSONEncoder(configuration: configuration)
        swap(&encoder.writer, &writer)
        defer { swap(&encoder.writer, &writer) }
        try encoder.encode(S.kotlinValue(of: value), S.kotlinSerialDescriptor)
    }

    /// A `Double` or `Float`'s text; non-finite ones only where the configuration allows them.
    mutating func floatingPoint(_ isFinite: Bool, _ text: String) throws(KotlinJSONError) {
        try KotlinJSONEncoder(configuration: configuration).checkSpecial(isFinite, text)
        writer.raw(text)
    }

    private mutating func writeKey(_ index: Int, _ object: inout Object) {
        if !object.first { writer.byte(0x2C) }
        writer.append(object.keys.key(index), isASCII: object.keys.isASCII)
    }

    private static func prefixed(_ error: KotlinJSONError, _ property: KotlinPropertyDescriptor) -> KotlinJSONError {
        var copy = error
        copy.pathSegments.insert("." + property.serialName, at: 0)
        return copy
    }
}
