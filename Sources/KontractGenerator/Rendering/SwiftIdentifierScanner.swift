// The identifiers of Swift source text, outside comments and string literal text (interpolations count).

/// Lists the identifiers Swift code spells, so that the runtime modules a generated file uses can be read
/// off its rendered text whoever spelled the names (translators, the expression writer, `RuntimeNames`).
///
/// Comments and the literal text of strings are skipped; `\(…)` interpolations, raw strings (`#"…"#`,
/// `\#(…)`) and multi-line strings are understood. For example `let a = Kotlin.toString("StateFlow \(b)")`
/// gives `let`, `a`, `Kotlin`, `toString`, `b`.
struct SwiftIdentifierScanner {
    private let bytes: [UInt8]
    private var position = 0
    /// Where each identifier spelled in code starts and ends in `bytes`, in order (repeats included).
    private var ranges: [Range<Int>] = []

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every identifier `text` spells in code.
    static func identifiers(in text: String) -> Set<String> {
        var identifiers: Set<String> = []
        forEachIdentifier(in: text) { identifiers.insert(String(decoding: $0, as: UTF8.self)) }
        return identifiers
    }

    /// Calls `body` with the UTF-8 bytes of every identifier `text` spells in code, in order, repeats included
    /// (no `String` made: `RuntimeImports` looks each up in a byte table).
    static func forEachIdentifier(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var scanner = SwiftIdentifierScanner(text)
        scanner.scanCode(insideInterpolation: false)
        scanner.bytes.withUnsafeBufferPointer { buffer in
            for range in scanner.ranges { body(UnsafeBufferPointer(rebasing: buffer[range])) }
        }
    }

    private func byte(at offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Code up to the end, or up to the `)` closing an interpolation.
    private mutating func scanCode(insideInterpolation: Bool) {
        var depth = 0
        while let current = byte(at: 0) {
            switch current {
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                while let next = byte(at: 0), next != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
                position += 2
                while position < bytes.count, !(byte(at: 0) == UInt8(ascii: "*") && byte(at: 1) == UInt8(ascii: "/")) {
                    position += 1
                }
                position += 2
            case UInt8(ascii: "\""):
                scanString()
            case UInt8(ascii: "#") where startsString():
                scanString()
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                position += 1
                if insideInterpolation {
                    if depth == 0 { return }
                    depth -= 1
                }
            case _ where Self.isIdentifierStart(current):
                let start = position
                while let next = byte(at: 0), Self.isIdentifierByte(next) { position += 1 }
                ranges.append(start..<position)
            case _ where Self.isIdentifierByte(current):
                // A number literal (`0x1F`, `1e5`): its letters are no identifier.
                while let next = byte(at: 0), Self.isIdentifierByte(next) { position += 1 }
            default:
                position += 1
            }
        }
    }

    /// True at `"` or at `#…#"` (a raw string).
    private func startsString() -> Bool {
        var offset = 0
        while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(at: offset) == UInt8(ascii: "\"")
    }

    /// A string literal from its opening delimiter to its closing one, scanning its interpolations as code.
    private mutating func scanString() {
        var hashes = 0
        while byte(at: 0) == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let multiLine =
            byte(at: 0) == UInt8(ascii: "\"") && byte(at: 1) == UInt8(ascii: "\"")
            && byte(at: 2) == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        position += quotes
        while let current = byte(at: 0) {
            if current == UInt8(ascii: "\\") && hasHashes(hashes, at: 1) {
                position += 1 + hashes
                if byte(at: 0) == UInt8(ascii: "(") {
                    position += 1
                    scanCode(insideInterpolation: true)
                } else if hashes == 0 {
                    position += 1  // the escaped character (`\"`, `\\`)
                }
            } else if current == UInt8(ascii: "\"") && hasQuotes(quotes) && hasHashes(hashes, at: quotes) {
                position += quotes + hashes
                return
            } else {
                position += 1
            }
        }
    }

    private func hasQuotes(_ count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: $0) == UInt8(ascii: "\"") }
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }
}
