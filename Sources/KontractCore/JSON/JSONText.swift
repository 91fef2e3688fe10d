// Writes a LocatedJSON back as compact JSON text (for messages and generated defaults).

import Foundation

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
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                out += "\\u00" + String(format: "%02x", scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
