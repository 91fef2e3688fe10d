// Reads JSON against a descriptor with kotlinx's streaming-decoder rules, feeding a sink.

/// kotlinx's `StreamingJsonDecoder`, generic over what it builds. `KotlinJSON.decode` uses it
/// with `KotlinValueSink`, `KotlinJSON.validate` with `KotlinValidationSink`.
package struct KotlinJSONDecoder<Sink: KotlinJSONSink> {
    package var reader: KotlinJSONReader
    package let configuration: KotlinJSONConfiguration
    package let sink: Sink
    /// How deep structures may nest before decoding stops with an error instead of exhausting
    /// the stack (kotlinx itself would end in a StackOverflowError).
    package static var maximumDepth: Int { 500 }
    var depth = 0

    package init(bytes: UnsafeBufferPointer<UInt8>, configuration: KotlinJSONConfiguration, sink: Sink) {
        self.reader = KotlinJSONReader(bytes: bytes)
        self.configuration = configuration
        self.sink = sink
    }

    /// Decodes one top-level value and requires the end of the input after it.
    package mutating func decodeDocument(_ descriptor: KotlinSerialDescriptor) throws(KotlinJSONError) -> Sink.Value {
        let value = try decode(descriptor)
        if reader.peek() != nil {
            throw reader.error(
                "Expected EOF after parsing, but had \(reader.currentCharacterDescription) instead",
                at: reader.position + 1)
        }
        return value
    }

    package mutating func decode(_ descriptor: KotlinSerialDescriptor) throws(KotlinJSONError) -> Sink.Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw reader.error("JSON nested deeper than \(Self.maximumDepth) levels", at: reader.position)
        }
        switch descriptor {
        case .nullable(let inner):
            if reader.tryConsumeNull() { return sink.null() }
            return try decode(inner)
        case .boolean: return sink.bool(try reader.readBoolean())
        case .byte: return sink.integer(try readInteger(Int64(Int8.min)...Int64(Int8.max), "byte"))
        case .short: return sink.integer(try readInteger(Int64(Int16.min)...Int64(Int16.max), "short"))
        case .int: return sink.integer(try readInteger(Int64(Int32.min)...Int64(Int32.max), "int"))
        case .long: return sink.integer(try reader.readLong())
        case .ubyte: return sink.unsigned(try readUnsigned(UInt64(UInt8.max), "UByte"))
        case .ushort: return sink.unsigned(try readUnsigned(UInt64(UInt16.max), "UShort"))
        case .uint: return sink.unsigned(try readUnsigned(UInt64(UInt32.max), "UInt"))
        case .ulong: return sink.unsigned(try readUnsigned(UInt64.max, "ULong"))
        case .double: return sink.double(try readDouble())
        case .float: return sink.float(try readFloat())
        case .char: return sink.char(try readChar())
        case .string: return sink.string(try readString(), in: reader)
        case .enumeration(let enumDescriptor): return sink.enumEntry(try readEnum(enumDescriptor), of: enumDescriptor)
        case .list(let element, let isSet): return try decodeList(element, isSet: isSet)
        case .map(let key, let value): return try decodeMap(key: key, value: value)
        case .classType(let classDescriptor):
            try reader.consume(0x7B)
            try rejectLeadingComma()
            return try decodeMembers(classDescriptor, discriminatorToSkip: nil)
        case .sealed(let sealedDescriptor): return try decodeSealed(sealedDescriptor)
        }
    }

    // MARK: Primitives

    mutating func readInteger(_ range: ClosedRange<Int64>, _ name: String) throws(KotlinJSONError) -> Int64 {
        let value = try reader.readLong()
        guard range.contains(value) else {
            throw reader.error("Failed to parse \(name) for input '\(value)'", at: reader.position)
        }
        return value
    }

    mutating func readUnsigned(_ maximum: UInt64, _ name: String) throws(KotlinJSONError) -> UInt64 {
        let span = try reader.readLenientText()
        let text = reader.text(span)
        guard let value = KotlinNumberText.kotlinUnsigned(text), value <= maximum else {
            throw reader.error("Failed to parse type '\(name)' for input '\(text)'", at: reader.position)
        }
        return value
    }

    mutating func readDouble() throws(KotlinJSONError) -> Double {
        try readFloatingPoint("double", spelled: KotlinNumberText.double)
    }

    mutating func readFloat() throws(KotlinJSONError) -> Float {
        try readFloatingPoint("float", spelled: KotlinNumberText.float)
    }

    /// A Kotlin `Double` or `Float` (`name` in errors) from Java's floating-point text; NaN and the infinities
    /// (`spelled` as Kotlin prints them) only where the configuration allows them.
    private mutating func readFloatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(
        _ name: String, spelled: (Value) -> String
    ) throws(KotlinJSONError) -> Value {
        let span = try reader.readLenientText()
        let text = reader.text(span)
        guard let normalized = KotlinNumberText.javaFloatingText(text), let value = Value(normalized) else {
            throw reader.error("Failed to parse type '\(name)' for input '\(text)'", at: reader.position)
        }
        try checkSpecial(value.isFinite, spelled(value))
        return value
    }

    func checkSpecial(_ isFinite: Bool, _ text: String) throws(KotlinJSONError) {
        if isFinite || configuration.allowSpecialFloatingPointValues { return }
        throw reader.error(
            "Unexpected special floating-point value \(text). By default, non-finite floating point values are "
                + "prohibited because they do not conform JSON specification",
            at: reader.position)
    }

    mutating func readChar() throws(KotlinJSONError) -> UInt16 {
        let span = try reader.readLenientText()
        let text = reader.text(span)
        let units = Array(text.utf16)
        guard units.count == 1 else {
            throw reader.error("Expected single char, but got '\(text)'", at: reader.position)
        }
        return units[0]
    }

    /// A string value: quoted (kotlinx `consumeString`), or any literal when lenient.
    mutating func readString() throws(KotlinJSONError) -> KotlinJSONText {
        guard configuration.isLenient else { return try reader.readQuotedString() }
        let span = try reader.readLenientText()
        if !span.isQuoted && reader.spanEquals(span, "null") {
            throw reader.error("Unexpected 'null' value instead of string literal", at: reader.position)
        }
        return span
    }

    mutating func readEnum(_ descriptor: KotlinEnumDescriptor) throws(KotlinJSONError) -> Int {
        let span = try readString()
        let name = reader.text(span)
        guard let index = descriptor.entryIndex(forJSONName: name) else {
            throw KotlinJSONError(
                kind: .unknownName, message: "\(descriptor.serialName) does not contain element with name '\(name)'")
        }
        return index
    }

    // MARK: Collections

    mutating func rejectLeadingComma() throws(KotlinJSONError) {
        if reader.peek() == 0x2C { throw reader.error("Unexpected leading comma", at: reader.position) }
    }

    mutating func decodeList(_ element: KotlinSerialDescriptor, isSet: Bool) throws(KotlinJSONError) -> Sink.Value {
        try reader.consume(0x5B)
        try rejectLeadingComma()
        var list = sink.beginList()
        var index = -1
        do throws(KotlinJSONError) {
            while true {
                let hasComma = reader.tryConsumeComma()
                if reader.canConsumeValue() {
                    if index != -1 && !hasComma {
                        throw reader.error("Expected end of the array or comma", at: reader.position)
                    }
                    index += 1
                    sink.append(try decode(element), to: &list)
                } else {
                    if hasComma {
                        throw reader.error("Trailing comma before the end of JSON array", at: reader.position - 1)
                    }
                    break
                }
            }
            // kotlinx resets the path's index once the items are done.
            index = -1
            try reader.consume(0x5D)
        } catch {
            throw Self.prefixed(error, index >= 0 ? "[\(index)]" : nil)
        }
        return sink.endList(list, isSet: isSet)
    }

    mutating func decodeMap(key: KotlinSerialDescriptor, value: KotlinSerialDescriptor) throws(KotlinJSONError)
        -> Sink.Value
    {
        // kotlinx refuses a structured key kind as the map begins, before reading it.
        if let error = key.structuredMapKeyError { throw error }
        try reader.consume(0x7B)
        try rejectLeadingComma()
        var map = sink.beginMap()
        // Where the last key is in the input, for the error path (`['42']`).
        var segment: (start: Int, end: Int)?
        var first = true
        do throws(KotlinJSONError) {
            while true {
                let hasComma = first ? false : reader.tryConsumeComma()
                if reader.canConsumeValue() {
                    if !first && !hasComma {
                        throw reader.error("Expected comma after the key-value pair", at: reader.position)
                    }
                    first = false
                    // kotlinx drops the previous key from the path while it reads the next one.
                    segment = nil
                    let keyStart = reader.position
                    let decodedKey = try decodeMapKey(key)
                    segment = (keyStart, reader.position)
                    try reader.consume(0x3A)
                    let decodedValue = try decode(value)
                    sink.put(decodedKey, decodedValue, into: &map)
                } else {
                    if hasComma {
                        throw reader.error("Trailing comma before the end of JSON object", at: reader.position - 1)
                    }
                    break
                }
            }
            try reader.consume(0x7D)
        } catch {
            throw Self.prefixed(error, segment.map { "['\(keyDescription(key, at: $0.start))']" })
        }
        return sink.endMap(map)
    }

    /// A map key: primitives and enums read as their values (quoted or not, as kotlinx allows).
    mutating func decodeMapKey(_ descriptor: KotlinSerialDescriptor) throws(KotlinJSONError) -> Sink.Value {
        switch descriptor {
        case .classType, .sealed, .list, .map:
            throw reader.error(
                "Value of type '\(descriptor.kindName)' can't be used in JSON as a key in the map. "
                    + "It should have either primitive or enum kind",
                at: reader.position)
        default: return try decode(descriptor)
        }
    }

    /// How kotlinx's path shows a map key: the decoded key's `toString()` (`+7` shows as `7`).
    func keyDescription(_ descriptor: KotlinSerialDescriptor, at start: Int) -> String {
        var keyDecoder = KotlinJSONDecoder<KotlinValueSink>(
            bytes: reader.bytes, configuration: configuration, sink: KotlinValueSink())
        keyDecoder.reader.position = start
        guard let key = try? keyDecoder.decodeMapKey(descriptor) else {
            return Self.keyText(reader, from: start, to: reader.position)
        }
        return key.kotlinDescription(descriptor)
    }

    /// The key's text for the path (`['42']`), quotes removed.
    static func keyText(_ reader: KotlinJSONReader, from start: Int, to end: Int) -> String {
        var first = start
        while first < end && KotlinJSONReader.isWhitespace(reader.bytes[first]) { first += 1 }
        var last = end
        if first < last && reader.bytes[first] == 0x22 && reader.bytes[last - 1] == 0x22 && last - first >= 2 {
            first += 1
            last -= 1
        }
        return reader.text(KotlinJSONText(start: first, end: last, hasEscapes: true, isQuoted: true))
    }

    static func prefixed(_ error: KotlinJSONError, _ segment: String?) -> KotlinJSONError {
        guard let segment, !error.pathIsFinal else { return error }
        var copy = error
        copy.pathSegments.insert(segment, at: 0)
        return copy
    }
}
