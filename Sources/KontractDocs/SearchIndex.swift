// The search script's data: every declaration and member with the page anchor it lives at.

import KontractCore

/// `search-index.js`: `window.kontractIndex = [[name, where, href], …]`.
enum SearchIndex {
    static func script(_ files: [FileDoc]) -> String {
        var entries: [String] = []
        for file in files {
            for declaration in file.declarations {
                let href = "\(file.page)#\(declaration.anchor)"
                let short = declaration.qualifiedName.split(separator: ".").last.map(String.init) ?? ""
                entries.append(entry(short, declaration.title, href))
                for member in declaration.members {
                    entries.append(entry(member, "member of \(declaration.title)", href))
                }
            }
        }
        return "/* \(DocsSite.headerMarker). Do not edit: run `kontract docs` again. */\n"
            + "window.kontractIndex = [\n" + entries.joined(separator: ",\n") + "\n];\n"
    }

    private static func entry(_ name: String, _ place: String, _ href: String) -> String {
        "[\(literal(name)), \(literal(place)), \(literal(href))]"
    }

    /// A JavaScript string literal: JSON's escapes (the shared `LiteralEscaping` walk), `<` as well so that no
    /// `</script>` forms, and the line separators older engines reject.
    private static let escaping = LiteralEscaping(
        named: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "<": "\\u003c"],
        isNumeric: { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" }, numeric: LiteralEscaping.fourHexDigits)

    private static func literal(_ text: String) -> String { "\"" + escaping.escaped(text) + "\"" }
}
