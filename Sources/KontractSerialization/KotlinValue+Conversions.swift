// Typed reads and writes of `KotlinValue`s, for the conversions in generated code.

import Foundation
@_spi(KontractGenerated) import KontractKotlin

extension KotlinValue {
    /// The error a generated conversion throws when a value has the wrong shape.
    public static func mismatch(_ value: KotlinValue, expected: String) -> KotlinJSONError {
        KotlinJSONError(kind: .decoding, message: "Expected \(expected), found \(value)")
    }

    public func bool() throws(KotlinJSONError) -> Bool {
        guard case .bool(let flag) = self else { throw Self.mismatch(self, expected: "a Boolean") }
        return flag
    }

    /// A signed integer that fits `T` (`Int8`, `Int16`, `Int32`, `Int64`, `Int`).
    public func integer<T: FixedWidthInteger & SignedInteger>(_ type: T.Type = T.self) throws(KotlinJSONError) -> T {
        guard case .integer(let number) = self, let fitted = T(exactly: number) else {
            throw Self.mismatch(self, expected: "\(T.self)")
        }
        return fitted
    }

    /// An unsigned integer that fits `T` (`UInt8`, `UInt16`, `UInt32`, `UInt64`, `UInt`).
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

    /// A Kotlin `Char` as the bridge shows it (`unichar`).
    public func charUnit() throws(KotlinJSONError) -> UInt16 {
        guard case .char(let unit) = self else { throw Self.mismatch(self, expected: "a Char") }
        return unit
    }

    /// A Kotlin `Char` as a Swift `Character` (a lone surrogate becomes U+FFFD).
    public func character() throws(KotlinJSONError) -> Character {
        let unit = try charUnit()
        return Character(Unicode.Scalar(unit) ?? "\u{FFFD}")
    }

