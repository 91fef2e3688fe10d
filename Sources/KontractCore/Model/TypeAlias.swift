// A `typealias` of a contract file (`typealias UserId = String`): a name for a type, expanded where it is used.

/// `{ "kind": "typealias", "name", "type", "typeParameters"? }`. Swift never sees the name: the exporter emits
/// the expanded type wherever the alias is written, so type resolution replaces it (``TypeResolver``).
public struct TypeAlias: Sendable {
    public var name: Located<String>
    /// `typealias Pairs<K, V> = Map<K, List<V>>`: the names the type uses, in order.
    public var typeParameters: [Located<String>] = []
    /// What the alias stands for, in the alias's package scope.
    public var type: KotlinType
    public var doc: String?
    /// Where the alias's object starts.
    public var location: SourceLocation

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}
