// The tokens of a SQLDelight `.sq` file, and text whose pieces stand at given lines and columns.

/// The tokens of a `.sq` file: words, quoted names, strings, numbers and punctuation, with their lines and
/// columns; comments (`--`, `/* */`) and whitespace dropped.
struct SqlTokens {
    struct Token {
        var text: String
        var line: Int
        var column: Int
        var start: Int
        var end: Int
        var isWord: Bool
    }

    private var tokens: [Token] = []
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var at = 0
        var line = 1
        // The column (in Unicode scalars) of byte `counted` of the line, counted on from token to token: linear in
        // a long line, where counting from the line's start at each token was quadratic.
        var counted = 0
        var column = 1
        func advance(to end: Int) {
            while at < end {
                if bytes[at] == UInt8(ascii: "\n") {
                    line += 1
                    counted = at + 1
                    column = 1
                }
                at += 1
            }
        }
        while at < bytes.count {
            let byte = bytes[at]
            let next = at + 1 < bytes.count ? bytes[at + 1] : 0
            if byte == UInt8(ascii: "-"), next == UInt8(ascii: "-") {
                var end = at
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                advance(to: end)
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                var end = at + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                advance(to: min(end + 2, bytes.count))
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance(to: at + 1)
                continue
            }
            let start = at
            while counted < start {
                if bytes[counted] & 0xC0 != 0x80 { column += 1 }
                counted += 1
            }
            var end = at + 1
            var isWord = false
            let closing: UInt8? =
                switch byte {
                case UInt8(ascii: "'"): UInt8(ascii: "'")
                case UInt8(ascii: "\""): UInt8(ascii: "\"")
                case UInt8(ascii: "`"): UInt8(ascii: "`")
                case UInt8(ascii: "["): UInt8(ascii: "]")
                default: nil
                }
            if let closing {
                while end < bytes.count, bytes[end] != closing { end += 1 }
                end = min(end + 1, bytes.count)
            } else if Self.isWordByte(byte) {
                while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
                isWord = true
            }
            tokens.append(
                Token(
                    text: String(decoding: bytes[start..<end], as: UTF8.self), line: line, column: column,
                    start: start, end: end, isWord: isWord))
            advance(to: end)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    var count: Int { tokens.count }
    subscript(index: Int) -> Token { tokens[index] }

    /// Whether token `index` is the word `word` (any case).
    func isWord(_ index: Int, _ word: String) -> Bool {
        index < tokens.count && tokens[index].isWord && tokens[index].text.uppercased() == word.uppercased()
    }

    /// The source text from token `first` to token `last`, as written.
    func source(from first: Int, to last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }
}

/// Text whose pieces are placed at given lines and columns: a piece goes on its line (the last line when text
/// already stands below it) at its column, or after a space when the line's text already reaches that column. No
/// piece adds a line of its own, so a place in the text is on the line of its piece in the `.sq` file.
struct PositionedText {
    private var lines: [String] = []
    /// Each line's length in characters (counting a long line's again at each piece was quadratic).
    private var lengths: [Int] = []

    /// `prefix` then `piece` on line `line`, `piece` starting at column `column` when `prefix` fits before it.
    mutating func place(_ piece: String, after prefix: String = "", line: Int, column: Int) {
        while lines.count < line {
            lines.append("")
            lengths.append(0)
        }
        let start = column - 1 - prefix.count
        let length = lengths[lines.count - 1]
        appendToLast(
            length <= start
                ? String(repeating: " ", count: start - length) + prefix + piece
                : (length == 0 ? "" : " ") + prefix + piece)
    }

    mutating func appendToLast(_ piece: String) {
        if lines.isEmpty {
            lines.append("")
            lengths.append(0)
        }
        lines[lines.count - 1] += piece
        lengths[lines.count - 1] += piece.count
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}

extension String {
    /// The text with each run of whitespace and line breaks one space: a piece of `.sq` text on one line.
    var onOneLine: String {
        split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }
}
