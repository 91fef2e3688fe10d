// kotlinx-style serial descriptors: the shape of every serializable Kotlin type, for the JSON rules.

import KontractKotlin

/// What a Kotlin type looks like to kotlinx.serialization, in the manner of kotlinx's own
/// `SerialDescriptor`. One descriptor drives decoding, encoding and validation alike.
///
/// Generated types carry theirs statically; `kontract check` builds them from the contract
/// at run time (`DescriptorBuilder` in KontractCore). Class descriptors are reference types so
/// that recursive types (a class holding a list of itself) can be described.
public indirect enum KotlinSerialDescriptor: Sendable {
    case boolean
    case byte
    case short
    case int
    case long
    case ubyte
    case ushort
    case uint
    case ulong
    case float
    case double
    case char
    case string
    case enumeration(KotlinEnumDescriptor)
    /// `List`, `Set`, `Array`, primitive arrays: a JSON array.
    case list(KotlinSerialDescriptor, isSet: Bool)
    /// `Map<K, V>`: a JSON object whose keys are the key's primitive text.
    case map(key: KotlinSerialDescriptor, value: KotlinSerialDescriptor)
    /// A class or an `object` (an object is a class without properties).
    case classType(KotlinClassDescriptor)
    /// A sealed class or interface: polymorphic, with a class discriminator.
    case sealed(KotlinSealedDescriptor)
    case nullable(KotlinSerialDescriptor)

    public var isNullable: Bool {
        if case .nullable = self { return true }
        return false
    }

    /// The descriptor without its nullable wrapper.
    public var nonNullable: KotlinSerialDescriptor {
        if case .nullable(let inner) = self { return inner.nonNullable }
        return self
    }

    /// The descriptor made nullable (idempotent).
    public var asNullable: KotlinSerialDescriptor { isNullable ? self : .nullable(self) }

    /// The kind's name as kotlinx's messages say it (`int`, `double`, `UInt`...).
    public var kindName: String {
        switch self {
        case .boolean: "boolean"
        case .byte: "byte"
        case .short: "short"
        case .int: "int"
        case .long: "long"
        case .ubyte: "UByte"
        case .ushort: "UShort"
        case .uint: "UInt"
        case .ulong: "ULong"
        case .float: "float"
        case .double: "double"
        case .char: "char"
        case .string: "string"
        case .enumeration(let descriptor): descriptor.serialName
        case .list(_, let isSet): isSet ? "set" : "list"
        case .map: "map"
        case .classType(let descriptor): descriptor.serialName
        case .sealed(let descriptor): descriptor.serialName
        case .nullable(let inner): inner.kindName + "?"
        }
    }
}

/// An enum class: entries in order with their serial and alternative (`@JsonNames`) names.
public final class KotlinEnumDescriptor: Sendable {
    public struct Entry: Sendable {
        /// The Kotlin entry name, as `toString()` prints it.
        public let name: String
        /// The JSON text: `@SerialName` or the entry name.
        public let serialName: String
        public let jsonNames: [String]

        public init(name: String, serialName: String? = nil, jsonNames: [String] = []) {
            self.name = name
            self.serialName = serialName ?? name
            self.jsonNames = jsonNames
        }
    }

    /// The enum's serial name (its qualified name unless `@SerialName`).
    public let serialName: String
    public let entries: [Entry]
    private let indexByName: [String: Int]

    public init(serialName: String, entries: [Entry]) {
        self.serialName = serialName
        self.entries = entries
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            index[entry.serialName] = index[entry.serialName] ?? position
        }
        for (position, entry) in entries.enumerated() {
            for name in entry.jsonNames where index[name] == nil { index[name] = position }
        }
        indexByName = index
    }

    /// The entry a JSON string names (serial name or `@JsonNames`), as kotlinx matches it.
    public func entryIndex(forJSONName name: String) -> Int? { indexByName[name] }

    /// The entry with this Kotlin name.
    public func entryIndex(forKotlinName name: String) -> Int? { entries.firstIndex { $0.name == name } }
}

/// kotlinx `@EncodeDefault` modes; `.whenConfigured` follows `encodeDefaults`.
public enum KotlinEncodeDefaultMode: String, Sendable {
    case whenConfigured
    case always
    case never
}

