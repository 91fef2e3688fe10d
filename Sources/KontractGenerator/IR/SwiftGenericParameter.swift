// A generic parameter of a type or function declaration (its name and the constraints after the colon), and a
// constrained extension's same-type requirement.

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

/// `Self == S` in `extension KotlinStringConvertible where Self == S`: the printer writes `left == right`.
public struct SwiftSameTypeRequirement: Hashable, Sendable {
    public var left: SwiftType
    public var right: SwiftType

    public init(_ left: SwiftType, _ right: SwiftType) {
        self.left = left
        self.right = right
    }
}
