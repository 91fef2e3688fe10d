// Prints a ContractJSON into one UTF-8 buffer in the layout of the repository's contracts (no String per value).

import KontractCore

/// Writes contract JSON as bytes: a declaration and the top level over several lines, anything else on one line
/// when it fits in `lineWidth` columns. Widths count characters (grapheme clusters), as the layout always has.
struct ContractJSONPrinter {
    /// The widest line an object or array is kept on.
    static let lineWidth = 120

    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(4096)
    }

    /// `value` at `indent` spaces, after `prefixWidth` columns of its key on the same line.
    mutating func write(_ value: ContractJSON, indent: Int, prefixWidth: Int, topLevel: Bool = false) {
        if !topLevel && !value.isDeclaration,
            writeInline(value, within: Self.lineWidth - indent - prefixWidth - 1) != nil
        {
            return
        }
        let inner = indent + 2
        switch value {
        case .array(let items):
            guard !items.isEmpty else {
                append("[]")
                return
            }
            bytes.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                append(position == 0 ? "\n" : ",\n")
                spaces(inner)
                write(item, indent: inner, prefixWidth: 0)
            }
            append("\n")
            spaces(indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                append("{}")
                return
            }
            bytes.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                append(position == 0 ? "\n" : ",\n")
                spaces(inner)
                let keyWidth = quoted(member.key) + 2
                append(": ")
                write(member.value, indent: inner, prefixWidth: keyWidth)
            }
            append("\n")
            spaces(indent)
            bytes.append(UInt8(ascii: "}"))
        default:
            _ = writeInline(value, within: .max)
        }
    }

    /// Writes the one-line form (`[ 1, 2 ]`, `{ "a": 1 }`, `[]`) and returns its width, when it is at most `limit`
    /// characters wide and holds no declaration; otherwise writes nothing and returns nil (given up as soon as the
    /// parts written so far are too wide, so a large value is not spelled whole at every level).
    mutating func writeInline(_ value: ContractJSON, within limit: Int) -> Int? {
        let start = bytes.count
        let width: Int
        switch value {
        case .null: width = append("null")
        case .bool(let flag): width = append(flag ? "true" : "false")
        case .number(let text): width = append(text)
        case .string(let text): width = quoted(text)
        case .array(let items):
            if items.isEmpty { return limit >= 2 ? append("[]") : nil }
            bytes.append(UInt8(ascii: "["))
            // `[ ` and ` ]`, and `, ` between the parts.
            var used = 4 - 2
            for (position, item) in items.enumerated() {
                append(position == 0 ? " " : ", ")
                guard !item.isDeclaration, let itemWidth = writeInline(item, within: limit - used - 2) else {
                    return giveUp(from: start)
                }
                used += itemWidth + 2
            }
            append(" ]")
            return used
        case .object(let members):
            if members.isEmpty { return limit >= 2 ? append("{}") : nil }
            bytes.append(UInt8(ascii: "{"))
            var used = 4 - 2
            for (position, member) in members.enumerated() {
                append(position == 0 ? " " : ", ")
                let keyWidth = quoted(member.key) + 2
                append(": ")
                guard !member.value.isDeclaration,
                    let valueWidth = writeInline(member.value, within: limit - used - 2 - keyWidth)
                else { return giveUp(from: start) }
                used += keyWidth + valueWidth + 2
            }
            append(" }")
            return used
        }
        return width <= limit ? width : giveUp(from: start)
    }

    private mutating func giveUp(from start: Int) -> Int? {
        bytes.removeSubrange(start...)
        return nil
    }

    /// Appends ASCII or UTF-8 text; returns its width in characters.
    @discardableResult
    private mutating func append(_ text: String) -> Int {
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 { isASCII = false }
            bytes.append(byte)
        }
        return isASCII ? text.utf8.count : text.count
    }

    private mutating func spaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends `text` as a JSON string literal (`JSONText.quoted`'s escaping); returns its width in characters.
    private mutating func quoted(_ text: String) -> Int {
        let start = bytes.count
        bytes.append(UInt8(ascii: "\""))
        var isASCII = true
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                // Escapes are rare: the one escaping routine writes them.
                bytes.removeSubrange(start...)
                return append(JSONText.quoted(text))
            }
            if byte >= 0x80 { isASCII = false }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return isASCII ? bytes.count - start : String(decoding: bytes[start...], as: UTF8.self).count
    }
}
