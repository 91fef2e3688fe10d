// Splits a Kotlin getter expression into tokens, string templates included.

/// Reads the Unicode scalars of an expression into tokens; offsets count scalars.
public struct ExpressionLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    public init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// All tokens of the source, ending with `.end`.
    public static func tokens(of source: String) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        var lexer = ExpressionLexer(source)
        var tokens: [ExpressionToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || scalar.properties.numericType == .decimal
    }

    private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    public mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken {
        while let scalar = peek(), [" ", "\t", "\n", "\r", "\u{0C}"].contains(scalar) { index += 1 }
        let start = index
        guard let scalar = peek() else { return ExpressionToken(kind: .end, offset: start) }
        if Self.isIdentifierStart(scalar) {
            var name = ""
            while let part = peek(), Self.isIdentifierPart(part) {
                name.unicodeScalars.append(part)
                index += 1
            }
            return ExpressionToken(kind: .identifier(name), offset: start)
        }
        if Self.isDigit(scalar) || (scalar == "." && Self.isDigit(peek(1))) {
            return ExpressionToken(kind: try number(), offset: start)
        }
        if scalar == "\"" {
            if peek(1) == "\"" && peek(2) == "\"" {
                throw ExpressionProblem(.unsupportedExpression, "raw strings (\"\"\") are not supported", at: start)
            }
            index += 1
            return ExpressionToken(kind: .string(try stringBody(start: start)), offset: start)
        }
        if scalar == "'" {
            return ExpressionToken(kind: .character(try character()), offset: start)
        }
        return ExpressionToken(kind: try symbol(), offset: start)
    }

    // MARK: - Operators

    private static let supportedSymbols: Set<String> = [
        "(", ")", ".", "?.", "?:", "!", "&&", "||", "==", "!=", "<", "<=", ">", ">=", "+", ",",
    ]
    /// Longest first, so `!==` wins over `!=` and `!`.
    private static let knownSymbols = [
        "===", "!==", "?.", "?:", "!!", "!=", "==", "&&", "||", "<=", ">=", "++", "+=", "--", "-=", "->", "*=",
        "/=", "%=", "..", "::", "<", ">", "+", "-", "*", "/", "%", "(", ")", ",", ".", "!", "{", "}", "[", "]",
        "=", "?", ":", ";", "&", "|", "@", "#", "`", "^", "~", "\\",
    ]

    private mutating func symbol() throws(ExpressionProblem) -> ExpressionToken.Kind {
        for candidate in Self.knownSymbols {
            let candidateScalars = Array(candidate.unicodeScalars)
            guard index + candidateScalars.count <= scalars.count,
                Array(scalars[index..<index + candidateScalars.count]) == candidateScalars
            else { continue }
            index += candidateScalars.count
            return Self.supportedSymbols.contains(candidate) ? .symbol(candidate) : .unsupportedSymbol(candidate)
        }
        let scalar = scalars[index]
        throw ExpressionProblem(
            .expressionSyntax, "unexpected character '\(scalar)' (U+\(Self.hex(scalar.value)))", at: index)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: - Numbers

    private mutating func number() throws(ExpressionProblem) -> ExpressionToken.Kind {
        let start = index
        if peek() == "0", let marker = peek(1), ["x", "X", "b", "B"].contains(marker) {
            index += 2
            let radix = marker == "x" || marker == "X" ? 16 : 2
            let digits = consume { $0 == "_" || Int(String($0), radix: radix) != nil }
            return try integer(digits, radix: radix, start: start)
        }
        var text = consume { Self.isDigit($0) || $0 == "_" }
        var isFloating = false
        if peek() == ".", Self.isDigit(peek(1)) {
            index += 1
            text += "." + consume { Self.isDigit($0) || $0 == "_" }
            isFloating = true
        }
        if let e = peek(), e == "e" || e == "E" {
            let signLength = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if Self.isDigit(peek(1 + signLength)) {
                index += 1
                text += "e"
                if signLength == 1, let sign = peek() {
                    text.unicodeScalars.append(sign)
                    index += 1
                }
                text += consume { Self.isDigit($0) || $0 == "_" }
                isFloating = true
            }
        }
        if let f = peek(), f == "f" || f == "F" {
            index += 1
            return .floating(text: Self.normalizedFloating(text), isFloat: true)
        }
        if isFloating {
            return .floating(text: Self.normalizedFloating(text), isFloat: false)
        }
        return try integer(text, radix: 10, start: start)
    }

    private mutating func consume(while accepts: (Unicode.Scalar) -> Bool) -> String {
        var text = ""
        while let scalar = peek(), accepts(scalar) {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        return text
    }

    /// Drops underscores and gives `.5` a leading zero, which Swift requires.
    private static func normalizedFloating(_ text: String) -> String {
        let plain = text.filter { $0 != "_" }
        return plain.hasPrefix(".") ? "0" + plain : plain
    }

    private mutating func integer(
        _ digits: String, radix: Int, start: Int
    ) throws(ExpressionProblem) -> ExpressionToken.Kind {
        let plain = digits.filter { $0 != "_" }
        guard !plain.isEmpty, !digits.hasPrefix("_"), !digits.hasSuffix("_") else {
            throw ExpressionProblem(.expressionSyntax, "malformed number literal", at: start)
        }
        var isUnsigned = false
        var isLong = false
        if let u = peek(), u == "u" || u == "U" {
            isUnsigned = true
            index += 1
        }
        if peek() == "L" {
            isLong = true
            index += 1
        }
        if let next = peek(), Self.isIdentifierPart(next) {
            throw ExpressionProblem(.expressionSyntax, "malformed number literal", at: start)
        }
        guard let value = UInt64(plain, radix: radix) else {
            throw ExpressionProblem(
                .expressionSyntax, "the number \(digits) is too large for any Kotlin type", at: start)
        }
        return .integer(value: value, isLong: isLong, isUnsigned: isUnsigned)
    }

    // MARK: - Characters and strings

    private mutating func character() throws(ExpressionProblem) -> UInt16 {
        let start = index
        index += 1
        var units: [UInt16]
        if peek() == "\\" {
            units = [try escape()]
        } else if let scalar = peek(), scalar != "'", scalar != "\n" {
            units = Array(String(scalar).utf16)
            index += 1
        } else {
            throw ExpressionProblem(.expressionSyntax, "empty character literal", at: start)
        }
        guard peek() == "'" else {
            throw ExpressionProblem(.expressionSyntax, "a character literal holds exactly one character", at: start)
        }
        index += 1
        guard units.count == 1 else {
            throw ExpressionProblem(
                .expressionSyntax, "a character literal holds one UTF-16 unit; this character needs two", at: start)
        }
        return units[0]
    }

    /// Reads an escape at `\` and returns its UTF-16 unit.
    private mutating func escape() throws(ExpressionProblem) -> UInt16 {
        let start = index
        index += 1
        guard let letter = peek() else {
            throw ExpressionProblem(.expressionSyntax, "unfinished escape", at: start)
        }
        index += 1
        switch letter {
        case "t": return 0x09
        case "b": return 0x08
        case "n": return 0x0A
        case "r": return 0x0D
        case "'": return 0x27
        case "\"": return 0x22
        case "\\": return 0x5C
        case "$": return 0x24
        case "u":
            var digits = ""
            for _ in 0..<4 {
                guard let digit = peek(), digit.properties.isASCIIHexDigit else {
                    throw ExpressionProblem(.expressionSyntax, "\\u needs four hexadecimal digits", at: start)
                }
                digits.unicodeScalars.append(digit)
                index += 1
            }
            return UInt16(digits, radix: 16) ?? 0
        default:
            throw ExpressionProblem(.expressionSyntax, "illegal escape '\\\(letter)'", at: start)
        }
    }

    /// Reads a string after its opening quote, up to and including the closing quote.
    private mutating func stringBody(start: Int) throws(ExpressionProblem) -> [StringSegment] {
        var segments: [StringSegment] = []
        var text: [UInt16] = []
        func flush() {
            if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF16.self))) }
            text = []
        }
        while true {
            guard let scalar = peek(), scalar != "\n" else {
                throw ExpressionProblem(.expressionSyntax, "unterminated string", at: start)
            }
            switch scalar {
            case "\"":
                index += 1
                flush()
                return segments
            case "\\":
                text.append(try escape())
            case "$" where peek(1) == "{":
                flush()
                let open = index
                index += 2
                segments.append(.expression(try templateTokens(open: open), offset: open + 2))
            case "$" where peek(1).map(Self.isIdentifierStart) == true:
                flush()
                index += 1
                let nameStart = index
                let name = consume { Self.isIdentifierPart($0) }
                segments.append(.name(name, offset: nameStart))
            default:
                text.append(contentsOf: String(scalar).utf16)
                index += 1
            }
        }
    }

    /// The tokens of `${...}` up to the matching `}`, which becomes the `.end` token.
    private mutating func templateTokens(open: Int) throws(ExpressionProblem) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        var depth = 0
        while true {
            let token = try next()
            switch token.kind {
            case .end:
                throw ExpressionProblem(.expressionSyntax, "unterminated template '${'", at: open)
            case .unsupportedSymbol("{"):
                depth += 1
            case .unsupportedSymbol("}"):
                if depth == 0 {
                    tokens.append(ExpressionToken(kind: .end, offset: token.offset))
                    return tokens
                }
                depth -= 1
            default:
                break
            }
            tokens.append(token)
        }
    }
}
