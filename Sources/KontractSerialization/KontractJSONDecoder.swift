// The typed decoding path: generated classes read their properties straight from the JSON bytes.

/// Reads JSON for a generated class's `kontractDecode(_:)` with kotlinx's streaming rules (the same
/// key matching, coercion, unknown keys, defaults and errors as `KotlinJSON.decode`), building a
/// `KotlinValue` only for the properties the generator reads dynamically (`decodeValue`).
public struct KontractJSONDecoder {
    var base: KotlinJSONDecoder<KotlinValueSink>

    init(bytes: UnsafeBufferPointer<UInt8>, configuration: KotlinJSONConfiguration) {
        base = KotlinJSONDecoder(bytes: bytes, configuration: configuration, sink: KotlinValueSink())
    }

    /// The object being read: which properties the input gave, and where the key loop is.
    public struct Object {
        let table: KontractJSONTable
        var present: PresenceSet
        /// The next property expected (keys usually come in declaration order).
        var expected = 0
        /// The property being decoded, for the error path.
        var segment: Int?
        var hasComma = false

        /// Whether the input gave the property at `index`.
        @usableFromInline func isPresent(_ index: Int) -> Bool { present.contains(index) }
    }

    /// Reads `{` of an instance of the table's class; `nextField` then gives each property the input has.
    public mutating func beginObject(_ table: KontractJSONTable) throws(KotlinJSONError) -> Object {
        try base.reader.consume(0x7B)
        try base.rejectLeadingComma()
        var object = Object(table: table, present: PresenceSet(count: table.rules.count))
        object.hasComma = base.reader.tryConsumeComma()
        return object
    }

    /// One value, nested one level deeper (counted as `KotlinJSONDecoder.decode` counts, for its depth limit).
    /// Inlinable for the list and nullable conformances (`KontractJSONField`), specialized where they are.
    @_spi(KontractGenerated) @inlinable
    public mutating func value<T: KontractJSONField>(_ type: T.Type) throws(KotlinJSONError) -> T {
        try enterValue()
        defer { leaveValue() }
        return try T.kontractDecode(&self)
    }

    @usableFromInline mutating func enterValue() throws(KotlinJSONError) {
        base.depth += 1
        if base.depth > KotlinJSONDecoder<KotlinValueSink>.maximumDepth {
            throw base.reader.error(
                "JSON nested deeper than \(KotlinJSONDecoder<KotlinValueSink>.maximumDepth) levels",
                at: base.reader.position)
        }
    }

    @usableFromInline mutating func leaveValue() { base.depth -= 1 }

    /// The index of the next property to decode (`decode` or `decodeValue` then reads its value); nil after the closing `}`, once every required property is known to be present.
    public mutating func nextField(_ object: inout Object) throws(KotlinJSONError) -> Int? {
        do throws(KotlinJSONError) {
            while base.reader.canConsumeValue() {
                object.hasComma = false
                let index: Int
                if let expected = consumeExpectedKey(object) {
                    index = expected
                } else {
                    let keyStart = base.reader.position
                    let key =
                        base.configuration.isLenient
                        ? try base.reader.readLenientText() : try base.reader.readQuotedString()
                    try base.reader.consume(0x3A)
                    guard
                        let found = object.table.propertyIndex(
                            key, in: base.reader, naming: base.configuration.namingStrategy, hint: object.expected)
                    else {
                        guard base.configuration.ignoreUnknownKeys else {
                            object.segment = nil
                            throw unknownKey(key, at: keyStart)
                        }
                        try base.reader.skipElement(lenientStrings: base.configuration.isLenient)
                        object.hasComma = base.reader.tryConsumeComma()
                        continue
                    }
                    index = found
                }
                object.expected = index + 1
                if base.configuration.coerceInputValues, try coerce(index, object.table) {
                    object.present.remove(index)
                } else {
                    object.segment = index
                    return index
                }
                object.hasComma = base.reader.tryConsumeComma()
            }
            if object.hasComma {
                throw base.reader.error("Trailing comma before the end of JSON object", at: base.reader.position - 1)
            }
            object.segment = nil
            try base.reader.consume(0x7D)
            try checkMissing(object)
        } catch {
            throw prefixed(error, object)
        }
        return nil
    }

