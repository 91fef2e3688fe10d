// A generated class's table for the typed JSON path: its descriptor, defaults as JSON, encoded defaults.

import Foundation

/// What `KontractJSONDecoder` and `KontractJSONEncoder` need of one generated class, built once per
/// type (a generated `static let`): the class descriptor with its keys, each default as JSON text
/// (decoded when the input leaves the property out) and each default as the encoder writes it under a
/// configuration (compared with a written property to leave out an unchanged default).
public final class KontractJSONTable: @unchecked Sendable {
    let descriptor: KotlinClassDescriptor
    /// Per property: the JSON of its default (`null` without one).
    let absentTexts: [[UInt8]]
    /// Per property: what the rules need of it, read without copying its descriptor.
    let rules: [Rule]
    /// Per naming strategy (none, snake, kebab): each property's key as UTF-8 (the descriptor's, held here in
    /// constants, which Swift reads without the exclusivity checks of the descriptor's variables).
    let keys: [[[UInt8]]]
    /// `keys` as the encoder writes them, per naming strategy: quoted (escaped as kotlinx escapes) and followed by
    /// the colon, in one byte table (written without retaining an array per key).
    let writtenKeys: [KotlinKeyTable]
    let isTransient: [Bool]
    /// `keys` per naming strategy as byte tables (the decoder's key lookup: no array retained per key).
    private let keyTable: KotlinKeyTable
    private let snakeCaseKeyTable: KotlinKeyTable
    private let kebabCaseKeyTable: KotlinKeyTable
    let hasAlternativeNames: Bool
    /// For classes of at most 64 properties, as bits (property `i` is bit `i`): those the input must give (no
    /// default), and those of them that are nullable (may be left out without explicit nulls); nil for larger ones.
    let requiredBits: (required: UInt64, nullable: UInt64)?
    private let lock = NSLock()
    /// Per configuration used for comparing: each default as written (nil without a default).
    private var writtenDefaults: [KotlinJSONConfiguration: [[UInt8]?]] = [:]
    /// The last configuration asked for and its defaults (usually the only one).
    private var lastWritten: (KotlinJSONConfiguration, [[UInt8]?])?

    struct Rule {
        /// Absent from the input, it takes its default (transient, or a default without `@Required`).
        let absentTakesDefault: Bool
        /// Equal to its default, it is left out unless `encodeDefaults` (a default, no `@Required`, no
        /// `@EncodeDefault(ALWAYS)`).
        let leftOutWhenDefault: Bool
        /// `@EncodeDefault(NEVER)`: left out when equal to its default even with `encodeDefaults`.
        let neverEncodesDefault: Bool
        let isNullable: Bool
    }

    /// The table of a class descriptor (`kotlinSerialDescriptor` of a generated class).
    public init(_ descriptor: KotlinSerialDescriptor) {
        guard case .classType(let classDescriptor) = descriptor else {
            preconditionFailure("KontractJSONTable needs a class descriptor, not \(descriptor.kindName)")
        }
        self.descriptor = classDescriptor
        keys = [nil, KotlinNamingStrategy.snakeCase, .kebabCase].map { classDescriptor.keyBytes(naming: $0) }
        isTransient = classDescriptor.properties.map(\.isTransient)
        let readable = isTransient.map { !$0 }
        writtenKeys = keys.map { keys in
            let written = keys.map { key in
                var writer = KotlinJSONWriter()
                writer.string(utf8: key)
                writer.byte(0x3A)
                return writer.bytes
            }
            return KotlinKeyTable(keys: written, readable: readable)
        }
        keyTable = KotlinKeyTable(keys: keys[0], readable: readable)
        snakeCaseKeyTable = KotlinKeyTable(keys: keys[1], readable: readable)
        kebabCaseKeyTable = KotlinKeyTable(keys: keys[2], readable: readable)
        hasAlternativeNames = classDescriptor.hasAlternativeNames
        rules = classDescriptor.properties.map { property in
            Rule(
                absentTakesDefault: property.isTransient || property.isOptional,
                leftOutWhenDefault: property.defaultValue != nil && !property.isRequired
                    && property.encodeDefault != .always,
                neverEncodesDefault: property.encodeDefault == .never, isNullable: property.isNullable)
        }
        if rules.count <= 64 {
            var bits: (required: UInt64, nullable: UInt64) = (0, 0)
            for (index, rule) in rules.enumerated() where !rule.absentTakesDefault {
                bits.required |= 1 << UInt64(index)
                if rule.isNullable { bits.nullable |= 1 << UInt64(index) }
            }
            requiredBits = bits
        } else {
            requiredBits = nil
        }
        absentTexts = classDescriptor.properties.map { property in
            guard let value = property.defaultValue else { return Array("null".utf8) }
            var encoder = KotlinJSONEncoder(configuration: Self.defaultsConfiguration)
            do throws(KotlinJSONError) {
                try encoder.encode(value, property.descriptor)
                return encoder.writer.bytes
            } catch {
                return Array("null".utf8)
            }
        }
    }

    /// How defaults are written as JSON and read back: every property, NaN and the infinities as Kotlin prints them.
    static let defaultsConfiguration = KotlinJSONConfiguration(
        encodeDefaults: true, allowSpecialFloatingPointValues: true)

