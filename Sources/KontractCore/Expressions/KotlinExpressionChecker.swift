// Checks the Kotlin getter expressions of derived and file properties (API; rules to come).

/// The names a getter expression may refer to: the members of `this`.
public struct ExpressionEnvironment: Sendable {
    /// Properties of the receiver by Kotlin name (constructor and derived properties).
    public var properties: [String: ResolvedType]
    public var module: ModuleIndex

    public init(properties: [String: ResolvedType], module: ModuleIndex) {
        self.properties = properties
        self.module = module
    }
}

/// Parses and type-checks a `kotlin` expression of the supported subset.
public enum KotlinExpressionChecker {
    /// The diagnostics for `source` (its location is the JSON string's opening quote),
    /// which must produce a value of `expected`.
    public static func check(
        _ source: Located<String>, in environment: ExpressionEnvironment, expecting expected: ResolvedType
    ) -> [Diagnostic] {
        []
    }
}
