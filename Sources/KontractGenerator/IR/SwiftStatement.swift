// Statements of function and getter bodies: single lines, braced blocks and switches.

/// A statement in a body. Expressions inside are single-line Swift text.
///
/// For example: `.block("if let value = sealed as? Found", [.line("return .found(value)")])`.
public indirect enum SwiftStatement: Equatable, Sendable {
    /// One line of code.
    case line(String)
    /// `header {`, the body indented, then `}`.
    case block(String, [SwiftStatement])
    /// `switch subject {` with its cases at the switch's indentation.
    case switchBlock(String, [SwiftSwitchCase])
}

/// `case .red:` (or `default:`) and its statements.
public struct SwiftSwitchCase: Equatable, Sendable {
    /// The full label without the colon: `case .red`, `default`.
    public var label: String
    public var body: [SwiftStatement]

    public init(_ label: String, _ body: [SwiftStatement]) {
        self.label = label
        self.body = body
    }
}
