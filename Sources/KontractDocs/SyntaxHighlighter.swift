// A small highlighter for the Kotlin and Swift the pages show: keywords, types, strings, numbers, comments.

/// The grammar a code block is highlighted with.
enum CodeLanguage: String {
    case kotlin, swift, json
}

/// Splits code into tokens and wraps the interesting ones in `<span class="…">`; text is escaped by `HTMLText`.
/// Works on UTF-8 bytes: every byte of a non-ASCII character counts as a letter (identifiers only).
enum SyntaxHighlighter {
    private static let kotlinKeywords = words(
        "package", "import", "class", "data", "object", "sealed", "interface", "enum", "fun", "val", "var", "get",
        "set", "suspend", "companion", "override", "open", "abstract", "private", "internal", "public", "return",
        "null", "true", "false", "is", "as", "in", "out", "if", "else", "when")
    private static let swiftKeywords = words(
        "public", "let", "var", "func", "init", "struct", "class", "final", "enum", "case", "protocol", "extension",
        "static", "async", "throws", "try", "await", "for", "in", "any", "some", "get", "set", "nil", "true",
        "false", "return", "import", "open", "inout", "where", "self")
    private static let jsonKeywords = words("true", "false", "null")

    private static func words(_ list: String...) -> Set<[UInt8]> { Set(list.map { Array($0.utf8) }) }

    /// `code` as HTML with highlighting spans.
    static func html(_ code: String, _ language: CodeLanguage) -> String {
        let keywords =
            switch language {
            case .kotlin: kotlinKeywords
            case .swift: swiftKeywords
            case .json: jsonKeywords
            }
        let bytes = Array(code.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 3)
        var index = 0
        func span(_ kind: String, _ start: Int, _ end: Int) {
            out += Array("<span class=\"\(kind)\">".utf8)
            HTMLText.appendEscaped(bytes[start..<end], to: &out)
            out += Array("</span>".utf8)
        }
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")) {
                let block = next == UInt8(ascii: "*")
                index += 2
                while index < bytes.count {
                    if block && bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/")
                    {
                        index += 2
                        break
                    }
                    if !block && bytes[index] == UInt8(ascii: "\n") { break }
                    index += 1
                }
                span("c", start, index)
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + 1, bytes.count)
                span(language == .json && isKey(bytes, after: index) ? "k" : "s", start, index)
            } else if byte == UInt8(ascii: "@") || isIdentifierStart(byte) {
                index += 1
                while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
                let word = bytes[start..<index]
                if byte == UInt8(ascii: "@") {
                    span("a", start, index)
                } else if keywords.contains(Array(word)) {
                    span("kw", start, index)
                } else if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                    span("t", start, index)
                } else {
                    HTMLText.appendEscaped(word, to: &out)
                }
            } else if isDigit(byte) || (byte == UInt8(ascii: "-") && language == .json) {
                index += 1
                while index < bytes.count && (isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".")) {
                    index += 1
                }
                span("n", start, index)
            } else {
                index += 1
                HTMLText.appendEscaped(bytes[start..<index], to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a JSON string ending at `index` is an object key (a `:` follows).
    private static func isKey(_ bytes: [UInt8], after index: Int) -> Bool {
        var position = index
        while position < bytes.count && bytes[position] == UInt8(ascii: " ") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: ":")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
