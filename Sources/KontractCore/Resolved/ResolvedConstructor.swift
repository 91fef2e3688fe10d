// Constructors of a resolved plain class: each parsed constructor with its parameter types resolved.

/// A constructor of a `class`.
public struct ResolvedConstructor: Sendable, ResolvedSyntax {
    public let syntax: Constructor
    public let parameters: [ResolvedConstructorParameter]
}

/// A constructor parameter; with `binding` it is also a member property.
public struct ResolvedConstructorParameter: Sendable, ResolvedSyntax {
    public let syntax: ConstructorParameter
    public let type: ResolvedType
    /// The parameter's Kotlin default; nil when there is none.
    public let defaultValue: ResolvedConstant?
}