    /// The expected property's key and colon, consumed when the input has them byte for byte as the encoder writes
    /// them (compact JSON in declaration order: one comparison instead of scanning the key, looking it up and
    /// finding the colon, issue #28); nil, nothing consumed, otherwise. Quoted keys only (not lenient).
    @inline(__always) mutating func consumeExpectedKey(_ object: Object) -> Int? {
        guard !base.configuration.isLenient, let start = base.reader.bytes.baseAddress else { return nil }
        let position = base.reader.position
        guard
            let length = object.table.expectedKeyLength(
                object.expected, at: start + position, available: base.reader.bytes.count - position,
                naming: base.configuration.namingStrategy)
        else { return nil }
        base.reader.position = position + length
        return object.expected
    }

    /// `coerceInputValues`: whether the value of the property at `index` is skipped for its default. Out of line, so
    /// `nextField`'s loop never reads the descriptor's properties (a variable: an exclusivity check per key).
    @inline(never) mutating func coerce(_ index: Int, _ table: KontractJSONTable) throws(KotlinJSONError) -> Bool {
        try base.coerce(table.descriptor.properties[index])
    }

    /// Decodes the value of the property `nextField` gave into `slot`. Inlinable but never inlined, as `take` and
    /// `KontractJSONEncoder.encode`: a release build of generated code specializes it once per property type and
    /// calls that copy, rather than inlining a copy into every property's decoding (release build time, issue
    /// #28); not inlinable at all, it would run unspecialized (decoding ~40% more instructions).
    @_spi(KontractGenerated) @inlinable @inline(never)
    public mutating func decode<T: KontractJSONField>(_ slot: inout T?, _ object: inout Object)
        throws(KotlinJSONError)
    {
        do throws(KotlinJSONError) {
            slot = try value(T.self)
        } catch {
            throw prefixed(error, object)
        }
        finishValue(&object)
    }

    /// Decodes the value of the property `nextField` gave as a `KotlinValue` (types the typed path does
    /// not read, converted by the generated code as `value(fromKotlinValue:)` converts them).
    public mutating func decodeValue(_ slot: inout KotlinValue?, _ object: inout Object) throws(KotlinJSONError) {
        guard let index = object.segment else { return }
        do throws(KotlinJSONError) {
            slot = try base.decode(object.table.descriptor.properties[index].descriptor)
        } catch {
            throw prefixed(error, object)
        }
        finishValue(&object)
    }

    @usableFromInline mutating func finishValue(_ object: inout Object) {
        if let index = object.segment { object.present.insert(index) }
        object.hasComma = base.reader.tryConsumeComma()
    }

    /// The property's value: the decoded one, else its default (or null, when nulls may be left out).
    @inlinable @inline(never)
    public func take<T: KontractJSONField>(_ slot: T?, _ index: Int, _ object: Object)
        throws(KotlinJSONError) -> T
    {
        if let slot, object.isPresent(index) { return slot }
        return try Self.absentValue(T.self, index, object)
    }

