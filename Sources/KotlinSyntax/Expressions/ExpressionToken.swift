// The tokens of a Kotlin getter expression and the problem value every expression stage reports.

/// One token of a Kotlin expression, with the scalar offset where it starts.
struct ExpressionToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
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

    var kind: Kind
    var offset: Int
}

/// A piece of a string literal: text, `$name`, or `${expression}`.
enum StringSegment: Sendable, Equatable {
    case text(String)
    /// `$name`: the name and the offset of its first letter.
    case name(String, offset: Int)
    /// `${...}`: the tokens between the braces (ending with `.end` at the closing brace).
    case expression([ExpressionToken], offset: Int)
}

/// A problem found in an expression: its diagnostic code, message and scalar offset.
struct ExpressionProblem: Error, Sendable, Equatable {
    var code: DiagnosticCode
    var message: String
    var offset: Int

    init(_ code: DiagnosticCode, _ message: String, at offset: Int) {
        self.code = code
        self.message = message
        self.offset = offset
    }
}
