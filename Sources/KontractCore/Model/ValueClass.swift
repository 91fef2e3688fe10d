// A value class of a contract file (`@JvmInline value class UserId(val raw: String)`): a type Swift sees as its property's.

/// `{ "kind": "value class", "name", "properties": [ { "name", "type" } ], "serializable"? }`. The exporter shows no
/// class for it (a value class is never exposed): Swift sees the underlying type where the value class is written,
/// and kotlinx writes the underlying value, so type resolution replaces the name (``TypeResolver``) and marks the
/// result with the value class (``ResolvedType/valueClass``).
public struct ValueClass: Sendable {
    public var name: Located<String>
    /// The one `val` of the primary constructor (Kotlin requires exactly one: KT0213 otherwise).
    public var properties: [ValueClassProperty] = []
    /// `@Serializable` (the default): kotlinx writes the underlying value; `false`: no serializer (KT0205 in a
    /// serializable class).
    public var isSerializable = true
    /// The library a library contract declares it of (`kotlin-stdlib` for `kotlin.time.Duration`); nil for the module's.
    public var library: String?
    public var doc: String?
    /// Where the value class's object starts.
    public var location: SourceLocation

    public init(name: Located<String>, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The underlying property's type, when there is exactly one property.
    public var underlyingType: KotlinType? { properties.count == 1 ? properties[0].type : nil }
}

/// The value class's constructor `val`: `{ "name", "type", "doc"? }`.
public struct ValueClassProperty: Sendable {
    public var name: Located<String>
    public var type: KotlinType
    public var doc: String?
    public var location: SourceLocation

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}
