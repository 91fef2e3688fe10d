// Checks the Kotlin getter expressions of derived and file properties: parse, then type.

import KotlinSyntax

/// The names a getter expression may refer to: the members of `this`.
public struct ExpressionEnvironment: Sendable {
    /// Properties of the receiver by Kotlin name (constructor and derived properties).
    public var properties: [String: ResolvedType]
    public var module: ModuleIndex
    /// The type of `this`, when it is known (an extension property's receiver, or the data class itself).
    /// It lets `this` stand alone and lets a String receiver use `length` without `this.`.
    public var receiver: ResolvedType?
    /// What the expression gives a value to, as messages name it: a `property`, or a `parameter` (a default).
    public var valueOwner = "property"

    public init(properties: [String: ResolvedType], module: ModuleIndex, receiver: ResolvedType? = nil) {
        self.properties = properties
        self.module = module
        self.receiver = receiver
    }
}

/// Parses and type-checks a `kotlin` expression of the supported subset.
///
/// The subset: literals, properties of `this` and chains through declared types, `!`, `&&`, `||`,
/// `==`, `!=`, `<`, `<=`, `>`, `>=`, `+`, string templates, `?.`, `?:`, parentheses, and the
/// members of `BuiltinMember`. Everything else is reported where it stands.
///
/// Where the subset is stricter or simpler than Kotlin: `?:` needs sides of one type (or a
/// subclass and its sealed parent), where Kotlin would infer `Any`; `Char + Int` is rejected;
/// a safe call on a non-null receiver keeps the member's own type.
public enum KotlinExpressionChecker {
    /// The diagnostics for `source` (its location is the JSON string's opening quote),
    /// which must produce a value of `expected`.
    public static func check(
        _ source: Located<String>, in environment: ExpressionEnvironment, expecting expected: ResolvedType
    ) -> [Diagnostic] {
        switch checkedExpression(source, in: environment, expecting: expected) {
        case .success: []
        case .failure(let failure): failure.diagnostics
        }
    }

    /// The typed tree of `source`, or the diagnostics saying why it does not check (see `check`).
    public static func checkedExpression(
        _ source: Located<String>, in environment: ExpressionEnvironment, expecting expected: ResolvedType
    ) -> Result<TypedExpression, Diagnostics> {
        analyze(source.value, in: environment, expecting: expected).mapError { failure in
            // The expression's scalar i stands one column after the opening quote, plus i.
            Diagnostics(
                diagnostics: failure.problems.map { problem in
                    Diagnostic(problem.code, problem.message, at: source.location.advanced(by: 1 + problem.offset))
                })
        }
    }

    /// Why an expression does not check, each problem where it stands.
    public struct Diagnostics: Error {
        public var diagnostics: [Diagnostic]
    }

    /// The typed tree of `source`, or nil when it does not check (see `check` for why).
    /// With `expected` nil, the expression's own type is not checked against anything.
    public static func typedExpression(
        _ source: String, in environment: ExpressionEnvironment, expecting expected: ResolvedType?
    ) -> TypedExpression? {
        try? analyze(source, in: environment, expecting: expected).get()
    }

    /// The problems of an expression that does not check, with scalar offsets into its source.
    struct Failure: Error {
        var problems: [ExpressionProblem]
    }

    static func analyze(
        _ source: String, in environment: ExpressionEnvironment, expecting expected: ResolvedType?
    ) -> Result<TypedExpression, Failure> {
        let syntax: SyntaxNode
        do {
            syntax = try ExpressionParser.parse(source)
        } catch {
            return .failure(Failure(problems: [ExpressionProblem(error)]))
        }
        var checker = ExpressionTypeChecker(environment: environment)
        let typed = checker.check(syntax, expecting: expected)
        if let typed, checker.problems.isEmpty { return .success(typed) }
        return .failure(Failure(problems: checker.problems))
    }
}
