// A UTF-8 byte lexer with kotlinx's `AbstractJsonLexer` rules: what it accepts and how it fails.

import Foundation

/// A span of a JSON string or literal in the input; decoded to a `String` only on demand.
package struct KotlinJSONText {
    /// Byte range of the content (inside the quotes for a quoted string).
    package let start: Int
    package let end: Int
    /// The content holds backslash escapes, so its bytes are not its text.
    package let hasEscapes: Bool
    package let isQuoted: Bool
}

/// Reads JSON bytes the way kotlinx's lexer does. It never builds trees; the decoder drives it.
///
/// Offsets are byte offsets; errors convert them to the UTF-16 offsets kotlinx prints.
package struct KotlinJSONReader {
    package let bytes: UnsafeBufferPointer<UInt8>
    package var position = 0

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Character classes (kotlinx `charToTokenClass`)

    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// kotlinx's TC_OTHER: a byte that continues an unquoted literal.
    @inline(__always) package static func isLiteralByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x22, 0x2C, 0x3A, 0x7B, 0x7D, 0x5B, 0x5D, 0x5C: false
        case 0x00...0x20: false
        default: true
        }
    }

    package var isAtEnd: Bool { position >= bytes.count }

    /// Skips whitespace and returns the next byte without consuming it (nil at the end).
    @inline(__always) package mutating func peek() -> UInt8? {
        while position < bytes.count {
            let byte = bytes[position]
            if !Self.isWhitespace(byte) { return byte }
            position += 1
        }
        return nil
    }

    /// kotlinx `canConsumeValue`: the next token may start a value (string, literal, `[` or `{`).
    package mutating func canConsumeValue() -> Bool {
        guard let byte = peek() else { return false }
        return byte != 0x7D && byte != 0x5D && byte != 0x3A && byte != 0x2C
    }

    @inline(__always) package mutating func tryConsume(_ byte: UInt8) -> Bool {
        if peek() == byte {
            position += 1
            return true
        }
        return false
    }

    package mutating func tryConsumeComma() -> Bool { tryConsume(0x2C) }

    /// kotlinx `consumeNextToken(expected)`, failing with its `Expected …, but had '…' instead`.
    @inline(__always) package mutating func consume(_ byte: UInt8) throws(KotlinJSONError) {
        if tryConsume(byte) { return }
        try failConsuming(byte)
    }

    /// Why `consume` failed (kept out of line: the hot path is the match).
    @inline(never) mutating func failConsuming(_ byte: UInt8) throws(KotlinJSONError) {
        if byte == 0x22, let next = peek(), Self.isLiteralByte(next) {
            let saved = position
            let literal = try readLenientText()
            position = saved
            if literal.isQuoted == false && text(literal) == "null" {
                throw error("Expected string literal but 'null' literal was found", at: position)
            }
        }
        throw expectedToken(byte)
    }

    /// kotlinx's `fail(expectedToken)`: the offset of the consumed character, no offset at the end
    /// of the input, and (a kotlinx quirk) `EOF` named when the unexpected character is the last one.
    func expectedToken(_ byte: UInt8) -> KotlinJSONError {
        let description =
            switch byte {
            case 0x22: "quotation mark '\"'"
            case 0x3A: "colon ':'"
            case 0x2C: "comma ','"
            case 0x7B: "start of the object '{'"
            case 0x7D: "end of the object '}'"
            case 0x5B: "start of the array '['"
            case 0x5D: "end of the array ']'"
            default: "'\(Character(Unicode.Scalar(byte)))'"
            }
        let found = position >= bytes.count - 1 ? "EOF" : currentCharacterDescription
        var failure = error("Expected \(description), but had '\(found)' instead", at: position)
        if position >= bytes.count { failure.offset = nil }
        return failure
    }

    /// The character at the position as kotlinx quotes it, or `EOF`.
    var currentCharacterDescription: String {
        guard position < bytes.count else { return "EOF" }
        return String(characterAt(position))
    }

    func characterAt(_ offset: Int) -> Character {
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self).first ?? "?"
    }

    /// kotlinx `tryConsumeNull`: lowercase `null` not followed by a literal character.
    package mutating func tryConsumeNull(consume: Bool = true) -> Bool {
        guard peek() == 0x6E, position + 4 <= bytes.count else { return false }
        guard bytes[position + 1] == 0x75, bytes[position + 2] == 0x6C, bytes[position + 3] == 0x6C else {
            return false
        }
        if position + 4 < bytes.count && Self.isLiteralByte(bytes[position + 4]) { return false }
        if consume { position += 4 }
        return true
    }

    // MARK: Strings

    /// A quoted string (kotlinx `consumeKeyString`): the opening quote is required.
    package mutating func readQuotedString() throws(KotlinJSONError) -> KotlinJSONText {
        // The quote right here (compact JSON): what `peek` and `consume` below would find, without their two scans.
        if position < bytes.count && bytes[position] == 0x22 {
            position += 1
            return try readStringBody()
        }
        // kotlinx retries a missing quote as a lenient string, which fails on anything but a literal.
        if let next = peek(), next != 0x22, !Self.isLiteralByte(next) {
            throw error("Expected beginning of the string, but got \(characterAt(position))", at: position)
        }
        try consume(0x22)
        return try readStringBody()
    }

    /// The rest of a string after its opening quote, validating escapes as kotlinx does.
    mutating func readStringBody() throws(KotlinJSONError) -> KotlinJSONText {
        let start = position
        // Fast path (as kotlinx's `consumeKeyString`): the closing quote with no backslash before it.
        if let quote = firstQuoteOrBackslash(from: start), bytes[quote] == 0x22 {
            position = quote + 1
            return KotlinJSONText(start: start, end: quote, hasEscapes: false, isQuoted: true)
        }
        do throws(KotlinJSONError) {
            return try readEscapedStringBody(from: start)
        } catch {
            // kotlinx looks for any quote first (an escaped one counts): with none, the string is unterminated.
            // Asked only on failure: a string that is read whole has its closing quote.
            if !hasQuote(from: start) { throw unterminatedString(from: start) }
            throw error
        }
    }

    /// A string body with escapes from `start` (the slow path). kotlinx's lexer stays at the string's start while
    /// it reads escapes: their errors name that offset.
    private mutating func readEscapedStringBody(from start: Int) throws(KotlinJSONError) -> KotlinJSONText {
        var hasEscapes = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 {
                let text = KotlinJSONText(start: start, end: position, hasEscapes: hasEscapes, isQuoted: true)
                position += 1
                return text
            }
            if byte == 0x5C {
                hasEscapes = true
                position += 1
                guard position < bytes.count else {
                    throw error("Expected escape sequence to continue, got EOF", at: start)
                }
                switch bytes[position] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: position += 1
                case 0x75:
                    // kotlinx wants the four digits and one more character (`startPos + 4 >= length` fails).
                    guard position + 5 < bytes.count else {
                        throw error("Unexpected EOF during unicode escape", at: position + 1)
                    }
                    for offset in 1...4 where Self.hexValue(bytes[position + offset]) == nil {
                        throw error(
                            "Invalid toHexChar char '\(characterAt(position + offset))' in unicode escape", at: start)
                    }
                    position += 5
                default:
                    throw error("Invalid escaped char '\(characterAt(position))'", at: start)
                }
                continue
            }
            position += 1
        }
        // Only escaped quotes: kotlinx runs out of input and names no offset (its position is -1).
        var failure = error("Unexpected EOF", at: position)
        failure.offset = nil
        throw failure
    }

    /// Whether a quote byte follows `offset` anywhere (kotlinx's `indexOf('"', current)`).
    func hasQuote(from offset: Int) -> Bool {
        var index = offset
        while index < bytes.count {
            if bytes[index] == 0x22 { return true }
            index += 1
        }
        return false
    }

    /// kotlinx with no quote left (`consumeStringLenient`, then `fail(TC_STRING)`): the rest is read as an
    /// unquoted literal after whitespace, and the error names what stopped it.
    mutating func unterminatedString(from start: Int) -> KotlinJSONError {
        position = start
        while position < bytes.count && Self.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return error("EOF", at: position) }
        guard Self.isLiteralByte(bytes[position]) else {
            return error("Expected beginning of the string, but got \(characterAt(position))", at: position)
        }
        while position < bytes.count && Self.isLiteralByte(bytes[position]) { position += 1 }
        let found = position < bytes.count ? String(characterAt(position)) : "EOF"
        return error("Expected quotation mark '\"', but had '\(found)' instead", at: position)
    }

    /// The offset of the first quote or backslash from `offset` on: eight bytes at a time (a byte
    /// equal to either is a zero byte of the word XOR the byte repeated; the lowest flagged byte is
    /// exact), then byte by byte in the last seven bytes.
    @inline(__always) func firstQuoteOrBackslash(from offset: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = offset
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & highs
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte == 0x22 || byte == 0x5C { return index }
            index += 1
        }
        return nil
    }

    static func hexValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case 0x30...0x39: UInt16(byte - 0x30)
        case 0x61...0x66: UInt16(byte - 0x61 + 10)
        case 0x41...0x46: UInt16(byte - 0x41 + 10)
        default: nil
        }
    }

    /// kotlinx `consumeStringLenient`: a quoted string, or an unquoted literal up to the next
    /// whitespace or structural character.
    package mutating func readLenientText() throws(KotlinJSONError) -> KotlinJSONText {
        guard let byte = peek() else { throw error("Expected beginning of the string, but got EOF", at: position) }
        if byte == 0x22 {
            position += 1
            return try readStringBody()
        }
        let start = position
        while position < bytes.count && Self.isLiteralByte(bytes[position]) { position += 1 }
        if position == start {
            throw error("Expected beginning of the string, but got \(characterAt(position))", at: position)
        }
        return KotlinJSONText(start: start, end: position, hasEscapes: false, isQuoted: false)
    }

    /// The text of a span, escapes decoded (lone surrogates become U+FFFD).
    package func text(_ span: KotlinJSONText) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        guard span.hasEscapes else { return Self.string(raw) }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count)
        var index = 0
        var chunk: [UInt8] = []
        func flush() {
            if !chunk.isEmpty {
                units.append(contentsOf: String(decoding: chunk, as: UTF8.self).utf16)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == 0x5C, index + 1 < raw.count else {
                chunk.append(byte)
                index += 1
                continue
            }
            flush()
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case 0x62: units.append(0x08)
            case 0x66: units.append(0x0C)
            case 0x6E: units.append(0x0A)
            case 0x72: units.append(0x0D)
            case 0x74: units.append(0x09)
            case 0x75:
                var value: UInt16 = 0
                for offset in 0..<4 where index + offset < raw.count {
                    value = value << 4 | (Self.hexValue(raw[index + offset]) ?? 0)
                }
                units.append(value)
                index += 4
            default: units.append(UInt16(escape))
            }
        }
        flush()
        return String(decoding: units, as: UTF16.self)
    }

    /// UTF-8 bytes as a `String` (ill-formed sequences become U+FFFD, as `String(decoding:as:)` makes them). Up to 15
    /// bytes, a small string copied in place: ~40 instructions where `String(decoding:as:)` takes ~90 (issue #28);
    /// longer ones are checked a word at a time for ASCII by `String(decoding:as:)`, cheaper there.
    @inline(__always) static func string(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard raw.count <= 15, let source = raw.baseAddress else { return String(decoding: raw, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.count) { target in
            target.baseAddress?.initialize(from: source, count: raw.count)
            return raw.count
        }
    }

    /// Whether an escape-free span's bytes equal `key`.
    @inline(__always) package func bytesEqual(_ span: KotlinJSONText, _ key: [UInt8]) -> Bool {
        guard span.end - span.start == key.count else { return false }
        var index = 0
        while index < key.count {
            if bytes[span.start + index] != key[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether a span's bytes equal `key` (fast path for keys without escapes).
    package func spanEquals(_ span: KotlinJSONText, _ key: String) -> Bool {
        if span.hasEscapes { return text(span) == key }
        var utf8 = key.utf8.makeIterator()
        var index = span.start
        while let expected = utf8.next() {
            guard index < span.end, bytes[index] == expected else { return false }
            index += 1
        }
        return index == span.end
    }

    // MARK: Errors

    /// An error at a byte offset, with kotlinx's UTF-16 offset and the line and column.
    package func error(_ message: String, at byteOffset: Int, kind: KotlinJSONError.Kind = .decoding)
        -> KotlinJSONError
    {
        let clamped = min(max(byteOffset, 0), bytes.count)
        var utf16 = 0
        var line = 1
        var column = 1
        var index = 0
        while index < clamped {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                utf16 += byte >= 0xF0 ? 2 : 1
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            index += 1
        }
        return KotlinJSONError(
            kind: kind, message: message, offset: utf16, byteOffset: clamped, line: line, column: column)
    }
}
