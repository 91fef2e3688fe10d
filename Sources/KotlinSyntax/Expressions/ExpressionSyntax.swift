// The parsed, untyped form of a Kotlin getter expression; every node knows its scalar offset.

/// The binary operators of the subset, by Kotlin precedence group.
public enum ExpressionOperator: String, Sendable, Hashable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case plus = "+"

    public var isComparison: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }
}

/// A literal as written; the type checker decides its Kotlin type.
public enum LiteralSyntax: Sendable, Equatable {
    case boolean(Bool)
    case null
    case integer(value: UInt64, isLong: Bool, isUnsigned: Bool)
    case floating(text: String, isFloat: Bool)
    case character(UInt16)
}

/// A piece of a string template.
public enum TemplatePartSyntax: Sendable, Equatable {
    case text(String)
    case value(SyntaxNode)
}

/// One node of the parsed expression.
public struct SyntaxNode: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        case literal(LiteralSyntax)
        case template([TemplatePartSyntax])
        case this
        /// A simple name: a property of `this`, or a function name when called.
        case name(String)
        /// `receiver.name` or `receiver?.name`; `operatorOffset` is where `.` / `?.` stands.
        case member(receiver: SyntaxNode, name: String, nameOffset: Int, isSafe: Bool, operatorOffset: Int)
        /// `callee(arguments)`; `parenthesisOffset` is where `(` stands.
        case call(callee: SyntaxNode, arguments: [SyntaxNode], parenthesisOffset: Int)
        /// `!operand`.
        case not(SyntaxNode)
        case binary(ExpressionOperator, SyntaxNode, SyntaxNode, operatorOffset: Int)
        /// `left ?: right`.
        case elvis(SyntaxNode, SyntaxNode, operatorOffset: Int)
        case parenthesized(SyntaxNode)
    }

    public var kind: Kind
    /// Where the node starts in the expression, in Unicode scalars.
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}
