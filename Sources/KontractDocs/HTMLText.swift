// The one place that escapes text for HTML: every page, attribute and code span goes through it.

/// Escaping for HTML text and attribute values.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped: safe as element text and inside quoted attributes.
    static func escape(_ text: some StringProtocol) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: isSpecial) else { return String(text) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        appendEscaped(bytes[...], to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// `bytes` escaped, appended to `out` (the highlighter's byte loop writes through this too).
    static func appendEscaped(_ bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            case UInt8(ascii: "'"): out += Array("&#39;".utf8)
            default: out.append(byte)
            }
        }
    }

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
