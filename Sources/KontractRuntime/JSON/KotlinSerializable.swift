// What a generated Swift type implements to use the kotlinx JSON codec: a descriptor and a value.

/// A Swift type that mirrors a `@Serializable` Kotlin type.
///
/// Generated types carry their descriptor statically and convert to and from `KotlinValue`;
/// `KotlinJSON` then applies exactly the rules the checker applies to the same descriptor.
public protocol KotlinSerializable {
    static var kotlinSerialDescriptor: KotlinSerialDescriptor { get }
    /// The value as the codec sees it (fields in declaration order).
    var kotlinValue: KotlinValue { get }
    /// Builds the value from what the codec decoded; throws when the value does not fit.
    init(kotlinValue: KotlinValue) throws(KotlinJSONError)
}

extension KotlinJSON {
    /// `Json.decodeFromString<T>(text)`.
    public static func decode<T: KotlinSerializable>(
        _ type: T.Type, from text: String, configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) -> T {
        try T(kotlinValue: decode(T.kotlinSerialDescriptor, from: text, configuration: configuration))
    }

    /// `Json.encodeToString(value)`.
    public static func encode<T: KotlinSerializable>(
        _ value: T, configuration: KotlinJSONConfiguration = .default
    ) throws(KotlinJSONError) -> String {
        try encode(value.kotlinValue, T.kotlinSerialDescriptor, configuration: configuration)
    }
}

/// Typed reads of a `KotlinValue`, for generated `init(kotlinValue:)`s.
extension KotlinValue {
    /// The error a generated initializer throws when a value has the wrong shape.
    public static func mismatch(_ value: KotlinValue, expected: String) -> KotlinJSONError {
        KotlinJSONError(kind: .decoding, message: "Expected \(expected), found \(value)")
    }

    public func bool() throws(KotlinJSONError) -> Bool {
        guard case .bool(let flag) = self else { throw Self.mismatch(self, expected: "a Boolean") }
        return flag
    }

    /// A signed integer that fits `T` (`Int8`, `Int16`, `Int32`, `Int64`).
    public func integer<T: FixedWidthInteger & SignedInteger>(_ type: T.Type = T.self) throws(KotlinJSONError) -> T {
        guard case .integer(let number) = self, let fitted = T(exactly: number) else {
            throw Self.mismatch(self, expected: "\(T.self)")
        }
        return fitted
    }

    /// An unsigned integer that fits `T` (`UInt8`, `UInt16`, `UInt32`, `UInt64`).
    public func unsigned<T: FixedWidthInteger & UnsignedInteger>(_ type: T.Type = T.self) throws(KotlinJSONError)
        -> T
    {
        guard case .unsigned(let number) = self, let fitted = T(exactly: number) else {
            throw Self.mismatch(self, expected: "\(T.self)")
        }
        return fitted
    }

    public func double() throws(KotlinJSONError) -> Double {
        guard case .double(let number) = self else { throw Self.mismatch(self, expected: "a Double") }
        return number
    }

    public func float() throws(KotlinJSONError) -> Float {
        guard case .float(let number) = self else { throw Self.mismatch(self, expected: "a Float") }
        return number
    }

    public func string() throws(KotlinJSONError) -> String {
        guard case .string(let text) = self else { throw Self.mismatch(self, expected: "a String") }
        return text
    }

    /// The Kotlin name of an enum entry.
    public func enumEntryName() throws(KotlinJSONError) -> String {
        guard case .enumEntry(let name) = self else { throw Self.mismatch(self, expected: "an enum entry") }
        return name
    }

    public func listItems() throws(KotlinJSONError) -> [KotlinValue] {
        guard case .list(let items) = self else { throw Self.mismatch(self, expected: "a list") }
        return items
    }

    public func mapEntries() throws(KotlinJSONError) -> [KotlinMapEntry] {
        guard case .map(let entries) = self else { throw Self.mismatch(self, expected: "a map") }
        return entries
    }

    /// The fields of an instance of the class with this serial name.
    public func fields(of serialName: String, count: Int) throws(KotlinJSONError) -> [KotlinValue] {
        guard case .instance(let name, let fields) = self, name == serialName, fields.count == count else {
            throw Self.mismatch(self, expected: "an instance of \(serialName)")
        }
        return fields
    }
}
