// The tokens of Kotlin source text, each with its byte range and 1-based line:column.

/// What kind of token the lexer read.
public enum KotlinTokenKind: UInt8, Sendable, Hashable {
    /// A name or keyword (`class`, `data`, `foo`); hard and soft keywords alike, the parser tells them apart.
    case identifier
    /// A name in backquotes (`` `in` ``); its text keeps the backquotes.
    case backtickedIdentifier
    /// `42`, `0xFF`, `0b1010`, `1_000L`, `7u`, `3UL`.
    case integerLiteral
    /// `1.5`, `.5`, `1e10`, `2.5f`, `1F`.
    case realLiteral
    /// `'c'`, `'\n'`, `'\u0041'`.
    case characterLiteral
    /// `"…"` or `"""…"""`, templates included: one token for the whole literal.
    case stringLiteral
    /// An operator or punctuation mark (`{`, `->`, `?.`, `::`, `@`).
    case punctuation
    /// The end of the input.
    case end
}

/// A position in Kotlin source: 1-based line and column (columns count Unicode scalars).
public struct KotlinSourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: KotlinSourcePosition, rhs: KotlinSourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// One token: kind, the bytes it spans in the source, where it starts, and what stood before it.
///
/// Stored in 28 bytes (offsets, line and column as `UInt32`: the lexer refuses a file of 4 GB or more), since a
/// file's tokens are its largest structure in memory.
public struct KotlinToken: Sendable, Hashable {
    public var kind: KotlinTokenKind
    /// A line break (or the start of the file) between the previous token and this one.
    public var followsNewline: Bool
    private var hasDoc: Bool
    private var start: UInt32
    private var end: UInt32
    private var line: UInt32
    private var column: UInt32
    private var docStart: UInt32
    private var docEnd: UInt32

    public init(
        kind: KotlinTokenKind, range: Range<Int>, position: KotlinSourcePosition, followsNewline: Bool,
        docRange: Range<Int>? = nil
    ) {
        self.kind = kind
        self.followsNewline = followsNewline
        (start, end) = (UInt32(range.lowerBound), UInt32(range.upperBound))
        (line, column) = (UInt32(position.line), UInt32(position.column))
        hasDoc = docRange != nil
        (docStart, docEnd) = docRange.map { (UInt32($0.lowerBound), UInt32($0.upperBound)) } ?? (0, 0)
    }

    /// A token from the lexer's own fields, as they are stored: no conversion is checked (the lexer refuses a file
    /// of 4 GB or more, so every offset, line and column fits in 32 bits).
    @inline(__always)
    init(
        kind: KotlinTokenKind, start: Int, end: Int, line: Int, column: Int, followsNewline: Bool, docRange: Range<Int>?
    ) {
        self.kind = kind
        self.followsNewline = followsNewline
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
        if let docRange {
            hasDoc = true
            docStart = UInt32(truncatingIfNeeded: docRange.lowerBound)
            docEnd = UInt32(truncatingIfNeeded: docRange.upperBound)
        } else {
            (hasDoc, docStart, docEnd) = (false, 0, 0)
        }
    }

    /// The UTF-8 byte offsets of the token in the source.
    public var range: Range<Int> {
        get { Int(start)..<Int(end) }
        set { (start, end) = (UInt32(newValue.lowerBound), UInt32(newValue.upperBound)) }
    }

    public var position: KotlinSourcePosition {
        get { KotlinSourcePosition(line: Int(line), column: Int(column)) }
        set { (line, column) = (UInt32(newValue.line), UInt32(newValue.column)) }
    }

    /// The bytes between `/**` and `*/` of the KDoc comment right before this token (its text:
    /// `KotlinLexer.doc(of:in:)`). A range, not a String, so that a token is plain data: copying one retains nothing.
    public var docRange: Range<Int>? {
        get { hasDoc ? Int(docStart)..<Int(docEnd) : nil }
        set {
            hasDoc = newValue != nil
            (docStart, docEnd) = newValue.map { (UInt32($0.lowerBound), UInt32($0.upperBound)) } ?? (0, 0)
        }
    }
}

/// A problem in Kotlin source, at a line and column.
public struct KotlinSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var position: KotlinSourcePosition

    public init(_ message: String, at position: KotlinSourcePosition) {
        self.message = message
        self.position = position
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
