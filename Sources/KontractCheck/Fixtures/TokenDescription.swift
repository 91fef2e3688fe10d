// Describes the JSON token at a position for messages: `string "abc"`, `number 1.5`, `an object`.

import KontractSerialization

/// What a value in the input is, as failure messages say it.
public enum TokenDescription {
    /// The token starting at `offset` (after whitespace): `string "abc"`, `number 2147483648`,
    /// `null`, `boolean true`, `an object`, `an array`, `the end of the input` or `'x'`.
    public static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        var index = max(0, offset)
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return "the end of the input" }
        switch bytes[index] {
        case 0x7B: return "an object"
        case 0x5B: return "an array"
        case 0x22:
            var end = index + 1
            while end < bytes.count && bytes[end] != 0x22 {
                end += bytes[end] == 0x5C ? 2 : 1
            }
            let closing = min(end + 1, bytes.count)
            return "string " + clipped(bytes, from: index, to: closing)
        default:
            var end = index
            while end < bytes.count && KotlinJSONReader.isLiteralByte(bytes[end]) { end += 1 }
            if end == index { return "'" + clipped(bytes, from: index, to: index + 1) + "'" }
            let text = clipped(bytes, from: index, to: end)
            switch text.lowercased() {
            case "null": return "null"
            case "true", "false": return "boolean \(text)"
            default:
                let first = bytes[index]
                return (first == 0x2D || (first >= 0x30 && first <= 0x39)) ? "number \(text)" : "literal \(text)"
            }
        }
    }

    /// The text of a byte range, cut to 40 characters.
    static func clipped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