    /// The slot of `keys` for a naming strategy.
    static func slot(_ naming: KotlinNamingStrategy?) -> Int {
        switch naming {
        case nil: 0
        case .snakeCase: 1
        case .kebabCase: 2
        }
    }

    /// The input's next key when it is the property at `index`, written as the encoder writes it (quoted, escaped
    /// as kotlinx escapes, the colon right after): the bytes it takes, or nil (then the key is read and looked up).
    /// What `propertyIndex` would find for that key, as it looks from `index` first.
    @inline(__always) func expectedKeyLength(
        _ index: Int, at input: UnsafePointer<UInt8>, available: Int, naming: KotlinNamingStrategy?
    ) -> Int? {
        writtenKeys[Self.slot(naming)].prefixLength(of: index, at: input, available: available)
    }

    /// The property a key names, as `KotlinJSONDecoder.propertyIndex` finds it: the expected one first.
    func propertyIndex(_ key: KotlinJSONText, in reader: KotlinJSONReader, naming: KotlinNamingStrategy?, hint: Int)
        -> Int?
    {
        if !key.hasEscapes, let base = reader.bytes.baseAddress {
            let table =
                switch naming {
                case nil: keyTable
                case .snakeCase: snakeCaseKeyTable
                case .kebabCase: kebabCaseKeyTable
                }
            let found = table.index(of: base + key.start, length: key.end - key.start, hint: hint)
            if found != nil || !hasAlternativeNames { return found }
        }
        return propertyIndexByName(key, in: reader, naming: naming)
    }

    /// A key with escapes or an alternative name: looked up by its text (out of line: rare).
    @inline(never) private func propertyIndexByName(
        _ key: KotlinJSONText, in reader: KotlinJSONReader, naming: KotlinNamingStrategy?
    ) -> Int? {
        descriptor.propertyIndex(forKey: reader.text(key), naming: naming)
    }

    /// Each default as `configuration` writes it; nil where a property has none or it cannot be written.
    func defaults(writtenWith configuration: KotlinJSONConfiguration) -> [[UInt8]?] {
        lock.lock()
        defer { lock.unlock() }
        if let (last, written) = lastWritten, last == configuration { return written }
        if let cached = writtenDefaults[configuration] {
            lastWritten = (configuration, cached)
            return cached
        }
        let written: [[UInt8]?] = descriptor.properties.map { property in
            guard let value = property.defaultValue else { return nil }
            var encoder = KotlinJSONEncoder(configuration: configuration)
            do throws(KotlinJSONError) {
                try encoder.encode(value, property.descriptor)
                return encoder.writer.bytes
            } catch {
                return nil
            }
        }
        writtenDefaults[configuration] = written
        lastWritten = (configuration, written)
        return written
    }
}

extension KotlinSerialDescriptor {
    /// Whether two values of this type are equal exactly when kotlinx writes them alike (with explicit
    /// nulls): no set or map (whose order Kotlin's equality ignores) and no transient property (which is
    /// never written) anywhere inside. The typed path compares such a property with its default as bytes.
    package var kontractComparesAsWritten: Bool {
        var visited = Set<ObjectIdentifier>()
        return comparesAsWritten(&visited)
    }

    /// Whether a value of this type equals `defaultValue` exactly when kotlinx writes them alike (with explicit
    /// nulls): where `kontractComparesAsWritten`; when the default is null and the type a class, a sealed type, a
    /// list or a map (whose values are never written `null`); and for a map whose keys and values compare as
    /// written when the default has at most one entry (a map equal to it has as many entries: no order to differ).
    package func kontractComparesAsWritten(with defaultValue: KotlinValue) -> Bool {
        if kontractComparesAsWritten { return true }
        switch (nonNullable, defaultValue) {
        case (.classType, .null), (.sealed, .null), (.list, .null), (.map, .null): return true
        default: break
        }
        guard case .map(let key, let value) = nonNullable, key.kontractComparesAsWritten,
            value.kontractComparesAsWritten
        else { return false }
        guard case .map(let entries) = defaultValue else { return false }
        return entries.count <= 1
    }

    fileprivate func comparesAsWritten(_ visited: inout Set<ObjectIdentifier>) -> Bool {
        switch self {
        case .nullable(let inner): return inner.comparesAsWritten(&visited)
        case .list(let element, let isSet): return !isSet && element.comparesAsWritten(&visited)
        case .map: return false
        case .classType(let classDescriptor): return classDescriptor.comparesAsWritten(&visited)
        case .sealed(let sealedDescriptor):
            guard visited.insert(ObjectIdentifier(sealedDescriptor)).inserted else { return true }
            return sealedDescriptor.subclasses.allSatisfy { $0.comparesAsWritten(&visited) }
        default: return true
        }
    }
}

extension KotlinClassDescriptor {
    fileprivate func comparesAsWritten(_ visited: inout Set<ObjectIdentifier>) -> Bool {
        guard visited.insert(ObjectIdentifier(self)).inserted else { return true }
        return properties.allSatisfy { !$0.isTransient && $0.descriptor.comparesAsWritten(&visited) }
    }
}
