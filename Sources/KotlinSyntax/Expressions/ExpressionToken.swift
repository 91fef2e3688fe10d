// The tokens of a Kotlin getter expression and the syntax error the lexer and parser report.

/// One token of a Kotlin expression, with the scalar offset where it starts.
public struct ExpressionToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case identifier(String)
        /// An integer literal: its value, and whether it had `L` / `u` suffixes.
        case integer(value: UInt64, isLong: Bool, isUnsigned: Bool)
        /// A floating-point literal, normalized to a Swift-readable spelling (`0.5`, `1e3`).
        case floating(text: String, isFloat: Bool)
        /// A character literal as one UTF-16 code unit.
        case character(UInt16)
        case string([StringSegment])
        /// Punctuation and operators of the subset: `( ) . ?. ?: ! && || == != < <= > >= + ,`.
        case symbol(String)
        /// An operator or bracket Kotlin has but the subset does not (`-`, `*`, `!!`, `{`, ...).
        case unsupportedSymbol(String)
        case end
    }

    public var kind: Kind
    public var offset: Int

    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

/// A piece of a string literal: text, `$name`, or `${expression}`.
public enum StringSegment: Sendable, Equatable {
    case text(String)
    /// `$name`: the name and the offset of its first letter.
    case name(String, offset: Int)
    /// `${...}`: the tokens between the braces (ending with `.end` at the closing brace).
    case expression([ExpressionToken], offset: Int)
}

/// A syntax error in an expression: what kind, the message and its scalar offset.
public struct ExpressionSyntaxError: Error, Sendable, Equatable {
    public enum Code: Sendable, Equatable {
        /// Not Kotlin: the expression does not parse.
        case expressionSyntax
        /// Kotlin, but outside the subset (lambdas, `!!`, `if`, ...).
        case unsupportedExpression
    }

    public var code: Code
    public var message: String
    public var offset: Int

    public init(_ code: Code, _ message: String, at offset: Int) {
        self.code = code
        self.message = message
        self.offset = offset
    }
}

/// The lexer's and parser's short name for their error.
typealias ExpressionProblem = ExpressionSyntaxError
