// A Kotlin `Map<String, V>` on the typed JSON path: a Swift dictionary read and written as kotlinx does the map.

/// `[String: Value]` for a `Map<String, V>` whose values the typed path reads: what `KotlinJSONDecoder.decodeMap`
/// and `KotlinJSONEncoder.encode` do for a map with `String` keys, without a `KotlinValue` per entry. Keys are read
/// as strings (unquoted too where `isLenient`), a key given twice keeps its later value (kotlinx fills a
/// `LinkedHashMap`; a Swift dictionary has no order to keep), an error inside names the last key (`['key']`) in its
/// path, and the entries are written in the dictionary's order, as `KotlinValue.map(_:key:value:)` lists them.
extension Dictionary: KontractJSONField where Key == String, Value: KontractJSONField {
    @_spi(KontractGenerated) @inlinable
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError)
        -> [String: Value]
    {
        var map = try decoder.beginMap()
        var entries: [String: Value] = [:]
        do throws(KotlinJSONError) {
            while let key = try decoder.nextMapKey(&map) { entries[key] = try decoder.value(Value.self) }
        } catch {
            throw decoder.mapFailed(error, map)
        }
        return entries
    }

    @_spi(KontractGenerated) @inlinable
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        encoder.writeByte(0x7B)
        var first = true
        for (key, value) in self {
            encoder.writeKey(key, first: first)
            first = false
            try value.kontractEncode(&encoder)
        }
        encoder.writeByte(0x7D)
    }
}

extension KontractJSONDecoder {
    /// Where a map being read is: whether an entry was read, and the key of the entry being read (the error path's
    /// `['key']`; nil while a key is read, as kotlinx drops the previous key from the path then).
    public struct Map {
        @usableFromInline var first = true
        @usableFromInline var key: String?
        @usableFromInline init() {}
    }

    @usableFromInline mutating func beginMap() throws(KotlinJSONError) -> Map {
        try base.reader.consume(0x7B)
        try base.rejectLeadingComma()
        return Map()
    }

    /// The next entry's key, its `:` consumed (then read its value); nil once the closing `}` is consumed.
    @usableFromInline mutating func nextMapKey(_ map: inout Map) throws(KotlinJSONError) -> String? {
        let hasComma = map.first ? false : base.reader.tryConsumeComma()
        guard base.reader.canConsumeValue() else {
            if hasComma {
                throw base.reader.error("Trailing comma before the end of JSON object", at: base.reader.position - 1)
            }
            try base.reader.consume(0x7D)
            return nil
        }
        if !map.first && !hasComma {
            throw base.reader.error("Expected comma after the key-value pair", at: base.reader.position)
        }
        map.first = false
        map.key = nil
        let key = try value(String.self)
        map.key = key
        try base.reader.consume(0x3A)
        return key
    }

    @usableFromInline func mapFailed(_ error: KotlinJSONError, _ map: Map) -> KotlinJSONError {
        KotlinJSONDecoder<KotlinValueSink>.prefixed(error, map.key.map { "['\($0)']" })
    }
}

extension KontractJSONEncoder {
    /// Writes a map entry's key and `:`, after a comma unless it is the first.
    @usableFromInline mutating func writeKey(_ key: String, first: Bool) {
        if !first { writer.byte(0x2C) }
        writer.string(key)
        writer.byte(0x3A)
    }
}
