// Swift literal spellings for strings, characters and numbers taken from contracts.

import KontractCore

/// Produces single-line Swift literals.
enum SwiftLiterals {
    /// A Swift string literal with `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        "\"" + escapedContent(text) + "\""
    }

    /// The inside of a string literal (for use in interpolated strings).
    static func escapedContent(_ text: String) -> String {
        escaping.escaped(text)
    }

    /// Swift's escapes; control and invisible format characters are spelled out so the source shows them.
    static let escaping = LiteralEscaping(
        named: ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0"],
        isNumeric: { $0.value < 0x20 || $0.value == 0x7F || $0.properties.generalCategory == .format },
        numeric: { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" })

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
