// Expressions of the IR: names, member access, calls, literals, closures, with a raw escape hatch.

/// A Swift expression; `SwiftRenderer` decides its text and, for wrapped layouts, its lines.
///
/// For example: `.call(.member(.identifier("storage"), "copy"), [SwiftArgument("id", .identifier("id"))])`
/// prints `storage.copy(id: id)`.
public indirect enum SwiftExpression: Hashable, Sendable {
    /// A name as written: `value`, `self`, `KotlinValue`, `$0`.
    case identifier(String)
    /// A type used as a value: `MutableStateFlow<Int32>` before `(…)`, `Found.self`.
    case type(SwiftType)
    /// `base.name`, or `.name` (implicit member) when `base` is nil.
    case member(SwiftExpression?, String)
    /// `callee(arguments)` with an optional trailing closure body.
    case call(SwiftExpression, [SwiftArgument], layout: SwiftLayout = .inline, trailingClosure: [SwiftStatement]? = nil)
    /// `base[index]`.
    case `subscript`(SwiftExpression, SwiftExpression)
    /// `base?`, the start of an optional chain: `.member(.optionalChain(cause), "description")`.
    case optionalChain(SwiftExpression)
    /// A string literal; the printer escapes it.
    case string(String)
    /// `#"text"#`: a raw string literal, the text as is (it holds quotes or backslashes but no `"#`,
    /// no line break and no control character).
    case rawString(String)
    /// `"text \(value) text"`: literal parts (escaped by the printer) and interpolations.
    case interpolatedString([SwiftStringPart])
    /// A numeric literal, already spelled (`0`, `-1.5`, `0x7f`).
    case number(String)
    case bool(Bool)
    case `nil`
    /// `[a, b]`; `.wrapped` prints one element per line, each followed by a comma.
    case array([SwiftExpression], layout: SwiftLayout = .inline)
    /// `[key: value, …]`; without elements `[:]`.
    case dictionary([SwiftDictionaryElement])
    /// `(a, b)`.
    case tuple([SwiftExpression])
    /// `try e`, `await e`.
    case `try`(SwiftExpression)
    case await(SwiftExpression)
    /// `lhs op rhs`; the renderer parenthesises an operand by Swift's precedence and associativity
    /// (`SwiftOperatorPrecedence`), so `.binary(.binary(a, "+", b), "*", c)` prints `(a + b) * c`.
    case binary(SwiftExpression, String, SwiftExpression)
    /// `op operand` for a prefix operator (`!`, `-`); a looser operand is parenthesised: `!(a && b)`.
    case prefix(String, SwiftExpression)
    /// `(inner)` where precedence does not call for it: `(a?.b).map { … }` ends an optional chain.
    case parenthesized(SwiftExpression)
    /// `e as T`, `e as? T`, `e as! T`.
    case cast(SwiftExpression, SwiftCast, SwiftType)
    /// `{ parameters in body }`; without parameters `{ body }`.
    case closure(parameters: [String], body: [SwiftStatement])
    /// `callee { parameters in body }`: a call whose only argument is a trailing closure naming its parameters.
    case trailingClosure(SwiftExpression, parameters: [String], body: [SwiftStatement])
    /// `let name` inside a case pattern: `case .found(let value)`.
    case bindingPattern(String)
    /// Swift text no other case expresses: the escape hatch, kept rare (docs/generator.md counts it).
    case raw(String)

    /// `self`.
    public static let selfValue = SwiftExpression.identifier("self")

    /// `callee(arguments)`, the common case.
    public static func call(_ callee: SwiftExpression, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(callee, arguments)
    }

    /// `base.name`.
    public func member(_ name: String) -> SwiftExpression { .member(self, name) }

    /// `\.name`: a key path to a member of the contextual root type.
    public static func keyPath(_ member: String) -> SwiftExpression { .prefix("\\", .member(nil, member)) }
}

extension SwiftExpression: ExpressibleByStringInterpolation {
    /// A literal in translator code is Swift text: a plain name (or a closure's `$0`) becomes `.identifier`,
    /// anything else `.raw`.
    public init(stringLiteral value: String) {
        let isShorthandArgument = value.count > 1 && value.first == "$" && value.dropFirst().allSatisfy(\.isNumber)
        self =
            isShorthandArgument || SwiftType.isPlainName(value) && !value.contains(".")
            ? .identifier(value) : .raw(value)
    }
}

/// `label: value` in a call; a nil label prints the value alone.
public struct SwiftArgument: Hashable, Sendable {
    public var label: String?
    public var value: SwiftExpression

    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An unlabelled argument.
    public init(_ value: SwiftExpression) {
        self.init(nil, value)
    }
}

/// `key: value` in a dictionary literal.
public struct SwiftDictionaryElement: Hashable, Sendable {
    public var key: SwiftExpression
    public var value: SwiftExpression

    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// A piece of an interpolated string literal.
public enum SwiftStringPart: Hashable, Sendable {
    case text(String)
    case interpolation(SwiftExpression)
}

/// How a call's arguments or an array's elements are laid out.
public enum SwiftLayout: Hashable, Sendable {
    /// All on one line: `f(a, b)`.
    case inline
    /// One per line, the closing bracket on its own line: calls print no trailing comma, arrays do.
    case wrapped
    /// One per line with commas, the closing parenthesis right after the last argument: `fields: [ … ])`.
    case wrappedClosingOnLast
}

/// The three casts.
public enum SwiftCast: String, Hashable, Sendable {
    case plain = "as"
    case conditional = "as?"
    case forced = "as!"
}
