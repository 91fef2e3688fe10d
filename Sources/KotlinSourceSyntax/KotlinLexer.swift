// The Kotlin lexer: source bytes → tokens with line:column, comments skipped and KDoc kept; never recursive.

/// Splits Kotlin source into ``KotlinToken``s.
///
/// Handles a UTF-8 BOM, a shebang line, CRLF and CR line ends, nested block comments, KDoc (kept on the next
/// token), raw and template strings with nested braces and strings, character literals, backticked names and
/// every numeric literal form. Problems (an unterminated string or comment, invalid UTF-8, a stray character)
/// are errors at their line:column; the lexer stops at invalid UTF-8 or an unterminated literal, where the rest
/// of the file cannot be read reliably. Strings are scanned with an explicit stack, so nesting depth costs
/// heap, not stack.
public struct KotlinLexer {
    public let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true
    private var pendingDoc: Range<Int>?
    public private(set) var tokens: [KotlinToken] = []
    public private(set) var errors: [KotlinSourceError] = []

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of `bytes` (ending with an `.end` token) and the errors found.
    public static func tokenize(_ bytes: [UInt8]) -> (tokens: [KotlinToken], errors: [KotlinSourceError]) {
        var lexer = KotlinLexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.errors)
    }

    /// The text of `token` (its bytes as a String; the lexer checked they are UTF-8).
    public static func text(of token: KotlinToken, in bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// The text of the KDoc comment right before `token`, without its markers and leading stars; nil without one.
    public static func doc(of token: KotlinToken, in bytes: [UInt8]) -> String? {
        token.docRange.map { docText(bytes[$0]) }
    }

    private var position: KotlinSourcePosition { KotlinSourcePosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let at = index + offset
        return at < bytes.count ? bytes[at] : nil
    }

    /// The largest file the lexer reads: token offsets are 32-bit (``KotlinToken``).
    public static let maximumFileSize = Int(UInt32.max) - 1

    mutating func run() {
        guard bytes.count <= Self.maximumFileSize else {
            errors.append(KotlinSourceError("the file is larger than 4 GB", at: position))
            tokens.append(KotlinToken(kind: .end, range: 0..<0, position: position, followsNewline: true))
            return
        }
        // About one token per six bytes of Kotlin: most files need no regrowth.
        tokens.reserveCapacity(bytes.count / 6 + 16)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            while let byte = peek(), byte != 0x0A, byte != 0x0D { guard advanceScalar() else { return finish() } }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0C:
                // A run of spaces (indentation) in one loop, not one trip through this switch per byte.
                repeat {
                    advanceByte()
                } while index < bytes.count
                    && (bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0C)
            case 0x0A, 0x0D:
                advanceNewline()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != 0x0A, next != 0x0D { guard advanceScalar() else { return finish() } }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else { return finish() }
            default:
                guard lexToken() else { return finish() }
            }
        }
        finish()
    }

    private mutating func finish() {
        tokens.append(
            KotlinToken(kind: .end, range: bytes.count..<bytes.count, position: position, followsNewline: true))
    }

    // MARK: Moving along

    private mutating func advanceByte() {
        index += 1
        column += 1
    }

    private mutating func advanceNewline() {
        if bytes[index] == 0x0D && peek(1) == 0x0A { index += 1 }
        index += 1
        line += 1
        column = 1
        sawNewline = true
    }

    /// Moves over one scalar (a newline counts as a line break); false (with an error) on invalid UTF-8.
    @discardableResult
    @inline(__always)
    private mutating func advanceScalar() -> Bool {
        // Printable ASCII (most of a file: names, strings, comments) inline, everything else in the call.
        let byte = bytes[index]
        guard byte >= 0x20, byte < 0x80 else { return advanceOtherScalar() }
        index += 1
        column += 1
        return true
    }

    /// `advanceScalar` for a byte that is not printable ASCII: a line break, a control character, NUL or UTF-8.
    private mutating func advanceOtherScalar() -> Bool {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
            advanceNewline()
            return true
        }
        guard byte != 0 else {
            // Contracts (JSON read by jansson) cannot hold U+0000, and Kotlin source has no use for it.
            errors.append(KotlinSourceError("a NUL character (U+0000)", at: position))
            return false
        }
        guard byte >= 0x80 else {
            advanceByte()
            return true
        }
        guard let length = Self.validScalarLength(bytes, at: index) else {
            errors.append(KotlinSourceError("invalid UTF-8 (byte 0x\(String(byte, radix: 16)))", at: position))
            return false
        }
        index += length
        column += 1
        return true
    }

    /// The length of the well-formed UTF-8 scalar at `index`, or nil.
    static func validScalarLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let first = bytes[index]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch first {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(first & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(first & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(first & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return length
    }

    // MARK: Comments

    /// Skips a (nested) block comment, keeping a KDoc's text for the next token; false when unterminated.
    private mutating func skipBlockComment() -> Bool {
        let start = position
        let startIndex = index
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                advanceByte()
                advanceByte()
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advanceByte()
                advanceByte()
                if depth == 0 {
                    if isDoc { pendingDoc = (startIndex + 3)..<(index - 2) }
                    return true
                }
            } else {
                guard advanceScalar() else { return false }
            }
        }
        errors.append(KotlinSourceError("unterminated comment", at: start))
        return false
    }

    /// A KDoc body without its leading `*` on each line and without blank first and last lines.
    static func docText(_ body: ArraySlice<UInt8>) -> String {
        guard body.allSatisfy({ $0 < 0x80 }) else { return unicodeDocText(body) }
        // ASCII: a byte is a character, so the lines are cut byte by byte into one buffer.
        var lines: [Range<Int>] = []
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var at = body.startIndex
        while at <= body.endIndex {
            var end = at
            while end < body.endIndex, body[end] != 0x0A, body[end] != 0x0D { end += 1 }
            var start = at
            while start < end, body[start] == 0x20 || body[start] == 0x09 { start += 1 }
            if start < end, body[start] == UInt8(ascii: "*") {
                start += 1
                if start < end, body[start] == 0x20 { start += 1 }
            }
            var last = end
            while last > start, body[last - 1] == 0x20 || body[last - 1] == 0x09 { last -= 1 }
            lines.append(output.count..<(output.count + last - start))
            output += body[start..<last]
            if end < body.endIndex, body[end] == 0x0D, end + 1 < body.endIndex, body[end + 1] == 0x0A { end += 1 }
            at = end + 1
        }
        // Blank first and last lines (blank once their spaces are trimmed) are left out.
        var first = 0
        var last = lines.count
        while first < last, lines[first].isEmpty { first += 1 }
        while last > first, lines[last - 1].isEmpty { last -= 1 }
        var text: [UInt8] = []
        for at in first..<last {
            if at > first { text.append(0x0A) }
            text += output[lines[at]]
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `docText` for a comment that is not all ASCII: characters (grapheme clusters) as Swift's String reads them.
    static func unicodeDocText(_ body: ArraySlice<UInt8>) -> String {
        let text = String(decoding: body, as: UTF8.self).replacingCRLF()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> Substring in
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if line.first == "*" {
                line = line.dropFirst()
                if line.first == " " { line = line.dropFirst() }
            }
            return line
        }
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }.joined(separator: "\n")
    }

    // MARK: Tokens

    private mutating func emit(_ kind: KotlinTokenKind, from startIndex: Int, at start: KotlinSourcePosition) {
        tokens.append(
            KotlinToken(
                kind: kind, range: startIndex..<index, position: start, followsNewline: sawNewline, docRange: pendingDoc
            ))
        sawNewline = false
        pendingDoc = nil
    }

    /// One token at `index`; false when the lexer must stop.
    private mutating func lexToken() -> Bool {
        let start = position
        let startIndex = index
        let byte = bytes[index]
        if Self.isIdentifierStart(byte) {
            // ASCII letters, digits and `_` in a tight loop (each one column), then any other scalar one by one.
            var end = index
            while end < bytes.count, bytes[end] < 0x80, Self.isIdentifierPart(bytes[end]) { end += 1 }
            column += end - index
            index = end
            while let next = peek(), Self.isIdentifierPart(next) {
                guard advanceScalar() else { return false }
            }
            emit(.identifier, from: startIndex, at: start)
            return true
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
            emit(scanNumber(), from: startIndex, at: start)
            return true
        }
        switch byte {
        case UInt8(ascii: "`"):
            advanceByte()
            while let next = peek(), next != UInt8(ascii: "`"), next != 0x0A, next != 0x0D {
                guard advanceScalar() else { return false }
            }
            guard peek() == UInt8(ascii: "`"), index > startIndex + 1 else {
                errors.append(KotlinSourceError("unterminated backticked name", at: start))
                return false
            }
            advanceByte()
            emit(.backtickedIdentifier, from: startIndex, at: start)
        case UInt8(ascii: "\""):
            guard skipString(start: start) else { return false }
            emit(.stringLiteral, from: startIndex, at: start)
        case UInt8(ascii: "'"):
            guard skipCharacter(start: start) else { return false }
            emit(.characterLiteral, from: startIndex, at: start)
        default:
            if let operatorLength = Self.punctuationLength(bytes, at: index) {
                for _ in 0..<operatorLength { advanceByte() }
                emit(.punctuation, from: startIndex, at: start)
            } else {
                guard advanceScalar() else { return false }
                let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
                errors.append(KotlinSourceError("unexpected character '\(text)'", at: start))
            }
        }
        return true
    }

    private mutating func scanNumber() -> KotlinTokenKind {
        let lower = { (byte: UInt8) in byte | 0x20 }
        if bytes[index] == UInt8(ascii: "0"), let marker = peek(1).map(lower),
            marker == UInt8(ascii: "x") || marker == UInt8(ascii: "b")
        {
            advanceByte()
            advanceByte()
            let isHex = marker == UInt8(ascii: "x")
            while let next = peek(),
                next == UInt8(ascii: "_") || (isHex ? Self.isHexDigit(next) : next == 0x30 || next == 0x31)
            {
                advanceByte()
            }
            scanIntegerSuffix()
            return .integerLiteral
        }
        var isReal = false
        skipDigits()
        if peek() == UInt8(ascii: "."), peek(1).map(Self.isDigit) == true {
            isReal = true
            advanceByte()
            skipDigits()
        }
        if let exponent = peek().map(lower), exponent == UInt8(ascii: "e") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if peek(1 + sign).map(Self.isDigit) == true {
                isReal = true
                for _ in 0...sign { advanceByte() }
                skipDigits()
            }
        }
        if let suffix = peek().map(lower), suffix == UInt8(ascii: "f") {
            advanceByte()
            return .realLiteral
        }
        if isReal { return .realLiteral }
        scanIntegerSuffix()
        return .integerLiteral
    }

    private mutating func skipDigits() {
        while let next = peek(), Self.isDigit(next) || next == UInt8(ascii: "_") { advanceByte() }
    }

    private mutating func scanIntegerSuffix() {
        if let next = peek(), next == UInt8(ascii: "u") || next == UInt8(ascii: "U") { advanceByte() }
        if peek() == UInt8(ascii: "L") { advanceByte() }
    }

    /// `'c'`, `'\n'`, `'\u0041'`.
    private mutating func skipCharacter(start: KotlinSourcePosition) -> Bool {
        advanceByte()
        while let next = peek(), next != UInt8(ascii: "'"), next != 0x0A, next != 0x0D {
            if next == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] != 0x0A { advanceByte() }
            guard advanceScalar() else { return false }
        }
        guard peek() == UInt8(ascii: "'") else {
            errors.append(KotlinSourceError("unterminated character literal", at: start))
            return false
        }
        advanceByte()
        return true
    }

    private enum StringMode {
        case string(raw: Bool, start: KotlinSourcePosition)
        case template(depth: Int)
    }

    private func atTripleQuote() -> Bool {
        peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    }

    /// Skips a string literal with its templates (`"a${ b { "}" } }c"`), nested strings included, with a stack.
    private mutating func skipString(start: KotlinSourcePosition) -> Bool {
        var stack: [StringMode] = []
        func open(_ lexer: inout KotlinLexer, _ stack: inout [StringMode]) {
            let raw = lexer.atTripleQuote()
            stack.append(.string(raw: raw, start: lexer.position))
            for _ in 0..<(raw ? 3 : 1) { lexer.advanceByte() }
        }
        open(&self, &stack)
        while let mode = stack.last {
            guard index < bytes.count else {
                if case .string(_, let at) = mode {
                    errors.append(KotlinSourceError("unterminated string", at: at))
                } else {
                    errors.append(KotlinSourceError("unterminated string template", at: start))
                }
                return false
            }
            let byte = bytes[index]
            switch mode {
            case .string(let raw, let at):
                if raw && atTripleQuote() {
                    while peek() == UInt8(ascii: "\"") && peek(3) == UInt8(ascii: "\"") { advanceByte() }
                    for _ in 0..<3 { advanceByte() }
                    stack.removeLast()
                } else if !raw && byte == UInt8(ascii: "\"") {
                    advanceByte()
                    stack.removeLast()
                } else if !raw && (byte == 0x0A || byte == 0x0D) {
                    errors.append(KotlinSourceError("unterminated string", at: at))
                    return false
                } else if !raw && byte == UInt8(ascii: "\\") {
                    advanceByte()
                    if index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D {
                        guard advanceScalar() else { return false }
                    }
                } else if byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                    advanceByte()
                    advanceByte()
                    stack.append(.template(depth: 0))
                } else {
                    guard advanceScalar() else { return false }
                }
            case .template(let depth):
                if byte == UInt8(ascii: "{") {
                    advanceByte()
                    stack[stack.count - 1] = .template(depth: depth + 1)
                } else if byte == UInt8(ascii: "}") {
                    advanceByte()
                    if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .template(depth: depth - 1) }
                } else if byte == UInt8(ascii: "\"") {
                    open(&self, &stack)
                } else if byte == UInt8(ascii: "'") {
                    guard skipCharacter(start: position) else { return false }
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    let doc = pendingDoc
                    guard skipBlockComment() else { return false }
                    pendingDoc = doc
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                    while let next = peek(), next != 0x0A, next != 0x0D { guard advanceScalar() else { return false } }
                } else {
                    guard advanceScalar() else { return false }
                }
            }
        }
        return true
    }

    // MARK: Character classes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    /// ASCII letters and `_`, and any non-ASCII scalar (Kotlin names may use any Unicode letter).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// The length of the operator or punctuation mark at `index` (the longest that matches), nil for none: `..<`
    /// `===` `!==`, `?.` `?:` `::` `->` `..` `==` `!=` `<=` `>=` `&&` `||` `++` `--` `+=` `-=` `*=` `/=` `%=` `!!`,
    /// and `{}()[]<>,.;:=+-*/%!?@&|`. By its first bytes in one switch (a table of candidates compared as arrays
    /// cost twice the rest of the lexing of an operator). `#` alone is no Kotlin token: nil, a stray character.
    static func punctuationLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let second = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@"):
            return 1
        case UInt8(ascii: "."):
            return second == UInt8(ascii: ".") ? (third == UInt8(ascii: "<") ? 3 : 2) : 1
        case UInt8(ascii: "="):
            return second == UInt8(ascii: "=") ? (third == UInt8(ascii: "=") ? 3 : 2) : 1
        case UInt8(ascii: "!"):
            if second == UInt8(ascii: "=") { return third == UInt8(ascii: "=") ? 3 : 2 }
            return second == UInt8(ascii: "!") ? 2 : 1
        case UInt8(ascii: "?"):
            return second == UInt8(ascii: ".") || second == UInt8(ascii: ":") ? 2 : 1
        case UInt8(ascii: ":"):
            return second == UInt8(ascii: ":") ? 2 : 1
        case UInt8(ascii: "-"):
            return second == UInt8(ascii: ">") || second == UInt8(ascii: "-") || second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "+"):
            return second == UInt8(ascii: "+") || second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "&"):
            return second == UInt8(ascii: "&") ? 2 : 1
        case UInt8(ascii: "|"):
            return second == UInt8(ascii: "|") ? 2 : 1
        default:
            return nil
        }
    }
}

extension String {
    /// CRLF and CR as LF.
    func replacingCRLF() -> String {
        guard utf8.contains(0x0D) else { return self }
        return split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n")
            .split(separator: "\r", omittingEmptySubsequences: false).joined(separator: "\n")
    }
}
