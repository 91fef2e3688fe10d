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
        switch value {
        case .array(let items):
            writeBlock(open: "[", close: "]", count: items.count, indent: indent) { printer, position in
                printer.write(items[position], indent: indent + 2, prefixWidth: 0)
            }
        case .object(let members):
            writeBlock(open: "{", close: "}", count: members.count, indent: indent) { printer, position in
                let keyWidth = printer.quoted(members[position].key) + 2
                printer.appendASCII(": ")
                printer.write(members[position].value, indent: indent + 2, prefixWidth: keyWidth)
            }
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
        case .null: width = appendASCII("null")
        case .bool(let flag): width = appendASCII(flag ? "true" : "false")
        case .number(let text): width = append(text)
        case .string(let text): width = quoted(text)
        case .array(let items):
            return writeInlineBlock(open: "[", close: "]", count: items.count, within: limit) { printer, at, room in
                items[at].isDeclaration ? nil : printer.writeInline(items[at], within: room)
            }
        case .object(let members):
            return writeInlineBlock(open: "{", close: "}", count: members.count, within: limit) { printer, at, room in
                guard !members[at].value.isDeclaration else { return nil }
                let keyWidth = printer.quoted(members[at].key) + 2
                printer.appendASCII(": ")
                return printer.writeInline(members[at].value, within: room - keyWidth).map { keyWidth + $0 }
            }
        }
        return width <= limit ? width : giveUp(from: start)
    }

    /// `open`, then each of `count` items on its own line `indent + 2` spaces in, then `close` on a line of its
    /// own (`[]`, `{}` when empty).
    private mutating func writeBlock(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: Int,
        _ item: (inout ContractJSONPrinter, Int) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        guard count > 0 else { return bytes.append(UInt8(ascii: close)) }
        for position in 0..<count {
            appendASCII(position == 0 ? "\n" : ",\n")
            spaces(indent + 2)
            item(&self, position)
        }
        appendASCII("\n")
        spaces(indent)
        bytes.append(UInt8(ascii: close))
    }

    /// `[ a, b ]` or `{ … }` on one line: each item written by `item` within the room left (nil: too wide), the
    /// whole given up when one is; `[]`, `{}` when empty.
    private mutating func writeInlineBlock(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, within limit: Int,
        _ item: (inout ContractJSONPrinter, _ at: Int, _ room: Int) -> Int?
    ) -> Int? {
        let start = bytes.count
        guard count > 0 else {
            guard limit >= 2 else { return nil }
            bytes.append(UInt8(ascii: open))
            bytes.append(UInt8(ascii: close))
            return 2
        }
        bytes.append(UInt8(ascii: open))
        // `[ ` and ` ]`, and `, ` between the parts.
        var used = 4 - 2
        for position in 0..<count {
            appendASCII(position == 0 ? " " : ", ")
            guard let width = item(&self, position, limit - used - 2) else { return giveUp(from: start) }
            used += width + 2
        }
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: close))
        return used
    }

    private mutating func giveUp(from start: Int) -> Int? {
        bytes.removeSubrange(start...)
        return nil
    }

    /// Appends ASCII or UTF-8 text; returns its width in characters.
    @discardableResult
    mutating func append(_ text: String) -> Int {
        var isASCII = true
        var contiguous = text
        // One scan and one bulk copy of the UTF-8 (not an append per byte).
        contiguous.withUTF8 { utf8 in
            bytes.append(contentsOf: utf8)
            isASCII = !utf8.contains { $0 >= 0x80 }
        }
        return isASCII ? text.utf8.count : text.count
    }

    /// Appends ASCII text known when compiling (punctuation, `null`, `true`); returns its width.
    @discardableResult
    mutating func appendASCII(_ text: StaticString) -> Int {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        return text.utf8CodeUnitCount
    }

    fileprivate mutating func spaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends `text` as a JSON string literal (`JSONText.quoted`'s escaping); returns its width in characters.
    mutating func quoted(_ text: String) -> Int {
        let start = bytes.count
        var needsEscapes = false
        var isASCII = true
        var contiguous = text
        // One scan, then one bulk copy of the UTF-8 between the quotes.
        contiguous.withUTF8 { utf8 in
            for byte in utf8 {
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    needsEscapes = true
                    return
                }
                if byte >= 0x80 { isASCII = false }
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
        }
        // Escapes are rare: the one escaping routine writes them.
        if needsEscapes { return append(JSONText.quoted(text)) }
        return isASCII ? bytes.count - start : String(decoding: bytes[start...], as: UTF8.self).count
    }
}

extension ContractJSONPrinter {
    /// The `position`-th item of a contract's `declarations` laid out one per line, after its separator and
    /// indentation, as `write(_:indent:prefixWidth:topLevel:)` writes it there.
    mutating func writeItem(_ item: ContractJSON, at position: Int) {
        appendASCII(position == 0 ? "\n" : ",\n")
        spaces(4)
        write(item, indent: 4, prefixWidth: 0)
    }

    /// The start of a contract's text (`ContractJSON.prettyBytes`): the `header` members, then `declarations`' `[`
    /// (its items follow, written by `writeItem`, at least one).
    mutating func writeContractStart(_ header: [(key: String, value: ContractJSON)]) {
        bytes.append(UInt8(ascii: "{"))
        for (position, member) in header.enumerated() {
            appendASCII(position == 0 ? "\n" : ",\n")
            spaces(2)
            let keyWidth = quoted(member.key) + 2
            appendASCII(": ")
            write(member.value, indent: 2, prefixWidth: keyWidth)
        }
        appendASCII(",\n")
        spaces(2)
        _ = quoted("declarations")
        appendASCII(": [")
    }

    /// The end of the contract `writeContractStart` began, after its last declaration.
    mutating func writeContractEnd() {
        appendASCII("\n  ]\n}\n")
    }
}
