// A default or initial value of the resolved model: a typed Kotlin constant, built by the checker.

/// A value the contract gives as the JSON kotlinx encodes for it (`default`, `initial`), read
/// against its Kotlin type once, by the checker: `5` for `UByte` is `.unsignedInteger(5, width: .ubyte)`,
/// `"DARK_BLUE"` for `Color` is `.enumEntry` naming the entry, `{"id": 1}` for a data class is an
/// `.instance` whose fields know their properties. Every part keeps where the contract wrote it.
public struct ResolvedConstant: Sendable {
    public indirect enum Value: Sendable {
        case null
        case boolean(Bool)
        /// A `Byte`, `Short`, `Int` or `Long`.
        case integer(Int64, width: KotlinPrimitive)
        /// A `UByte`, `UShort`, `UInt` or `ULong`.
        case unsignedInteger(UInt64, width: KotlinPrimitive)
        /// A `Float` or `Double`.
        case floating(Double, width: KotlinPrimitive)
        /// A `Char`: one UTF-16 code unit.
        case char(UInt16)
        case string(String)
        /// An entry of an enum class.
        case enumEntry(DeclarationID, EnumEntry)
        /// The items of a list, set, array or primitive array (the type says which).
        case list([ResolvedConstant])
        /// The entries of a map in the order written; keys are constants of the key type.
        case map([MapEntry])
        /// An `object` or `data object` (for a sealed type's value, the subclass it names).
        case singleton(DeclarationID)
        /// A data class built from the fields written, in the order written; the others take
        /// their own defaults (for a sealed type's value, the subclass the discriminator names).
        case instance(DeclarationID, fields: [Field])
        /// A value of `Any`, `Unit`, `Nothing` or a star projection, which have no typed form
        /// (the checker takes any JSON there); only `json` says what it is.
        case untyped
    }

    /// One written field of a data class value.
    public struct Field: Sendable {
        /// The Kotlin name of the property the key denotes (its serial name, a `@JsonNames`
        /// alternative or the name itself).
        public let property: String
        /// The key as written.
        public let key: String
        public let keyLocation: SourceLocation
        public let value: ResolvedConstant

        public init(property: String, key: String, keyLocation: SourceLocation, value: ResolvedConstant) {
            self.property = property
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// One entry of a map value.
    public struct MapEntry: Sendable {
        /// The key read as a value of the key type; its location is the key's.
        public let key: ResolvedConstant
        public let value: ResolvedConstant

        public init(key: ResolvedConstant, value: ResolvedConstant) {
            self.key = key
            self.value = value
        }
    }

    public let value: Value
    /// Where the value starts in its contract file.
    public let location: SourceLocation
    private let source: Source

    /// Where `json` comes from: the value as the contract wrote it, or a consumer's own text.
    private enum Source: Sendable {
        case written(JSONValue)
        case text(String)
    }

    /// A constant read from the contract's JSON `source`.
    init(_ value: Value, from source: LocatedJSON) {
        self.value = value
        location = source.location
        self.source = .written(source.value)
    }

    /// A constant made up by a consumer (a test's minimal value); `json` is its JSON text.
    public init(_ value: Value, at location: SourceLocation, json: String) {
        self.value = value
        self.location = location
        source = .text(json)
    }

    /// The compact JSON kotlinx encodes for the value, as the contract wrote it: what a
    /// descriptor decodes as the property's default, and what generated descriptors carry.
    public var json: String {
        switch source {
        case .written(let value): JSONText.compact(LocatedJSON(value, at: location))
        case .text(let text): text
        }
    }
}
