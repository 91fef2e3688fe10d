// The lexer's byte classes: which bytes start or continue a name, a plain run or a string, and operator lengths.

/// Per byte value, the classes of ``KotlinLexer``'s loops as bits: 1 a name's ASCII byte, 2 a plain byte of a body,
/// 4 a plain byte of a string, 8 a plain byte of a raw string. One load per byte where testing 64-bit masks took
/// three more instructions; a constant array, so it is laid out at compile time (no lazy initialisation).
/// `KotlinLexerByteClassTests` checks every entry against the classes' definitions.
let kotlinLexerByteClasses: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 2, 0, 0, 0,  // 0x00
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x10
    14, 14, 0, 12, 0, 14, 14, 12, 12, 12, 14, 14, 14, 14, 14, 12,  // 0x20
    15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 14, 14, 14, 14, 14, 14,  // 0x30
    14, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15,  // 0x40
    15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 12, 8, 12, 12, 15,  // 0x50
    12, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15,  // 0x60
    15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 12, 14, 12, 12, 12,  // 0x70
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x80
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0x90
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xA0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xB0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xC0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xD0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xE0
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 0xF0
]

extension KotlinLexer {
    /// Whether `byte`'s entry in `kotlinLexerByteClasses` has `bit`.
    @inline(__always)
    static func isInClass(_ byte: UInt8, _ bit: UInt8) -> Bool {
        kotlinLexerByteClasses[Int(byte)] & bit != 0
    }

    /// The class bits of `kotlinLexerByteClasses`.
    static let nameClass: UInt8 = 1
    static let plainClass: UInt8 = 2
    static let plainStringClass: UInt8 = 4
    static let plainRawStringClass: UInt8 = 8

    /// Moves past the run of bytes of class `bit` that starts at `index` (whose own byte is of the class), each byte
    /// one column: the lexer's loops over names, plain runs of bodies and templates, and strings' text.
    @inline(__always)
    mutating func skipRun(ofClass bit: UInt8) {
        var end = index + 1
        while end < bytes.count && Self.isInClass(bytes[end], bit) { end += 1 }
        column += end - index
        index = end
    }

    /// ASCII letters, digits and `_`: the bytes of a name that each take one column.
    @inline(__always)
    static func isASCIINamePart(_ byte: UInt8) -> Bool { isInClass(byte, nameClass) }

    /// Printable ASCII (and DEL) but `"`, `$` and `\\`: the bytes of a plain string's text, each one column.
    @inline(__always)
    static func isPlainStringByte(_ byte: UInt8) -> Bool { isInClass(byte, plainStringClass) }

    /// Printable ASCII (and DEL) but `"` and `$`: the bytes of a raw string's text, each one column.
    @inline(__always)
    static func isPlainRawStringByte(_ byte: UInt8) -> Bool { isInClass(byte, plainRawStringClass) }

    /// ASCII letters, digits, `_`, spaces, tabs, form feeds and the operator marks but `/` (`!%&*+,-.:;<=>?@|`):
    /// bytes that only ever stand inside a name, number or operator of bytes like them (`/` may start a comment or
    /// `/=`; quotes, backquotes and brackets start or end something; `#`, `$`, `\\`, `^`, `~` and control
    /// characters are stray).
    @inline(__always)
    static func isPlainByte(_ byte: UInt8) -> Bool { isInClass(byte, plainClass) }

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
