// The Kotlin lexer: source bytes → tokens with line:column, comments skipped and KDoc kept; never recursive.
// Pulled one token at a time by the parser (`lexNext`), or whole (`tokenize`).

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
    var index = 0
    var line = 1
    var column = 1
    var sawNewline = true
    var pendingDoc: Range<Int>?
    var isStarted = false
    /// The `.end` token is lexed: nothing more to read.
    public private(set) var isFinished = false
    public private(set) var tokens: [KotlinToken] = []
    /// The stack `skipString` scans templates with, kept empty between literals so its storage is reused.
    var stringModes: [StringMode] = []
    public internal(set) var errors: [KotlinSourceError] = []

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
    public static func text(of token: KotlinToken, in bytes: [UInt8]) -> String { string(bytes, token.range) }

    /// `bytes[range]` as a String, made from a buffer (a sixth faster than from an `ArraySlice`, whose String is
    /// made through the slice's generic path).
    @inline(__always)
    static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The text of the KDoc comment right before `token`, without its markers and leading stars; nil without one.
    public static func doc(of token: KotlinToken, in bytes: [UInt8]) -> String? {
        token.docRange.map { docText(bytes[$0]) }
    }

    var position: KotlinSourcePosition { KotlinSourcePosition(line: line, column: column) }

    func peek(_ offset: Int = 0) -> UInt8? {
        let at = index + offset
        return at < bytes.count ? bytes[at] : nil
    }

    /// The largest file the lexer reads: token offsets are 32-bit (``KotlinToken``).
    public static let maximumFileSize = Int(UInt32.max) - 1

    /// Lexes the whole input (the pull parser instead calls `lexNext` as it reads).
    mutating func run() {
        while !isFinished { lexNext() }
    }

    /// Lexes one more token onto `tokens` (the `.end` token once the input is read or the lexer must stop);
    /// comments and spaces before it are moved over, errors on the way recorded. Nothing once finished.
    mutating func lexNext() {
        guard !isFinished else { return }
        if !isStarted {
            guard start() else { return }
        }
        let count = tokens.count
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0C:
                skipSpaces()
                continue
            case 0x0A, 0x0D:
                advanceLineBreak()
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                // The commonest token, an ASCII name, in one loop; a name going on in other scalars is lexed whole
                // by `lexToken`.
                var end = index + 1
                while end < bytes.count && Self.isASCIINamePart(bytes[end]) { end += 1 }
                guard end == bytes.count || bytes[end] < 0x80 else { break }
                emit(.identifier, from: index, to: end)
                return
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                guard skipLineComment() else { return finish() }
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else { return finish() }
                continue
            case UInt8(ascii: "\""):
                let (startIndex, start) = (index, position)
                guard skipString(start: start) else { return finish() }
                emit(.stringLiteral, from: startIndex, at: start)
                return
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
                UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@"):
                emit(.punctuation, from: index, to: index + 1)
                return
            case UInt8(ascii: "."), UInt8(ascii: "="),
                UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
                UInt8(ascii: "&"), UInt8(ascii: "|"):
                // `.5` is a number.
                guard byte != UInt8(ascii: ".") || index + 1 == bytes.count || !Self.isDigit(bytes[index + 1]) else {
                    break
                }
                emit(.punctuation, from: index, to: index + Self.punctuationLength(bytes, at: index)!)
                return
            default:
                break
            }
            // Numbers, literals, backticked names, names with other scalars and stray characters.
            guard lexToken() else { return finish() }
            if tokens.count > count { return }
        }
        finish()
    }

    /// Before the first token: refuses a file of 4 GB or more (then finished, false), skips a BOM and a shebang line.
    private mutating func start() -> Bool {
        isStarted = true
        guard bytes.count <= Self.maximumFileSize else {
            errors.append(KotlinSourceError("the file is larger than 4 GB", at: position))
            isFinished = true
            tokens.append(KotlinToken(kind: .end, range: 0..<0, position: position, followsNewline: true))
            return false
        }
        // About one token per twelve bytes of Kotlin once skipped bodies leave theirs out.
        tokens.reserveCapacity(bytes.count / 12 + 16)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            while let byte = peek(), byte != 0x0A, byte != 0x0D {
                guard advanceScalar() else {
                    finish()
                    return false
                }
            }
        }
        return true
    }

    /// A run of spaces (indentation) in one loop, not one trip through the token switch per byte.
    @inline(__always)
    mutating func skipSpaces() {
        var end = index + 1
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0C) { end += 1 }
        column += end - index
        index = end
    }

    mutating func finish() {
        isFinished = true
        tokens.append(
            KotlinToken(kind: .end, range: bytes.count..<bytes.count, position: position, followsNewline: true))
    }

    // MARK: Moving along

    mutating func advanceByte() {
        index += 1
        column += 1
    }

    /// A line break and the next line's indentation with it (one trip through the switch for both).
    @inline(__always)
    mutating func advanceLineBreak() {
        advanceNewline()
        if index < bytes.count && bytes[index] == 0x20 { skipSpaces() }
    }

    /// Moves to the end of a `//` comment's line (not past its line break); false (with an error) on invalid UTF-8.
    @inline(__always)
    mutating func skipLineComment() -> Bool {
        while let next = peek(), next != 0x0A, next != 0x0D { guard advanceScalar() else { return false } }
        return true
    }

    mutating func advanceNewline() {
        if bytes[index] == 0x0D && peek(1) == 0x0A { index += 1 }
        index += 1
        line += 1
        column = 1
        sawNewline = true
    }

    /// Moves over one scalar (a newline counts as a line break); false (with an error) on invalid UTF-8.
    @discardableResult
    @inline(__always)
    mutating func advanceScalar() -> Bool {
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
    mutating func skipBlockComment() -> Bool {
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

    // MARK: Tokens

    private mutating func emit(_ kind: KotlinTokenKind, from startIndex: Int, at start: KotlinSourcePosition) {
        tokens.append(
            KotlinToken(
                kind: kind, start: startIndex, end: index, line: start.line, column: start.column,
                followsNewline: sawNewline, docRange: pendingDoc))
        sawNewline = false
        pendingDoc = nil
    }

    /// Keeps the one-line ASCII token `startIndex..<end` (each byte one column) and moves past it.
    @inline(__always)
    private mutating func emit(_ kind: KotlinTokenKind, from startIndex: Int, to end: Int) {
        tokens.append(
            KotlinToken(
                kind: kind, start: startIndex, end: end, line: line, column: column, followsNewline: sawNewline,
                docRange: pendingDoc))
        column += end - startIndex
        index = end
        sawNewline = false
        pendingDoc = nil
    }

    /// One token at `index`; false when the lexer must stop.
    private mutating func lexToken() -> Bool {
        let start = position
        let startIndex = index
        let (kind, goesOn) = scanToken(at: start)
        guard goesOn else { return false }
        if let kind { emit(kind, from: startIndex, at: start) }
        return true
    }

    /// Moves over one token at `index` (not a comment or space): its kind, nil for a stray character (an error,
    /// no token); `goesOn` false when the lexer must stop.
    mutating func scanToken(at start: KotlinSourcePosition) -> (kind: KotlinTokenKind?, goesOn: Bool) {
        let startIndex = index
        let byte = bytes[index]
        if Self.isIdentifierStart(byte) {
            // ASCII letters, digits and `_` in a tight loop (each one column), then any other scalar one by one.
            var end = index
            while end < bytes.count, bytes[end] < 0x80, Self.isIdentifierPart(bytes[end]) { end += 1 }
            column += end - index
            index = end
            while let next = peek(), Self.isIdentifierPart(next) {
                guard advanceScalar() else { return (nil, false) }
            }
            return (.identifier, true)
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
            return (scanNumber(), true)
        }
        switch byte {
        case UInt8(ascii: "`"):
            advanceByte()
            while let next = peek(), next != UInt8(ascii: "`"), next != 0x0A, next != 0x0D {
                guard advanceScalar() else { return (nil, false) }
            }
            guard peek() == UInt8(ascii: "`"), index > startIndex + 1 else {
                errors.append(KotlinSourceError("unterminated backticked name", at: start))
                return (nil, false)
            }
            advanceByte()
            return (.backtickedIdentifier, true)
        case UInt8(ascii: "\""):
            guard skipString(start: start) else { return (nil, false) }
            return (.stringLiteral, true)
        case UInt8(ascii: "'"):
            guard skipCharacter(start: start) else { return (nil, false) }
            return (.characterLiteral, true)
        default:
            if let operatorLength = Self.punctuationLength(bytes, at: index) {
                for _ in 0..<operatorLength { advanceByte() }
                return (.punctuation, true)
            }
            guard advanceScalar() else { return (nil, false) }
            let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
            errors.append(KotlinSourceError("unexpected character '\(text)'", at: start))
            return (nil, true)
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
