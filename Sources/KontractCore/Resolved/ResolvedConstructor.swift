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

/// One entry of `superArguments`: the sealed superclass's constructor parameter `name` gets a constant or one of
/// the subclass's own constructor parameters.
public struct ResolvedSuperArgument: Sendable {
    public enum Value: Sendable {
        case constant(ResolvedConstant)
        case parameter(String)
    }

    public let name: String
    public let value: Value
}
