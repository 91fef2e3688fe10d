// What the typed JSON path reads and writes directly: Kotlin's primitives, strings, lists, nullables.

/// A Swift type the typed path decodes and encodes without a `KotlinValue`: the primitives as
/// `SwiftTypeMapper` maps Kotlin's (`Int` → `Int32`, or `Int` in the swift style, `Long` → `Int64`, …), `String`, `[T]` for a
/// `List<T>`, `T?` for a nullable type, and every `KotlinSerializable` type (generated classes
/// read their properties; other serializable types go through their `KotlinValue` conversions).
public protocol KontractJSONField {
    // Kontract's, for generated code only: an app reaches a generated type's conformance, so a public requirement
    // would be a member of every serializable type on the app face.
    @_spi(KontractGenerated)
    static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Self
    @_spi(KontractGenerated)
    func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError)
    /// Kotlin's data-class `equals` of two values of a property of this type (KontractJSONFieldEquality.swift):
    /// the row of a generated data class's one table compares its property with it.
    @_spi(KontractGenerated)
    static func kontractEquals(_ lhs: Self, _ rhs: Self) -> Bool
}

extension Bool: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Bool {
        try decoder.base.reader.readBoolean()
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.raw(self ? "true" : "false") }
}

extension Int8: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Int8 {
        try decoder.integer(Int8.self, "byte")
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.integer(Int64(self)) }
}

extension Int16: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Int16 {
        try decoder.integer(Int16.self, "short")
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.integer(Int64(self)) }
}

extension Int32: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Int32 {
        try decoder.integer(Int32.self, "int")
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.integer(Int64(self)) }
}

/// A Kotlin `Int` in the swift style, which spells it `Int`: read in `Int`'s range, written as it is.
extension Int: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Int {
        Int(try decoder.integer(Int32.self, "int"))
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.integer(Int64(self)) }
}

extension Int64: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Int64 {
        try decoder.base.reader.readLong()
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.integer(self) }
}

extension UInt8: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> UInt8 {
        UInt8(truncatingIfNeeded: try decoder.base.readUnsigned(UInt64(UInt8.max), "UByte"))
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.unsigned(UInt64(self)) }
}

extension UInt32: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> UInt32 {
        UInt32(truncatingIfNeeded: try decoder.base.readUnsigned(UInt64(UInt32.max), "UInt"))
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.unsigned(UInt64(self)) }
}

extension UInt64: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> UInt64 {
        try decoder.base.readUnsigned(UInt64.max, "ULong")
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.unsigned(self) }
}

extension Double: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Double {
        try decoder.base.readDouble()
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        try encoder.floatingPoint(isFinite, KotlinNumberText.double(self))
    }
}

extension Float: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Float {
        try decoder.base.readFloat()
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        try encoder.floatingPoint(isFinite, KotlinNumberText.float(self))
    }
}

extension String: KontractJSONField {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> String {
        decoder.base.reader.text(try decoder.base.readString())
    }
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) { encoder.writer.string(self) }
}

extension Optional: KontractJSONField where Wrapped: KontractJSONField {
    @_spi(KontractGenerated) @inlinable
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Wrapped? {
        if decoder.consumeNull() { return nil }
        return try decoder.value(Wrapped.self)
    }
    @_spi(KontractGenerated) @inlinable
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        guard let self else { return encoder.writeNull() }
        try self.kontractEncode(&encoder)
    }
}

extension Array: KontractJSONField where Element: KontractJSONField {
    /// kotlinx's list decoding (`decodeList`): commas checked, `[index]` in the error path.
    @_spi(KontractGenerated) @inlinable
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> [Element] {
        var list = try decoder.beginList()
        var items: [Element] = []
        do throws(KotlinJSONError) {
            while try decoder.nextItem(&list) {
                // As Kotlin's ArrayList, room for several items at the first (not 1, 2, 4, 8: four allocations).
                if items.isEmpty { items.reserveCapacity(8) }
                items.append(try decoder.value(Element.self))
            }
        } catch {
            throw decoder.listFailed(error, list)
        }
        return items
    }

    @_spi(KontractGenerated) @inlinable
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        encoder.writeByte(0x5B)
        var first = true
        for item in self {
            if !first { encoder.writeByte(0x2C) }
            first = false
            try item.kontractEncode(&encoder)
        }
        encoder.writeByte(0x5D)
    }
}

extension KontractJSONDecoder {
    /// A Kotlin `Byte`, `Short` or `Int` (`name` in kotlinx's range error).
    mutating func integer<T: FixedWidthInteger & SignedInteger>(_ type: T.Type, _ name: String)
        throws(KotlinJSONError) -> T
    {
        T(truncatingIfNeeded: try base.readInteger(Int64(T.min)...Int64(T.max), name))
    }

    /// Where a list being read is: the index of its last item (-1 before the first and after the last).
    public struct List {
        @usableFromInline var index = -1
        @usableFromInline init() {}
    }

    @usableFromInline mutating func consumeNull() -> Bool { base.reader.tryConsumeNull() }

    @usableFromInline mutating func beginList() throws(KotlinJSONError) -> List {
        try base.reader.consume(0x5B)
        try base.rejectLeadingComma()
        return List()
    }

    /// Whether another item follows (then read it); after the last, the closing `]` is consumed.
    @usableFromInline mutating func nextItem(_ list: inout List) throws(KotlinJSONError) -> Bool {
        let hasComma = base.reader.tryConsumeComma()
        guard base.reader.canConsumeValue() else {
            if hasComma {
                throw base.reader.error("Trailing comma before the end of JSON array", at: base.reader.position - 1)
            }
            // kotlinx resets the path's index once the items are done.
            list.index = -1
            try base.reader.consume(0x5D)
            return false
        }
        if list.index != -1 && !hasComma {
            throw base.reader.error("Expected end of the array or comma", at: base.reader.position)
        }
        list.index += 1
        return true
    }

    @usableFromInline func listFailed(_ error: KotlinJSONError, _ list: List) -> KotlinJSONError {
        KotlinJSONDecoder<KotlinValueSink>.prefixed(error, list.index >= 0 ? "[\(list.index)]" : nil)
    }
}
