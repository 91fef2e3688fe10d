// Statements of function and getter bodies: returns, assignments, conditions, switches, blocks.

/// A statement in a body.
///
/// For example: `.if([.binding("value", .cast("sealed", .conditional, "Found"))], [.return(...)])`.
/// `.line` and `.block`'s header are raw Swift text: the escape hatch, kept rare (docs/generator.md counts them).
public indirect enum SwiftStatement: Hashable, Sendable {
    /// One line of raw Swift text.
    case line(String)
    /// A raw `header {`, the body indented, then `}` (`get`, `set`, `do`).
    case block(String, [SwiftStatement])
    /// A typed `header {`, the body indented, then `}`, always over lines: a call whose trailing closure
    /// is laid out as a block (`let error = #expect(throws: KotlinJSONError.self) {`).
    case braced(SwiftStatement, [SwiftStatement])
    /// `switch subject {` with its cases at the switch's indentation (subject as raw text).
    case switchBlock(String, [SwiftSwitchCase])
    /// `switch subject {` with its cases at the switch's indentation.
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// An expression evaluated for its effect or, as a body's only statement, its value.
    case expression(SwiftExpression)
    /// `return` or `return value`.
    case `return`(SwiftExpression?)
    /// `throw error`.
    case `throw`(SwiftExpression)
    /// `target = value`.
    case assign(SwiftExpression, SwiftExpression)
    /// `let name: Type = value` or `var …`.
    case declare(SwiftBinding, String, SwiftType?, SwiftExpression)
    /// `if conditions { … } else { … }`.
    case `if`([SwiftCondition], [SwiftStatement], else: [SwiftStatement]? = nil)
    /// `guard conditions else { … }`; one short statement in `else` stays on the guard's line.
    case `guard`([SwiftCondition], else: [SwiftStatement])
    /// `while conditions { … }`.
    case `while`([SwiftCondition], [SwiftStatement])
}

/// `let` or `var`.
public enum SwiftBinding: String, Hashable, Sendable {
    case `let`, `var`
}

/// One clause of an `if`, `guard` or `while`.
public enum SwiftCondition: Hashable, Sendable {
    /// A Boolean expression.
    case expression(SwiftExpression)
    /// `let name = value`.
    case binding(String, SwiftExpression)
}

/// `case .red:` (or `default:`) and its statements.
public struct SwiftSwitchCase: Hashable, Sendable {
    /// What stands between `case` and the colon.
    public enum Label: Hashable, Sendable {
        /// `case pattern, pattern:`, the patterns as expressions (`.red`, `"name"`, `.found(let value)`).
        case patterns([SwiftExpression])
        case `default`
        /// The full raw label without the colon (`case .red`).
        case raw(String)
    }

    public var label: Label
    public var body: [SwiftStatement]

    /// A raw label: `case .red`, or `default`.
    public init(_ label: String, _ body: [SwiftStatement]) {
        self.init(label: label == "default" ? .default : .raw(label), body)
    }

    public init(label: Label, _ body: [SwiftStatement]) {
        self.label = label
        self.body = body
    }

    /// `case pattern, pattern:`.
    public init(patterns: [SwiftExpression], _ body: [SwiftStatement]) {
        self.init(label: .patterns(patterns), body)
    }

    /// `default:`.
    public static func `default`(_ body: [SwiftStatement]) -> SwiftSwitchCase { SwiftSwitchCase(label: .default, body) }
}
