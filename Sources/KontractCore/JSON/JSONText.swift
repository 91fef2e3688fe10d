// Writes a LocatedJSON back as compact JSON text (for messages and generated defaults).

/// Compact JSON rendering of a parsed value: keys in file order, kotlinx-style escaping.
public enum JSONText {
    public static func compact(_ json: LocatedJSON) -> String {
        var out = ""
        write(json.value, into: &out)
        return out
    }

    static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .integer(let number): out += String(number)
        case .real(let number): out += number.description
        case .string(let text): out += quoted(text)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item.value, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                out += quoted(member.key)
                out += ":"
                write(member.value.value, into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal escaped as kotlinx.serialization escapes it: only `"`, `\`
    /// and control characters, with lowercase hex.
    public static func quoted(_ text: String) -> String {
        "\"" + escaping.escaped(text) + "\""
    }

    /// JSON's escapes as kotlinx writes them.
    static let escaping = LiteralEscaping(
        named: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{08}": "\\b", "\u{0C}": "\\f"],
        isNumeric: { $0.value < 0x20 }, numeric: LiteralEscaping.fourHexDigits)
}
