// Parses the tokens of a Kotlin getter expression by Kotlin's precedence rules.

/// Recursive descent over Kotlin's expression grammar, restricted to the subset.
///
/// Precedence, loosest first: `||`, `&&`, `==`/`!=`, comparisons, `?:`, `+`, prefix `!`,
/// postfix `.`/`?.`/calls. Operators Kotlin has but the subset lacks are reported where they stand.
public struct ExpressionParser {
    private let tokens: [ExpressionToken]
    private var position = 0

    public init(tokens: [ExpressionToken]) {
        self.tokens = tokens
    }

    /// Parses a whole expression.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> SyntaxNode {
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(of: source))
        guard parser.current.kind != .end else {
            throw ExpressionProblem(.expressionSyntax, "the expression is empty", at: 0)
        }
        return try parser.parseComplete()
    }

    /// Parses all tokens (up to `.end`) as one expression.
    private mutating func parseComplete() throws(ExpressionProblem) -> SyntaxNode {
        let node = try disjunction()
        guard current.kind == .end else { throw unexpected(current) }
        return node
    }

    private var current: ExpressionToken { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() -> ExpressionToken {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

    // MARK: - Binary levels

    private mutating func disjunction() throws(ExpressionProblem) -> SyntaxNode {
        try binaryLevel([.or]) { (parser: inout Self) throws(ExpressionProblem) in try parser.conjunction() }
    }

    private mutating func conjunction() throws(ExpressionProblem) -> SyntaxNode {
        try binaryLevel([.and]) { (parser: inout Self) throws(ExpressionProblem) in try parser.equality() }
    }

    private mutating func equality() throws(ExpressionProblem) -> SyntaxNode {
        try binaryLevel([.equal, .notEqual]) { (parser: inout Self) throws(ExpressionProblem) in
            try parser.comparison()
        }
    }

    private mutating func comparison() throws(ExpressionProblem) -> SyntaxNode {
        try binaryLevel([.less, .lessOrEqual, .greater, .greaterOrEqual]) {
            (parser: inout Self) throws(ExpressionProblem) in try parser.elvis()
        }
    }

    private mutating func elvis() throws(ExpressionProblem) -> SyntaxNode {
        var left = try additive()
        while isSymbol("?:") {
            let op = advance()
            left = SyntaxNode(kind: .elvis(left, try additive(), operatorOffset: op.offset), offset: left.offset)
        }
        return left
    }

    private mutating func additive() throws(ExpressionProblem) -> SyntaxNode {
        let left = try binaryLevel([.plus]) { (parser: inout Self) throws(ExpressionProblem) in try parser.prefix() }
        try rejectInfixWord()
        return left
    }

    /// One left-associative level: operands read by `operand`, joined by any of `operators`.
    private mutating func binaryLevel(
        _ operators: Set<ExpressionOperator>,
        _ operand: (inout Self) throws(ExpressionProblem) -> SyntaxNode
    ) throws(ExpressionProblem) -> SyntaxNode {
        var left = try operand(&self)
        while case .symbol(let symbol) = current.kind, let kind = ExpressionOperator(rawValue: symbol),
            operators.contains(kind)
        {
            let op = advance()
            left = SyntaxNode(
                kind: .binary(kind, left, try operand(&self), operatorOffset: op.offset), offset: left.offset)
        }
        return left
    }

    /// `a in b`, `a is T`, `a as T`, `a shl 1`, `a and b`: Kotlin infix forms the subset lacks.
    private func rejectInfixWord() throws(ExpressionProblem) {
        if case .identifier(let word) = current.kind {
            let what =
                ["in", "is", "as"].contains(word)
                ? "the '\(word)' operator is not supported"
                : "infix call '\(word)' is not supported"
            throw ExpressionProblem(.unsupportedExpression, what, at: current.offset)
        }
    }

    // MARK: - Unary and postfix

    private mutating func prefix() throws(ExpressionProblem) -> SyntaxNode {
        if isSymbol("!") {
            let op = advance()
            return SyntaxNode(kind: .not(try prefix()), offset: op.offset)
        }
        if case .unsupportedSymbol(let symbol) = current.kind, ["-", "+", "++", "--"].contains(symbol) {
            throw ExpressionProblem(
                .unsupportedExpression, "the prefix operator '\(symbol)' is not supported", at: current.offset)
        }
        if isSymbol("+") {
            throw ExpressionProblem(
                .unsupportedExpression, "the prefix operator '+' is not supported", at: current.offset)
        }
        return try postfix()
    }

    private mutating func postfix() throws(ExpressionProblem) -> SyntaxNode {
        var node = try primary()
        while true {
            if isSymbol(".") || isSymbol("?.") {
                let op = advance()
                guard case .identifier(let name) = current.kind else {
                    throw ExpressionProblem(
                        .expressionSyntax, "expected a member name after '\(op.symbolText)'", at: current.offset)
                }
                let nameToken = advance()
                node = SyntaxNode(
                    kind: .member(
                        receiver: node, name: name, nameOffset: nameToken.offset, isSafe: op.kind == .symbol("?."),
                        operatorOffset: op.offset),
                    offset: node.offset)
            } else if isSymbol("(") {
                let open = advance()
                node = SyntaxNode(
                    kind: .call(callee: node, arguments: try arguments(open: open), parenthesisOffset: open.offset),
                    offset: node.offset)
                if case .unsupportedSymbol("{") = current.kind {
                    throw ExpressionProblem(
                        .unsupportedExpression,
                        "lambdas are not supported (no sumOf { }, filter { }): a getter uses the subset listed in docs/contract-format.md; make the value a constructor property instead",
                        at: current.offset)
                }
            } else if case .unsupportedSymbol(let symbol) = current.kind {
                throw unsupported(symbol, at: current.offset)
            } else {
                return node
            }
        }
    }

    private mutating func arguments(open: ExpressionToken) throws(ExpressionProblem) -> [SyntaxNode] {
        var arguments: [SyntaxNode] = []
        if isSymbol(")") {
            _ = advance()
            return arguments
        }
        while true {
            if current.kind == .end {
                throw ExpressionProblem(.expressionSyntax, "'(' is never closed", at: open.offset)
            }
            arguments.append(try disjunction())
            if isSymbol(",") {
                _ = advance()
                if isSymbol(")") {
                    _ = advance()
                    return arguments
                }
            } else if isSymbol(")") {
                _ = advance()
                return arguments
            } else if current.kind == .end {
                throw ExpressionProblem(.expressionSyntax, "'(' is never closed", at: open.offset)
            } else if case .unsupportedSymbol("=") = current.kind {
                throw ExpressionProblem(.unsupportedExpression, "named arguments are not supported", at: current.offset)
            } else {
                throw unexpected(current)
            }
        }
    }

    // MARK: - Primary

    private static let unsupportedKeywords: Set<String> = [
        "if", "when", "try", "object", "fun", "return", "throw", "super", "val", "var", "for", "while", "do",
        "break", "continue",
    ]

    private mutating func primary() throws(ExpressionProblem) -> SyntaxNode {
        let token = current
        switch token.kind {
        case .identifier(let name):
            _ = advance()
            switch name {
            case "true": return SyntaxNode(kind: .literal(.boolean(true)), offset: token.offset)
            case "false": return SyntaxNode(kind: .literal(.boolean(false)), offset: token.offset)
            case "null": return SyntaxNode(kind: .literal(.null), offset: token.offset)
            case "this": return SyntaxNode(kind: .this, offset: token.offset)
            default:
                if Self.unsupportedKeywords.contains(name) {
                    throw ExpressionProblem(.unsupportedExpression, "'\(name)' is not supported", at: token.offset)
                }
                return SyntaxNode(kind: .name(name), offset: token.offset)
            }
        case .integer(let value, let isLong, let isUnsigned):
            _ = advance()
            return SyntaxNode(
                kind: .literal(.integer(value: value, isLong: isLong, isUnsigned: isUnsigned)), offset: token.offset)
        case .floating(let text, let isFloat):
            _ = advance()
            return SyntaxNode(kind: .literal(.floating(text: text, isFloat: isFloat)), offset: token.offset)
        case .character(let unit):
            _ = advance()
            return SyntaxNode(kind: .literal(.character(unit)), offset: token.offset)
        case .string(let segments):
            _ = advance()
            return SyntaxNode(kind: .template(try templateParts(segments)), offset: token.offset)
        case .symbol("("):
            _ = advance()
            let inner = try disjunction()
            guard isSymbol(")") else {
                if current.kind == .end {
                    throw ExpressionProblem(.expressionSyntax, "'(' is never closed", at: token.offset)
                }
                throw unexpected(current)
            }
            _ = advance()
            return SyntaxNode(kind: .parenthesized(inner), offset: token.offset)
        case .unsupportedSymbol(let symbol):
            throw unsupported(symbol, at: token.offset)
        case .end:
            throw ExpressionProblem(
                .expressionSyntax, "the expression ends where an operand is expected", at: token.offset)
        case .symbol(let symbol):
            throw ExpressionProblem(.expressionSyntax, "expected an operand, found '\(symbol)'", at: token.offset)
        }
    }

    private func templateParts(_ segments: [StringSegment]) throws(ExpressionProblem) -> [TemplatePartSyntax] {
        var parts: [TemplatePartSyntax] = []
        for segment in segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .name(let name, let offset):
                let kind: SyntaxNode.Kind = name == "this" ? .this : .name(name)
                parts.append(.value(SyntaxNode(kind: kind, offset: offset)))
            case .expression(let tokens, let offset):
                var inner = ExpressionParser(tokens: tokens)
                guard inner.current.kind != .end else {
                    throw ExpressionProblem(.expressionSyntax, "empty template '${}'", at: offset - 2)
                }
                parts.append(.value(try inner.parseComplete()))
            }
        }
        return parts
    }

    // MARK: - Errors

    private func unsupported(_ symbol: String, at offset: Int) -> ExpressionProblem {
        let message: String
        switch symbol {
        case "{":
            message =
                "lambdas and blocks are not supported (no sumOf { }, filter { }): a getter uses the subset listed in docs/contract-format.md; make the value a constructor property instead"
        case "[": message = "indexing with '[]' is not supported"
        case "!!": message = "the '!!' operator is not supported; use '?.' and '?:'"
        case "===", "!==": message = "identity equality '\(symbol)' is not supported; use '==' or '!='"
        case "::": message = "callable references '::' are not supported"
        case "=", "+=", "-=", "*=", "/=", "%=", "++", "--": message = "assignments are not supported"
        default: message = "the operator '\(symbol)' is not supported"
        }
        return ExpressionProblem(.unsupportedExpression, message, at: offset)
    }

    private func unexpected(_ token: ExpressionToken) -> ExpressionProblem {
        switch token.kind {
        case .unsupportedSymbol(let symbol):
            return unsupported(symbol, at: token.offset)
        case .identifier(let word) where ["in", "is", "as"].contains(word):
            return ExpressionProblem(
                .unsupportedExpression, "the '\(word)' operator is not supported", at: token.offset)
        case .identifier(let word):
            return ExpressionProblem(.unsupportedExpression, "infix call '\(word)' is not supported", at: token.offset)
        case .symbol(")"):
            return ExpressionProblem(.expressionSyntax, "unmatched ')'", at: token.offset)
        case .symbol(let symbol):
            return ExpressionProblem(.expressionSyntax, "unexpected '\(symbol)'", at: token.offset)
        default:
            return ExpressionProblem(
                .expressionSyntax, "expected an operator or the end of the expression", at: token.offset)
        }
    }
}

extension ExpressionToken {
    fileprivate var symbolText: String {
        if case .symbol(let text) = kind { return text }
        return ""
    }
}
