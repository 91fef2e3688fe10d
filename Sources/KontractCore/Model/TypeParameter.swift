// A type parameter of a generic function, class or interface: `T`, `T : Bound`, `out T`.

/// One type parameter as a contract writes it: `{ "name": "T", "bounds": ["Comparable<T>"], "variance": "out" }`.
public struct TypeParameter: Sendable {
    /// Declaration-site variance of a class or interface type parameter.
    public enum Variance: String, Sendable, CaseIterable {
        case `in`
        case out
    }

    public var name: Located<String>
    /// The upper bounds (`T : A`, and `where T : B`), in order; none means `Any?`.
    public var bounds: [KotlinType] = []
    public var variance: Variance?
    public var location: SourceLocation

    public init(name: Located<String>, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
