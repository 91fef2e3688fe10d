// Table tests of the renderer's parentheses: operands of binary, prefix and postfix expressions by precedence.

import KontractGenerator
import Testing

/// One expression tree and the text the renderer must print for it.
struct PrecedenceCase: CustomTestStringConvertible, Sendable {
    let expression: SwiftExpression
    let text: String

    init(_ expression: SwiftExpression, _ text: String) {
        self.expression = expression
        self.text = text
    }

    var testDescription: String { text }
}

private let a = SwiftExpression.identifier("a")
private let b = SwiftExpression.identifier("b")
private let c = SwiftExpression.identifier("c")

private func op(_ lhs: SwiftExpression, _ op: String, _ rhs: SwiftExpression) -> SwiftExpression {
    .binary(lhs, op, rhs)
}

private let precedenceCases: [PrecedenceCase] = [
    // Looser operands are parenthesised, tighter ones are not.
    PrecedenceCase(op(a, "+", op(b, "*", c)), "a + b * c"),
    PrecedenceCase(op(op(a, "+", b), "*", c), "(a + b) * c"),
    PrecedenceCase(op(op(a, "*", b), "+", c), "a * b + c"),
    PrecedenceCase(op(a, "*", op(b, "+", c)), "a * (b + c)"),
    PrecedenceCase(op(op(.number("31"), "&*", a), "&+", b), "31 &* a &+ b"),
    PrecedenceCase(op(op(a, "&", b), "+", c), "a & b + c"),
    PrecedenceCase(op(op(a, "&&", b), "||", c), "a && b || c"),
    PrecedenceCase(op(op(a, "||", b), "&&", c), "(a || b) && c"),
    PrecedenceCase(op(a, "&&", op(b, "||", c)), "a && (b || c)"),
    PrecedenceCase(op(op(a, "==", b), "&&", op(b, "!=", c)), "a == b && b != c"),
    PrecedenceCase(op(op(a, "+", b), "<", c), "a + b < c"),
    PrecedenceCase(op(op(a, "??", b), "==", c), "a ?? b == c"),
    PrecedenceCase(op(a, "+", op(b, "??", .string("null"))), "a + (b ?? \"null\")"),
    PrecedenceCase(op(op(a, "??", .string("null")), "+", b), "(a ?? \"null\") + b"),
    // Left-associative groups keep a left operand of their own group bare, and parenthesise a right one.
    PrecedenceCase(op(op(a, "+", b), "+", c), "a + b + c"),
    PrecedenceCase(op(a, "+", op(b, "+", c)), "a + (b + c)"),
    PrecedenceCase(op(a, "&&", op(b, "&&", c)), "a && (b && c)"),
    PrecedenceCase(op(a, "-", op(b, "-", c)), "a - (b - c)"),
    // `??` groups from the right.
    PrecedenceCase(op(a, "??", op(b, "??", c)), "a ?? b ?? c"),
    PrecedenceCase(op(op(a, "??", b), "??", c), "(a ?? b) ?? c"),
    // Comparisons do not group at all.
    PrecedenceCase(op(op(a, "==", b), "==", c), "(a == b) == c"),
    PrecedenceCase(op(a, "<", op(b, "<", c)), "a < (b < c)"),
    // Casts bind tighter than `??` and comparisons, looser than arithmetic (`a + b as! Int` casts the sum).
    PrecedenceCase(op(.cast(a, .conditional, "Int32"), "??", b), "a as? Int32 ?? b"),
    PrecedenceCase(op(.cast(a, .plain, "Int"), "==", b), "a as Int == b"),
    PrecedenceCase(.cast(op(a, "+", b), .forced, "Int"), "a + b as! Int"),
    PrecedenceCase(.cast(op(a, "??", b), .plain, "Int"), "(a ?? b) as Int"),
    PrecedenceCase(op(.cast(a, .plain, "Int"), "+", b), "(a as Int) + b"),
    // Prefix operators bind tighter than every binary operator, looser than postfix expressions.
    PrecedenceCase(.prefix("!", op(a, "&&", b)), "!(a && b)"),
    PrecedenceCase(.prefix("!", a.member("isEmpty")), "!a.isEmpty"),
    PrecedenceCase(.prefix("!", .prefix("!", a)), "!!a"),
    PrecedenceCase(.prefix("-", op(a, "+", b)), "-(a + b)"),
    PrecedenceCase(op(.prefix("-", a), "*", b), "-a * b"),
    PrecedenceCase(.prefix("!", .cast(a, .forced, "Bool")), "!(a as! Bool)"),
    PrecedenceCase(.prefix("!", .call(.member(.optionalChain(a), "contains"), [SwiftArgument(b)])), "!a?.contains(b)"),
    // A negative literal is one term.
    PrecedenceCase(op(a, "&+", .number("-1")), "a &+ -1"),
    PrecedenceCase(op(.number("-1"), "*", a), "-1 * a"),
    // `try`/`await` start an expression but cannot follow an operator.
    PrecedenceCase(op(.try(a), "==", b), "try a == b"),
    PrecedenceCase(op(a, "??", .try(b)), "a ?? (try b)"),
    PrecedenceCase(op(a, "+", .await(b)), "a + (await b)"),
    PrecedenceCase(.try(op(a, "+", b)), "try a + b"),
    PrecedenceCase(.cast(.try(a), .forced, "Int"), "try a as! Int"),
    // Postfix bases: a looser base is parenthesised, and `.parenthesized` ends an optional chain.
    PrecedenceCase(op(a, "+", b).member("description"), "(a + b).description"),
    PrecedenceCase(.call(.member(.prefix("!", a), "map"), []), "(!a).map()"),
    PrecedenceCase(.optionalChain(op(a, "??", b)).member("count"), "(a ?? b)?.count"),
    PrecedenceCase(.subscript(op(a, "+", b), .number("0")), "(a + b)[0]"),
    PrecedenceCase(
        .trailingClosure(
            .member(.parenthesized(.optionalChain(a).member("b")), "map"), parameters: [],
            body: [
                .expression(.identifier("$0"))
            ]), "(a?.b).map { $0 }"),
    PrecedenceCase(
        .trailingClosure(
            .member(a, "map"), parameters: ["value"], body: [.expression(.prefix("!", .identifier("value")))]),
        "a.map { value in !value }"),
    PrecedenceCase(.parenthesized(op(a, "+", b)), "(a + b)"),
    PrecedenceCase(op(.parenthesized(op(a, "+", b)), "+", c), "(a + b) + c"),
    // Interpolations and arguments need no parentheses.
    PrecedenceCase(
        .interpolatedString([.text("n="), .interpolation(op(a, "??", .string("null")))]), "\"n=\\(a ?? \"null\")\""),
    PrecedenceCase(
        .call(.identifier("Int32"), [SwiftArgument("truncatingIfNeeded", op(a, "&+", b))]),
        "Int32(truncatingIfNeeded: a &+ b)"),
]

@Test(arguments: precedenceCases)
func rendererParenthesisesOperandsByPrecedence(_ example: PrecedenceCase) {
    #expect(example.expression.description == example.text)
}
