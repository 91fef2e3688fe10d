// Swift literal spellings for strings, characters and numbers taken from contracts.

/// Produces single-line Swift literals.
enum SwiftLiterals {
    /// A Swift string literal with `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        "\"" + escapedContent(text) + "\""
    }

    /// The inside of a string literal (for use in interpolated strings).
    static func escapedContent(_ text: String) -> String {
        // Printable ASCII other than `\` and `"` stays as it is (the common case: names, paths, messages).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                // Control and invisible format characters are spelled out so the source shows them.
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `text` reads better as a raw string (`#"{"a":1}"#`): it has quotes or backslashes to escape but
    /// no control characters (which only an escaped string shows) and no `"#` (which would end a raw one).
    static func prefersRawString(_ text: String) -> Bool {
        let needsEscapes = text.contains("\"") || text.contains("\\")
        let hasControl = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        return needsEscapes && !hasControl && !text.contains("\"#")
    }

    /// A floating-point literal Swift reads back exactly (`1.0`, `1e-05`).
    static func floating(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}