    /// The `Char` value of a Swift `Character` (its first UTF-16 unit).
    public static func char(_ character: Character) -> KotlinValue {
        .char(character.utf16.first ?? 0)
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

    /// The serial name of the concrete class of an instance.
    public func instanceSerialName() throws(KotlinJSONError) -> String {
        guard case .instance(let name, _) = self else { throw Self.mismatch(self, expected: "an instance") }
        return name
    }

    /// A value of an interface- or function-typed property (KT0211): an instance named after its
    /// runtime type, which kotlinx's polymorphic scope of that property never registers, so
    /// encoding it fails with kotlinx's message.
    public static func polymorphic(_ value: Any) -> KotlinValue {
        .instance(serialName: String(describing: type(of: value)), fields: [])
    }

    /// The value of an interface- or function-typed property (KT0211): kotlinx registers no
    /// subclass in the property's polymorphic scope, so no value converts (the codec fails first).
    public func polymorphic<T>(scope: String) throws(KotlinJSONError) -> T {
        let name = (try? instanceSerialName()) ?? "\(self)"
        throw KotlinJSONError.polymorphicSubclassNotFound(name, scope: scope, kind: .decoding)
    }

    /// The fields of an instance of the class with this serial name.
    public func fields(of serialName: String, count: Int) throws(KotlinJSONError) -> [KotlinValue] {
        guard case .instance(let name, let fields) = self, name == serialName, fields.count == count else {
            throw Self.mismatch(self, expected: "an instance of \(serialName)")
        }
        return fields
    }

    /// Runs a conversion closure (Swift infers untyped `throws` for closures) with the codec's error type.
    @inline(__always)
    static func typed<T>(_ body: () throws -> T) throws(KotlinJSONError) -> T {
        do {
            return try body()
        } catch let error as KotlinJSONError {
            throw error
        } catch {
            throw KotlinJSONError(kind: .decoding, message: "\(error)")
        }
    }

    /// `nil` for `.null`, else the converted value.
    public func optional<T>(_ convert: (KotlinValue) throws -> T) throws(KotlinJSONError) -> T? {
        if case .null = self { return nil }
        return try Self.typed { try convert(self) }
    }

    /// A bridge-style nullable collection element: `NSNull()` for `.null`, as the framework's collections hold it.
    public func bridgedOptional(_ convert: (KotlinValue) throws -> Any) throws(KotlinJSONError)
        -> Any
    {
        if case .null = self { return NSNull() }
        return try Self.typed { try convert(self) }
    }

    /// A bridge-style nullable set element or map key (`AnyHashable`): `NSNull()` for `.null`.
    public func bridgedHashableOptional(_ convert: (KotlinValue) throws -> AnyHashable)
        throws(KotlinJSONError) -> AnyHashable
    {
        if case .null = self { return AnyHashable(NSNull()) }
        return try Self.typed { try convert(self) }
    }

    /// The items of a list, set or array, converted.
    public func list<T>(_ convert: (KotlinValue) throws -> T) throws(KotlinJSONError) -> [T] {
        guard case .list(let items) = self else { throw Self.mismatch(self, expected: "a list") }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items { result.append(try Self.typed { try convert(item) }) }
        return result
    }

    public func set<T: Hashable>(_ convert: (KotlinValue) throws -> T) throws(KotlinJSONError)
        -> Set<T>
    {
        Set(try list(convert))
    }

    /// A map's entries, keys and values converted.
    public func dictionary<K: Hashable, V>(
        _ convertKey: (KotlinValue) throws -> K, _ convertValue: (KotlinValue) throws -> V
    ) throws(KotlinJSONError) -> [K: V] {
        guard case .map(let entries) = self else { throw Self.mismatch(self, expected: "a map") }
        var result: [K: V] = [:]
        for entry in entries {
            result[try Self.typed { try convertKey(entry.key) }] = try Self.typed { try convertValue(entry.value) }
        }
        return result
    }

    /// The value of a bridge-style number box (`KotlinInt?` and friends); nil is `.null`.
    public init(box: KotlinNumber?) {
        guard let box else {
            self = .null
            return
        }
        switch box.value {
        case .byte(let v): self = .integer(Int64(v))
        case .short(let v): self = .integer(Int64(v))
        case .int(let v): self = .integer(Int64(v))
        case .long(let v): self = .integer(v)
        case .ubyte(let v): self = .unsigned(UInt64(v))
        case .ushort(let v): self = .unsigned(UInt64(v))
        case .uint(let v): self = .unsigned(UInt64(v))
        case .ulong(let v): self = .unsigned(v)
        case .float(let v): self = .float(v)
        case .double(let v): self = .double(v)
        case .boolean(let v): self = .bool(v)
        }
    }

    /// A bridge-style `Any` element (a nullable type argument or a `Char`): `NSNull` is `.null`,
    /// anything else goes through `convert` when it has the expected type.
    public static func bridged<T>(_ element: Any, as type: T.Type, _ convert: (T) -> KotlinValue) -> KotlinValue {
        if let typed = element as? T { return convert(typed) }
        return .null
    }

    /// A bridge-style `Char` held in `Any` (Kotlin/Native's box, `KotlinChar.boxed`; also a `Character`, a `unichar`, a
    /// one-unit `String` a test wrote);
    /// `nil` and `NSNull` are `.null`.
    public static func bridgedChar(_ element: Any?) -> KotlinValue {
        // Kotlin/Native's box of a `Char` in an `id` position (what decoding and defaults store there).
        if let unit = KotlinChar.unboxed(element) { return .char(unit) }
        return switch element {
        case let character as Character: .char(character)
        case let unit as UInt16: .char(unit)
        case let text as String: text.utf16.count == 1 ? .char(text.utf16.first ?? 0) : .null
        default: .null
        }
    }

    /// A map built from Swift key/value pairs (Swift dictionaries have no order; kotlinx keeps
    /// insertion order, so a round trip of a map or set with several entries may reorder them).
    public static func map<Key, Element>(
        _ dictionary: [Key: Element], key: (Key) -> KotlinValue, value: (Element) -> KotlinValue
    ) -> KotlinValue {
        .map(dictionary.map { KotlinMapEntry(key: key($0.key), value: value($0.value)) })
    }
}

/// Lazily completed descriptors of generated types.
///
/// A generated class's descriptor is created empty (a `static let`) and given its properties on
/// first use, so that recursive types can refer to themselves. One recursive lock guards the
/// definitions: a type being defined is marked first, so a cycle ends instead of waiting on itself.
public enum KotlinGeneratedDescriptors {
    nonisolated(unsafe) private static var defined: Set<ObjectIdentifier> = []
    private static let lock = NSRecursiveLock()

    /// `.classType(descriptor)` once its properties and defaults (JSON text, decoded by the
    /// codec with the property's own descriptor, as `DescriptorBuilder` does) are set.
    public static func classType(
        _ descriptor: KotlinClassDescriptor, defaults: [String?], properties: () -> [KotlinPropertyDescriptor]
    ) -> KotlinSerialDescriptor {
        lock.lock()
        defer { lock.unlock() }
        if defined.insert(ObjectIdentifier(descriptor)).inserted {
            descriptor.define(properties: properties())
            for (index, json) in defaults.enumerated() {
                guard let json, index < descriptor.properties.count else { continue }
                let property = descriptor.properties[index].descriptor
                let value = (try? KotlinJSON.decode(property, from: json)) ?? property.emptyStructuredMap(json)
                descriptor.setDefault(value, ofPropertyAt: index)
            }
        }
        return .classType(descriptor)
    }

    /// `.sealed(descriptor)` once its leaf subclasses are set.
    public static func sealed(_ descriptor: KotlinSealedDescriptor, subclasses: () -> [KotlinSerialDescriptor])
        -> KotlinSerialDescriptor
    {
        lock.lock()
        defer { lock.unlock() }
        if defined.insert(ObjectIdentifier(descriptor)).inserted {
            descriptor.define(
                subclasses: subclasses().compactMap {
                    if case .classType(let subclass) = $0 { return subclass }
                    return nil
                })
        }
        return .sealed(descriptor)
    }
}
