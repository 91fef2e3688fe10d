// Parses the type strings of a contract into KotlinType, placing each node in the contract file.

import KotlinSyntax

extension KotlinTypeParser {
    /// Parses `text`; `base` is where its first character stands in the contract.
    public static func parse(_ text: String, at base: SourceLocation) -> Result<KotlinType, KotlinTypeSyntaxError> {
        parse(text).map { KotlinType($0, at: base) }
    }

    /// Parses the type string of a JSON string value located at `literal` (its opening quote).
    public static func parse(_ literal: Located<String>) -> Result<KotlinType, Diagnostic> {
        let start = literal.location.advanced(by: 1)
        switch parse(literal.value, at: start) {
        case .success(let type): return .success(type)
        case .failure(let error):
            return .failure(
                Diagnostic(
                    .typeSyntax, "invalid type '\(literal.value)': \(error.message)",
                    at: start.advanced(by: error.offset)))
        }
    }
}

extension KotlinType {
    /// The contract's form of `syntax`, whose text starts at `base` (type strings are one line).
    public init(_ syntax: KotlinTypeSyntax, at base: SourceLocation) {
        let kind: Kind
        switch syntax.kind {
        case .named(let path, let arguments):
            kind = .named(path: path, arguments: arguments.map { KotlinType($0, at: base) })
        case .function(let parameters, let returns, let isSuspend):
            kind = .function(
                parameters: parameters.map { KotlinType($0, at: base) }, returns: KotlinType(returns, at: base),
                isSuspend: isSuspend)
        case .star:
            kind = .star
        }
        self.init(
            kind, isNullable: syntax.isNullable, at: base.advanced(by: syntax.range.lowerBound),
            hasReceiver: syntax.hasReceiver)
        parameterNames = syntax.parameterNames
    }
}
