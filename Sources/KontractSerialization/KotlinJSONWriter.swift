// Compact JSON output with kotlinx's string escaping (only `"`, `\` and control characters).

/// The bytes kotlinx's compact composer writes.
public struct KotlinJSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// The bytes as a `String`, copied once into the string's storage (`String(decoding:)` scans them for ASCII
    /// first, then validates and copies them).
    public var text: String {
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
    mutating func append(_ written: [UInt8]) { bytes.append(contentsOf: written) }

    public mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    public mutating func byte(_ byte: UInt8) { bytes.append(byte) }

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
        bytes.append(0x22)
        bytes.append(contentsOf: utf8)
        bytes.append(0x22)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A quoted string: `"` → `\"`, `\` → `\\`, `\b \t \n \f \r`, other control characters as
    /// lowercase `\u00xx`; everything else (DEL, `/`, non-ASCII, U+2028) raw.
    public mutating func string(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 -> Bool in
            guard !Self.needsEscapes(utf8) else { return false }
            bytes.append(0x22)
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return true
        }
        if plain { return }
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
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}

extension KotlinJSONWriter {
    /// Whether any byte is a quote, a backslash or a control character: eight bytes at a time (a byte below 0x20
    /// sets its high bit in `word - 0x20…` where `~word` has it, as a quote or backslash does in the XOR with it),
    /// then byte by byte in the last seven.
    @inline(__always) static func needsEscapes(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let count = utf8.count
        var index = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let found =
                ((word &- ones &* 0x20) & ~word | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes)
                & highs
            if found != 0 { return true }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            index += 1
        }
        return false
    }

    /// Drops what was written after `count` bytes (a property the encoder leaves out after all).
    mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }
}