/// One constructor property of a serializable class.
public struct KotlinPropertyDescriptor: Sendable {
    /// The Kotlin property name (`toString()` uses it).
    public var name: String
    /// The JSON key: `@SerialName` or the name.
    public var serialName: String
    /// `@JsonNames`: extra keys accepted on decode.
    public var jsonNames: [String]
    public var descriptor: KotlinSerialDescriptor
    /// The Kotlin default value; nil when the property has none (it is then required).
    public var defaultValue: KotlinValue?
    public var encodeDefault: KotlinEncodeDefaultMode
    /// `@Required`: the key must be present even though there is a default.
    public var isRequired: Bool
    /// `@Transient`: never written, and its key in input is unknown.
    public var isTransient: Bool
    /// The value class the property's type is (`val id: UserId`, `UserId?`): `toString()` prints `UserId(raw=a)`.
    package var valueClass: KotlinValueClassName?
    /// A sealed superclass's constructor property (`sealed class Result(val code: Int)`): in the JSON, first, but not
    /// in the data class's `toString()` nor `equals` (Kotlin's read only the data class's own properties).
    public var isInherited = false

    public init(
        name: String, serialName: String? = nil, jsonNames: [String] = [], descriptor: KotlinSerialDescriptor,
        defaultValue: KotlinValue? = nil, encodeDefault: KotlinEncodeDefaultMode = .whenConfigured,
        isRequired: Bool = false, isTransient: Bool = false
    ) {
        self.name = name
        self.serialName = serialName ?? name
        self.jsonNames = jsonNames
        self.descriptor = descriptor
        self.defaultValue = defaultValue
        self.encodeDefault = encodeDefault
        self.isRequired = isRequired
        self.isTransient = isTransient
    }

    public var isNullable: Bool { descriptor.isNullable }
    public var hasDefault: Bool { defaultValue != nil }
    /// kotlinx's `isElementOptional`: a default and no `@Required`.
    public var isOptional: Bool { defaultValue != nil && !isRequired }
}

/// A serializable class or object.
///
/// Immutable once built; `define(properties:)` exists so that recursive types can be
/// described (create the descriptor, then give it properties that refer to it). Builders
/// must finish defining before sharing a descriptor between threads.
public final class KotlinClassDescriptor: @unchecked Sendable {
    public enum Shape: Sendable {
        case dataClass
        case object
        case dataObject
    }

    /// The serial name: `@SerialName` or the qualified Kotlin name (`pkg.Outer.Inner`).
    public let serialName: String
    /// The simple Kotlin name, as a data class's `toString()` prints it (`Inner`).
    public let kotlinName: String
    /// The JVM class name (`pkg.Outer$Inner`), which a plain object's `toString()` prints.
    public let jvmName: String
    public let shape: Shape
    public private(set) var properties: [KotlinPropertyDescriptor] = []
    /// The keys per naming strategy (none, snake, kebab), for those `define` built (the others: `lateKeySets`).
    private var keySets: [KotlinKeySet?] = [nil, nil, nil]
    private var lateKeySets = KotlinLateKeySets()
    /// Whether any property has `@JsonNames`.
    public private(set) var hasAlternativeNames = false

    public init(serialName: String, kotlinName: String, jvmName: String? = nil, shape: Shape = .dataClass) {
        self.serialName = serialName
        self.kotlinName = kotlinName
        self.jvmName = jvmName ?? serialName
        self.shape = shape
    }

    public convenience init(
        serialName: String, kotlinName: String, jvmName: String? = nil, shape: Shape = .dataClass,
        properties: [KotlinPropertyDescriptor]
    ) {
        self.init(serialName: serialName, kotlinName: kotlinName, jvmName: jvmName, shape: shape)
        define(properties: properties)
    }

    public var isObject: Bool { shape != .dataClass }

