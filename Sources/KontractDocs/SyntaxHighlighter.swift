// A small highlighter for the Kotlin and Swift the pages show: keywords, types, strings, numbers, comments.

/// The grammar a code block is highlighted with.
enum CodeLanguage: String {
    case kotlin, swift, json
}

/// Splits code into tokens and wraps the interesting ones in `<span class="…">`; text is escaped by `HTMLText`.
enum SyntaxHighlighter {
    private static let kotlinKeywords: Set<String> = [
        "package", "import", "class", "data", "object", "sealed", "interface", "enum", "fun", "val", "var", "get",
        "set", "suspend", "companion", "override", "open", "abstract", "private", "internal", "public", "return",
        "null", "true", "false", "is", "as", "in", "out", "if", "else", "when",
    ]
    private static let swiftKeywords: Set<String> = [
        "public", "let", "var", "func", "init", "struct", "class", "final", "enum", "case", "protocol", "extension",
        "static", "async", "throws", "try", "await", "for", "in", "any", "some", "get", "set", "nil", "true",
        "false", "return", "import", "open", "inout", "where", "self",
    ]

    /// `code` as HTML with highlighting spans.
    static func html(_ code: String, _ language: CodeLanguage) -> String {
        let keywords: Set<String> =
            switch language {
            case .kotlin: kotlinKeywords
            case .swift: swiftKeywords
            case .json: ["true", "false", "null"]
            }
        let scalars = Array(code.unicodeScalars)
        var result = ""
        var index = 0
        func span(_ kind: String, _ start: Int, _ end: Int) {
            let text = String(String.UnicodeScalarView(scalars[start..<end]))
            result += "<span class=\"\(kind)\">\(HTMLText.escape(text))</span>"
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar == "/" && index + 1 < scalars.count && (scalars[index + 1] == "/" || scalars[index + 1] == "*") {
                let block = scalars[index + 1] == "*"
                index += 2
                while index < scalars.count {
                    if block && scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                        index += 2
                        break
                    }
                    if !block && scalars[index] == "\n" { break }
                    index += 1
                }
                span("c", start, index)
            } else if scalar == "\"" {
                index += 1
                while index < scalars.count && scalars[index] != "\"" && scalars[index] != "\n" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index = min(index + 1, scalars.count)
                span(language == .json && isKey(scalars, after: index) ? "k" : "s", start, index)
            } else if scalar == "@" || isIdentifierStart(scalar) {
                index += 1
                while index < scalars.count && isIdentifierPart(scalars[index]) { index += 1 }
                let word = String(String.UnicodeScalarView(scalars[start..<index]))
                if scalar == "@" {
                    span("a", start, index)
                } else if keywords.contains(word) {
                    span("kw", start, index)
                } else if ("A"..."Z").contains(scalar) || (!scalar.isASCII && scalar.properties.isUppercase) {
                    span("t", start, index)
                } else {
                    result += HTMLText.escape(word)
                }
            } else if ("0"..."9").contains(scalar) || (scalar == "-" && language == .json) {
                index += 1
                while index < scalars.count && (isIdentifierPart(scalars[index]) || scalars[index] == ".") {
                    index += 1
                }
                span("n", start, index)
            } else {
                index += 1
                result += HTMLText.escape(String(scalar))
            }
        }
        return result
    }

    /// Whether a JSON string ending at `index` is an object key (a `:` follows).
    private static func isKey(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var position = index
        while position < scalars.count && scalars[position] == " " { position += 1 }
        return position < scalars.count && scalars[position] == ":"
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "`"
        }
        return scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
