// The one place that escapes text for HTML: every page, attribute and code span goes through it.

import KontractCore

/// Escaping for HTML text and attribute values.
enum HTMLText {
    /// HTML's escapes, through the walk every literal escaper of the tool shares (`LiteralEscaping`).
    private static let escaping = LiteralEscaping(
        named: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"], isNumeric: { _ in false },
        numeric: { String($0) })

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe as element text and inside quoted attributes.
    static func escape(_ text: some StringProtocol) -> String { escaping.escaped(String(text)) }

    /// An element id from a qualified name: letters, digits, `-`, `_` and `.` kept, anything else as `-`.
    static func anchor(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar -> Character in
                let keep =
                    (scalar.value < 128) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                    || scalar == "-" || scalar == "_" || scalar == "."
                return keep ? Character(scalar) : "-"
            })
    }
}
