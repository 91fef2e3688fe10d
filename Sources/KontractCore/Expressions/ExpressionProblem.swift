// The problem value every expression stage reports: a diagnostic code, message and scalar offset.

import KotlinSyntax

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

    /// The problem of an expression that does not parse.
    init(_ error: ExpressionSyntaxError) {
        switch error.code {
        case .expressionSyntax: self.init(.expressionSyntax, error.message, at: error.offset)
        case .unsupportedExpression: self.init(.unsupportedExpression, error.message, at: error.offset)
        }
    }
}
