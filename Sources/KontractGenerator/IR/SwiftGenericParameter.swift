// A generic parameter of a type or function declaration: its name and the constraints after the colon.

/// `T`, `__Sealed: A`: the printer writes the name, then the constraints after `: `, joined by ` & `.
public struct SwiftGenericParameter: Hashable, Sendable {
    public var name: String
    /// The protocols or class the parameter must conform to or inherit from; empty for none.
    public var constraints: [SwiftType]

    public init(_ name: String, constraints: [SwiftType] = []) {
        self.name = name
        self.constraints = constraints
    }
}
