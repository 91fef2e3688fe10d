// One escaper for the quoted literals of every target language (JSON, Kotlin, Swift), each with its own table.

/// How one language escapes the inside of a quoted literal: a scalar with a named escape is written as that
/// escape (`"` as `\"`), one the language wants numeric as its numeric escape (`\u0001`), any other as itself.
package struct LiteralEscaping: Sendable {
    /// The named escapes (`"\n": "\\n"`).
    let named: [Unicode.Scalar: String]
    /// Whether a scalar without a named escape is written as a numeric one (control characters).
    let isNumeric: @Sendable (Unicode.Scalar) -> Bool
    /// The numeric escape of such a scalar.
    let numeric: @Sendable (Unicode.Scalar) -> String
    /// For each ASCII byte, whether it is written as itself (no named or numeric escape): text made of such
    /// bytes alone (names, paths, messages: the common case) is returned as it is, without a scalar loop.
    private let writtenAsItself: [Bool]

    package init(
        named: [Unicode.Scalar: String], isNumeric: @escaping @Sendable (Unicode.Scalar) -> Bool,
        numeric: @escaping @Sendable (Unicode.Scalar) -> String
    ) {
        self.named = named
        self.isNumeric = isNumeric
        self.numeric = numeric
        writtenAsItself = (0..<128).map { byte in
            let scalar = Unicode.Scalar(UInt8(byte))
            return named[scalar] == nil && !isNumeric(scalar)
        }
    }

    /// `text` escaped, without the quotes.
    package func escaped(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 && writtenAsItself[Int($0)] }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = named[scalar] {
                result += escape
            } else if isNumeric(scalar) {
                result += numeric(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The `\uXXXX` escape JSON and Kotlin share: four lowercase hex digits.
    package static func fourHexDigits(_ scalar: Unicode.Scalar) -> String {
        "\\u" + hex4(scalar.value)
    }

    /// `value` as at least four lowercase hex digits.
    package static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
