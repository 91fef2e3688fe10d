// Swift's operator precedence and associativity: where the renderer puts parentheses around operands.

/// Swift's standard precedence groups, loosest first, plus the levels of `try`, prefix and postfix expressions.
enum SwiftOperatorPrecedence: Int, Comparable {
    /// `try e` and `await e` reach to the end of the expression.
    case effect
    case disjunction
    case conjunction
    case comparison
    case nilCoalescing
    case casting
    case rangeFormation
    case addition
    case multiplication
    case bitwiseShift
    /// A prefix operator applied to its operand: `!a`, `-a`.
    case prefix
    /// Names, literals, calls, member chains, parenthesised expressions: anything `.member` can follow.
    case postfix

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How operators of one group combine with themselves: `a ?? b ?? c` is `a ?? (b ?? c)`.
    enum Associativity {
        case left, right, none
    }

    /// The group of a binary operator; an operator the table does not know groups with nothing
    /// (`DefaultPrecedence`, between the ternary and `||`), so its operands are parenthesised unless postfix.
    static func of(binaryOperator op: String) -> (precedence: Self, associativity: Associativity) {
        switch op {
        case "||": (.disjunction, .left)
        case "&&": (.conjunction, .left)
        case "==", "!=", "===", "!==", "<", "<=", ">", ">=", "~=": (.comparison, .none)
        case "??": (.nilCoalescing, .right)
        case "..<", "...": (.rangeFormation, .none)
        case "+", "-", "&+", "&-", "|", "^": (.addition, .left)
        case "*", "/", "%", "&*", "&": (.multiplication, .left)
        case "<<", ">>", "&<<", "&>>": (.bitwiseShift, .none)
        default: (.effect, .none)
        }
    }

    /// The level of an expression as an operand: its operator's group, or postfix for everything
    /// that is a single term (a raw expression counts as one, as it always has).
    static func of(_ expression: SwiftExpression) -> Self {
        switch expression {
        case .binary(_, let op, _): of(binaryOperator: op).precedence
        case .cast: .casting
        case .prefix: .prefix
        case .try, .await: .effect
        default: .postfix
        }
    }

    /// Whether `operand` needs parentheses on one side of the binary operator `op`.
    static func parenthesizes(_ operand: SwiftExpression, of op: String, isRight: Bool) -> Bool {
        let level = of(operand)
        // `try`/`await` may start an expression (they cover the rest of it) but not follow an operator.
        if level == .effect, case .try = operand { return isRight }
        if level == .effect, case .await = operand { return isRight }
        let (precedence, associativity) = of(binaryOperator: op)
        if level != precedence { return level < precedence }
        switch associativity {
        case .left: return isRight
        case .right: return !isRight
        case .none: return true
        }
    }
}