    /// Sets the properties (once, before use). Transient properties stay in the list (they are
    /// constructor parameters) but have no JSON key. The keys of `namings` are built now, the others on first use.
    package func define(
        properties: [KotlinPropertyDescriptor], namings: [KotlinNamingStrategy?] = KotlinKeySet.namings
    ) {
        self.properties = properties
        keySets = [nil, nil, nil]
        lateKeySets = KotlinLateKeySets()
        for naming in namings { keySets[KotlinKeySet.slot(naming)] = KotlinKeySet(properties, naming: naming) }
        hasAlternativeNames = properties.contains { !$0.jsonNames.isEmpty }
    }

    /// Replaces one property's default (builders fill defaults after all shapes are known).
    package func setDefault(_ value: KotlinValue?, ofPropertyAt index: Int) {
        properties[index].defaultValue = value
    }

    /// The keys under `naming`: built by `define`, or now (once).
    private func keySet(_ naming: KotlinNamingStrategy?) -> KotlinKeySet {
        let slot = KotlinKeySet.slot(naming)
        if let built = keySets[slot] { return built }
        return lateKeySets.keySet(slot: slot) { KotlinKeySet(properties, naming: naming) }
    }

    /// The property a JSON key names, by (transformed) serial name or `@JsonNames`.
    public func propertyIndex(forKey key: String, naming: KotlinNamingStrategy? = nil) -> Int? {
        keySet(naming).indexByKey[key]
    }

    /// Every property's key as UTF-8 bytes, in declaration order.
    public func keyBytes(naming: KotlinNamingStrategy? = nil) -> [[UInt8]] { keySet(naming).utf8 }

    /// Every property's key in one table (read it once per object, not once per key).
    package func keyTable(naming: KotlinNamingStrategy? = nil) -> KotlinKeyTable { keySet(naming).table }

    /// The key a property is written under.
    public func key(ofPropertyAt index: Int, naming: KotlinNamingStrategy? = nil) -> String {
        keySet(naming).written[index]
    }
}

/// A sealed class or interface and its serializable subclasses.
public final class KotlinSealedDescriptor: @unchecked Sendable {
    public let serialName: String
    /// The simple Kotlin name, which kotlinx's polymorphic messages print (`Shape`).
    public let kotlinName: String
    /// `@JsonClassDiscriminator` of the hierarchy, overriding the configuration's key.
    public let discriminatorOverride: String?
    public private(set) var subclasses: [KotlinClassDescriptor] = []
    private var indexBySerialName: [String: Int] = [:]

    public init(serialName: String, kotlinName: String? = nil, discriminatorOverride: String? = nil) {
        self.serialName = serialName
        self.kotlinName = kotlinName ?? String(serialName.split(separator: ".").last ?? Substring(serialName))
        self.discriminatorOverride = discriminatorOverride
    }

    public convenience init(
        serialName: String, kotlinName: String? = nil, discriminatorOverride: String? = nil,
        subclasses: [KotlinClassDescriptor]
    ) {
        self.init(serialName: serialName, kotlinName: kotlinName, discriminatorOverride: discriminatorOverride)
        define(subclasses: subclasses)
    }

    /// Sets the concrete subclasses (nested sealed types flattened into their leaves).
    package func define(subclasses: [KotlinClassDescriptor]) {
        self.subclasses = subclasses
        var index: [String: Int] = [:]
        for (position, subclass) in subclasses.enumerated() where index[subclass.serialName] == nil {
            index[subclass.serialName] = position
        }
        indexBySerialName = index
    }

    public func subclass(serialName: String) -> KotlinClassDescriptor? {
        indexBySerialName[serialName].map { subclasses[$0] }
    }

    /// The discriminator key in effect.
    public func discriminator(in configuration: KotlinJSONConfiguration) -> String {
        discriminatorOverride ?? configuration.classDiscriminator
    }

    /// Whether `subclass` has a (non-transient) property whose JSON key is the discriminator's: kotlinx refuses
    /// to encode its values through this hierarchy.
    public func keyClashesWithDiscriminator(
        _ subclass: KotlinClassDescriptor, in configuration: KotlinJSONConfiguration
    ) -> Bool {
        let key = discriminator(in: configuration)
        return subclass.properties.indices.contains { index in
            !subclass.properties[index].isTransient
                && subclass.key(ofPropertyAt: index, naming: configuration.namingStrategy) == key
        }
    }
}