    /// The value of a property the input left out: its default's JSON decoded, or null.
    @usableFromInline static func absentValue<T: KontractJSONField>(_ type: T.Type, _ index: Int, _ object: Object)
        throws(KotlinJSONError) -> T
    {
        let text = object.table.rules[index].absentTakesDefault ? object.table.absentTexts[index] : Self.null
        let result: Result<T, KotlinJSONError> = text.withUnsafeBufferPointer { buffer in
            var decoder = KontractJSONDecoder(bytes: buffer, configuration: KontractJSONTable.defaultsConfiguration)
            do throws(KotlinJSONError) {
                return .success(try decoder.value(T.self))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The dynamic property's value: the decoded one, else its default (or null).
    public func takeValue(_ slot: KotlinValue?, _ index: Int, _ object: Object) -> KotlinValue {
        if let slot, object.present.contains(index) { return slot }
        return Self.absentKotlinValue(index, object)
    }

    /// The dynamic value of a property the input left out: its default, or null.
    static func absentKotlinValue(_ index: Int, _ object: Object) -> KotlinValue {
        guard object.table.rules[index].absentTakesDefault else { return .null }
        return object.table.descriptor.properties[index].defaultValue ?? .null
    }

    private static let null: [UInt8] = Array("null".utf8)

    /// A value decoded the dynamic way and converted (enums, objects, classes without a typed path).
    public mutating func decodeDynamically<S: KotlinSerializer>(_ serializer: S.Type) throws(KotlinJSONError)
        -> S.Value
    {
        // `value(_:)` counted this level already, and `KotlinJSONDecoder.decode` counts it again.
        base.depth -= 1
        defer { base.depth += 1 }
        return try S.value(fromKotlinValue: base.decode(S.kotlinSerialDescriptor))
    }

    private func unknownKey(_ key: KotlinJSONText, at keyStart: Int) -> KotlinJSONError {
        let name = base.reader.text(key)
        let offset = base.reader.error("", at: keyStart + (key.isQuoted ? 1 : 0)).offset ?? 0
        var failure = base.reader.error(
            "Encountered an unknown key '\(name)' at offset \(offset)", at: keyStart, kind: .unknownKey)
        failure.message = "Encountered an unknown key '\(name)' at offset \(offset)"
        return failure
    }

    /// kotlinx's missing-field error for required properties the input left out.
    private func checkMissing(_ object: Object) throws(KotlinJSONError) {
        // Up to 64 properties, one mask says there is nothing missing (the loop below finds what is).
        if let bits = object.table.requiredBits,
            bits.required & ~object.present.lowBits & (base.configuration.explicitNulls ? ~0 : ~bits.nullable) == 0
        {
            return
        }
        let rules = object.table.rules
        var missing: [Int] = []
        for index in rules.indices where !object.present.contains(index) {
            if rules[index].absentTakesDefault { continue }
            if rules[index].isNullable && !base.configuration.explicitNulls { continue }
            missing.append(index)
        }
        guard !missing.isEmpty else { return }
        let descriptor = object.table.descriptor
        throw KotlinJSONDecoder<KotlinValueSink>.missingFields(
            missing.map { descriptor.properties[$0].serialName }, of: descriptor)
    }

    @usableFromInline func prefixed(_ error: KotlinJSONError, _ object: Object) -> KotlinJSONError {
        KotlinJSONDecoder<KotlinValueSink>.prefixed(
            error, object.segment.map { "." + object.table.descriptor.properties[$0].serialName })
    }
}

extension KotlinJSONDecoder {
    /// kotlinx's error for required properties the input left out (`missing`: their serial names).
    static func missingFields(_ missing: [String], of descriptor: KotlinClassDescriptor) -> KotlinJSONError {
        let message =
            missing.count == 1
            ? "Field '\(missing[0])' is required for type with serial name '\(descriptor.serialName)', but it was missing"
            : "Fields [\(missing.joined(separator: ", "))] are required for type with serial name "
                + "'\(descriptor.serialName)', but they were missing"
        return KotlinJSONError(kind: .missingField, message: message)
    }

    /// kotlinx's check that nothing but whitespace follows the top-level value (as `decodeDocument`).
    mutating func requireEnd() throws(KotlinJSONError) {
        guard reader.peek() != nil else { return }
        throw reader.error(
            "Expected EOF after parsing, but had \(reader.currentCharacterDescription) instead",
            at: reader.position + 1)
    }
}
