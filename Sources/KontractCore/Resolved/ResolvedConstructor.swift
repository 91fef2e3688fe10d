// Constructors of a resolved plain class: each parsed constructor with its parameter types resolved.

/// A constructor of a `class`.
@dynamicMemberLookup
public struct ResolvedConstructor: Sendable {
    public let syntax: Constructor
    public let parameters: [ResolvedConstructorParameter]

    public subscript<Value>(dynamicMember keyPath: KeyPath<Constructor, Value>) -> Value { syntax[keyPath: keyPath] }
}

/// A constructor parameter; with `binding` it is also a member property.
@dynamicMemberLookup
public struct ResolvedConstructorParameter: Sendable {
    public let syntax: ConstructorParameter
    public let type: ResolvedType
    /// The parameter's Kotlin default; nil when there is none.
    public let defaultValue: ResolvedConstant?

    /// Where the contract wrote the type.
    public var typeLocation: SourceLocation { syntax.type.location }

    public subscript<Value>(dynamicMember keyPath: KeyPath<ConstructorParameter, Value>) -> Value {
        syntax[keyPath: keyPath]
    }
}
