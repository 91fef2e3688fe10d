// The lexer's byte classes: which bytes start or continue a name, a plain run or a string, and operator lengths.

extension KotlinLexer {
    /// Whether `byte` is in the set of ASCII bytes whose bits are `low` (bytes 0–63) and `high` (64–127): one shift,
    /// no branch on the byte's value but the ASCII test.
    @inline(__always)
    static func isASCII(_ byte: UInt8, in low: UInt64, _ high: UInt64) -> Bool {
        let mask = byte < 64 ? low : high
        return byte < 128 && mask >> UInt64(byte & 63) & 1 == 1
    }

    /// ASCII letters, digits and `_`: the bytes of a name that each take one column.
    @inline(__always)
    static func isASCIINamePart(_ byte: UInt8) -> Bool {
        isASCII(byte, in: 0x03FF_0000_0000_0000, 0x07FF_FFFE_87FF_FFFE)
    }

    /// Printable ASCII (and DEL) but `"`, `$` and `\\`: the bytes of a plain string's text, each one column.
    @inline(__always)
    static func isPlainStringByte(_ byte: UInt8) -> Bool {
        isASCII(byte, in: 0xFFFF_FFEB_0000_0000, 0xFFFF_FFFF_EFFF_FFFF)
    }

    /// Printable ASCII (and DEL) but `"` and `$`: the bytes of a raw string's text, each one column.
    @inline(__always)
    static func isPlainRawStringByte(_ byte: UInt8) -> Bool {
        isASCII(byte, in: 0xFFFF_FFEB_0000_0000, 0xFFFF_FFFF_FFFF_FFFF)
    }

    /// ASCII letters, digits, `_`, spaces, tabs, form feeds and the operator marks but `/`: bytes that only ever
    /// stand inside a name, number or operator of bytes like them (`/` may start a comment or `/=`; quotes,
    /// backquotes and brackets start or end something; `#`, `$`, `\\`, `^`, `~` and control characters are stray).
    @inline(__always)
    static func isPlainByte(_ byte: UInt8) -> Bool {
        isASCII(byte, in: 0xFFFF_7C63_0000_1200, 0x17FF_FFFE_87FF_FFFF)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    /// ASCII letters and `_`, and any non-ASCII scalar (Kotlin names may use any Unicode letter).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// The length of the operator or punctuation mark at `index` (the longest that matches), nil for none: `..<`
    /// `===` `!==`, `?.` `?:` `::` `->` `..` `==` `!=` `<=` `>=` `&&` `||` `++` `--` `+=` `-=` `*=` `/=` `%=` `!!`,
    /// and `{}()[]<>,.;:=+-*/%!?@&|`. By its first bytes in one switch (a table of candidates compared as arrays
    /// cost twice the rest of the lexing of an operator). `#` alone is no Kotlin token: nil, a stray character.
    @inline(__always)
    static func punctuationLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let second = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@"):
            return 1
        case UInt8(ascii: "."):
            return second == UInt8(ascii: ".") ? (third == UInt8(ascii: "<") ? 3 : 2) : 1
        case UInt8(ascii: "="):
            return second == UInt8(ascii: "=") ? (third == UInt8(ascii: "=") ? 3 : 2) : 1
        case UInt8(ascii: "!"):
            if second == UInt8(ascii: "=") { return third == UInt8(ascii: "=") ? 3 : 2 }
            return second == UInt8(ascii: "!") ? 2 : 1
        case UInt8(ascii: "?"):
            return second == UInt8(ascii: ".") || second == UInt8(ascii: ":") ? 2 : 1
        case UInt8(ascii: ":"):
            return second == UInt8(ascii: ":") ? 2 : 1
        case UInt8(ascii: "-"):
            return second == UInt8(ascii: ">") || second == UInt8(ascii: "-") || second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "+"):
            return second == UInt8(ascii: "+") || second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return second == UInt8(ascii: "=") ? 2 : 1
        case UInt8(ascii: "&"):
            return second == UInt8(ascii: "&") ? 2 : 1
        case UInt8(ascii: "|"):
            return second == UInt8(ascii: "|") ? 2 : 1
        default:
            return nil
        }
    }
}
