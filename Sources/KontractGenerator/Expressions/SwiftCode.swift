// A generated Swift expression with what is needed to extend it as an optional chain.

/// A Swift expression and whether it is an open optional chain; the renderer parenthesises operands
/// by precedence (`SwiftOperatorPrecedence`), so only ending a chain needs explicit parentheses.
struct SwiftCode {
    var expression: SwiftExpression
    /// True for `a?.b...`: appending `.c` continues the chain (and applies to the unwrapped `b`).
    var isOpenChain = false
    /// For an open chain: whether its last link is optional by itself (so the next link needs `?.`).
    var lastLinkIsOptional = false

    init(_ expression: SwiftExpression) {
        self.expression = expression
    }

    /// The expression as the base of a new postfix (`.map { }`, `.member` on the whole value):
    /// an open chain is parenthesised, since `(a?.b).map` maps the optional and `a?.b.map` would not.
    var closed: SwiftExpression {
        isOpenChain ? .parenthesized(expression) : expression
    }
}
