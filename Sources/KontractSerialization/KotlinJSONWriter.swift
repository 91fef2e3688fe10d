// Compact JSON output with kotlinx's string escaping (only `"`, `\` and control characters).

/// The bytes kotlinx's compact composer writes.
public struct KotlinJSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// Where each non-ASCII string value was written byte for byte, and the string: `text` copies these strings
    /// (valid already) and validates only the ASCII between them.
    private var strings: [(offset: Int, text: String)] = []
    /// A non-ASCII byte was written some other way (an escaped string, a key, `raw`): `text` validates them all.
    private var validatesAll = false

    public init() {}

    /// The bytes as a `String`. Validating UTF-8 costs ~9 instructions a byte once a byte is not ASCII (a third of
    /// an encoding's instructions, issue #28): ASCII is checked a word at a time, and the non-ASCII strings written
    /// are appended as the strings they are.
    public var text: String {
        if validatesAll { return Self.validated(bytes) }
        if strings.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { all in
            var cursor = 0
            for (offset, string) in strings {
                if offset > cursor {
                    result += String(decoding: UnsafeBufferPointer(rebasing: all[cursor..<offset]), as: UTF8.self)
                }
                result += string
                cursor = offset + string.utf8.count
            }
            if cursor < all.count {
                result += String(decoding: UnsafeBufferPointer(rebasing: all[cursor...]), as: UTF8.self)
            }
        }
        return result
    }

    /// The bytes validated and copied once into the string's storage.
    private static func validated(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: source.count) { target in
                if let from = source.baseAddress, let to = target.baseAddress {
                    to.initialize(from: from, count: source.count)
                }
                return source.count
            }
        }
    }

    /// Bytes written as they are (a property's precomputed key).
    mutating func append(_ written: UnsafeBufferPointer<UInt8>) {
        if !validatesAll && written.contains(where: { $0 >= 0x80 }) { validatesAll = true }
        bytes.append(contentsOf: written)
    }

    mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    public mutating func raw(_ text: String) {
        if !validatesAll && !text.utf8.allSatisfy({ $0 < 0x80 }) { validatesAll = true }
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func byte(_ byte: UInt8) {
        if byte >= 0x80 { validatesAll = true }
        bytes.append(byte)
    }

    /// A signed integer's decimal digits, without making a `String`.
    public mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(0x2D) }
        unsigned(value.magnitude)
    }

    /// An unsigned integer's decimal digits.
    public mutating func unsigned(_ value: UInt64) {
        if value < 10 {
            bytes.append(0x30 &+ UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = 0x30 &+ UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// A quoted string that is already UTF-8 (a property key).
    public mutating func string(utf8: [UInt8]) {
        guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            string(String(decoding: utf8, as: UTF8.self))
            return
        }
        if !validatesAll && utf8.contains(where: { $0 >= 0x80 }) { validatesAll = true }
        bytes.append(0x22)
        bytes.append(contentsOf: utf8)
        bytes.append(0x22)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A quoted string: `"` → `\"`, `\` → `\\`, `\b \t \n \f \r`, other control characters as
    /// lowercase `\u00xx`; everything else (DEL, `/`, non-ASCII, U+2028) raw.
    public mutating func string(_ text: String) {
        var text = text
        let start = bytes.count + 1
        let (needsEscapes, isASCII) = text.withUTF8 { utf8 -> (Bool, Bool) in
            let scan = Self.scan(utf8)
            guard !scan.needsEscapes else { return scan }
            bytes.append(0x22)
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return scan
        }
        if !needsEscapes {
            if !isASCII {
                if strings.isEmpty { strings.reserveCapacity(8) }
                strings.append((start, text))
            }
            return
        }
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
            case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
            case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
            case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
            case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
            case 0x00..<0x20:
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30])
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            case 0x80...:
                validatesAll = true
                bytes.append(byte)
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}

extension KotlinJSONWriter {
    /// Whether any byte is a quote, a backslash or a control character, and whether all are ASCII: eight bytes at
    /// a time (a byte below 0x20 sets its high bit in `word - 0x20…` where `~word` has it, as a quote or backslash
    /// does in the XOR with it), then byte by byte in the last seven; the scan stops at the first escape (`isASCII`
    /// then says nothing).
    @inline(__always) static func scan(_ utf8: UnsafeBufferPointer<UInt8>) -> (needsEscapes: Bool, isASCII: Bool) {
        guard let base = utf8.baseAddress else { return (false, true) }
        let count = utf8.count
        var index = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var high: UInt64 = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let found =
                ((word &- ones &* 0x20) & ~word | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes)
                & highs
            if found != 0 { return (true, false) }
            high |= word
            index += 8
        }
        var tail: UInt8 = 0
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return (true, false) }
            tail |= byte
            index += 1
        }
        return (false, high & highs == 0 && tail < 0x80)
    }

    /// Drops what was written after `count` bytes (a property the encoder leaves out after all).
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
        while let last = strings.last, last.offset >= count { strings.removeLast() }
    }
}
