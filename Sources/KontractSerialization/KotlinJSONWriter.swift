// Compact JSON output with kotlinx's string escaping (only `"`, `\` and control characters).

/// The bytes kotlinx's compact composer writes.
///
/// They go into one buffer the writer owns (`KotlinJSONBuffer`) through its pointer: a write checks the room left and
/// that the buffer is not shared (a copied writer copies it before writing), then stores, where an `[UInt8]` append
/// ran its generic growth and uniqueness checks per byte and per run (~45 instructions a call, issue #28).
public struct KotlinJSONWriter {
    private var buffer = KotlinJSONBuffer.empty
    /// How many bytes are written.
    public private(set) var count = 0
    /// Where each non-ASCII string value was written byte for byte, and the string: `text` copies these strings
    /// (valid already) and validates only the ASCII between them.
    private var strings: [(offset: Int, text: String)] = []
    /// A non-ASCII byte was written some other way (an escaped string, a key, `raw`): `text` validates them all.
    private var validatesAll = false

    public init() {}

    /// The bytes written (a copy).
    public var bytes: [UInt8] { Array(written) }

    /// The bytes written, valid until the next write.
    private var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer.pointer, count: count) }

    /// The bytes as a `String`. Validating UTF-8 costs ~9 instructions a byte once a byte is not ASCII (a third of
    /// an encoding's instructions, issue #28): ASCII is checked a word at a time, and the non-ASCII strings written
    /// are appended as the strings they are.
    public var text: String {
        let all = written
        if validatesAll { return Self.validated(all) }
        if strings.isEmpty { return String(decoding: all, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(all.count)
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
        return result
    }

    /// The bytes validated and copied once into the string's storage.
    private static func validated(_ source: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: source.count) { target in
            if let from = source.baseAddress, let to = target.baseAddress {
                to.initialize(from: from, count: source.count)
            }
            return source.count
        }
    }

    /// Where the next `extra` bytes go: room made (and the buffer made this writer's own) when needed. The caller
    /// stores them and adds `extra` to `count`.
    @inline(__always) private mutating func room(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > buffer.capacity || !isKnownUniquelyReferenced(&buffer) { grow(extra) }
        return buffer.pointer + count
    }

    /// A buffer of its own with room for `extra` more bytes: twice the size needed, the bytes copied.
    @inline(never) private mutating func grow(_ extra: Int) {
        let needed = count + extra
        let capacity = needed > buffer.capacity ? max(needed, buffer.capacity * 2, 64) : buffer.capacity
        let larger = KotlinJSONBuffer(capacity: capacity)
        if count > 0 { larger.pointer.initialize(from: buffer.pointer, count: count) }
        buffer = larger
    }

    /// Whether the bytes written from `start` on are `expected`'s.
    func bytesEqual(from start: Int, _ expected: [UInt8]) -> Bool {
        UnsafeBufferPointer(rebasing: written[start...]).elementsEqual(expected)
    }

    /// Whether the bytes written from `start` on are `null`.
    func isNull(from start: Int) -> Bool {
        let pointer = buffer.pointer + start
        return count - start == 4 && pointer[0] == 0x6E && pointer[1] == 0x75 && pointer[2] == 0x6C
            && pointer[3] == 0x6C
    }

    /// Bytes written as they are (a property's precomputed key; `isASCII`: known to be, not checked again).
    mutating func append(_ written: UnsafeBufferPointer<UInt8>, isASCII: Bool = false) {
        guard let source = written.baseAddress else { return }
        if !isASCII && !validatesAll && written.contains(where: { $0 >= 0x80 }) { validatesAll = true }
        room(written.count).initialize(from: source, count: written.count)
        count += written.count
    }

    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > buffer.capacity { grow(capacity - count) }
    }

    public mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    public mutating func byte(_ byte: UInt8) {
        if byte >= 0x80 { validatesAll = true }
        room(1).pointee = byte
        count += 1
    }

    /// A signed integer's decimal digits, without making a `String`.
    public mutating func integer(_ value: Int64) {
        if value < 0 { byte(0x2D) }
        unsigned(value.magnitude)
    }

    /// An unsigned integer's decimal digits (at most 20), written backwards from the last.
    public mutating func unsigned(_ value: UInt64) {
        var digits = 1
        var bound: UInt64 = 10
        while digits < 20 && value >= bound {
            digits += 1
            bound &*= 10
        }
        let target = room(digits)
        var rest = value
        var index = digits - 1
        while index >= 0 {
            target[index] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            index -= 1
        }
        count += digits
    }

    /// A quoted string that is already UTF-8 (a property key).
    public mutating func string(utf8: [UInt8]) {
        guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            string(String(decoding: utf8, as: UTF8.self))
            return
        }
        byte(0x22)
        utf8.withUnsafeBufferPointer { append($0) }
        byte(0x22)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A quoted string: `"` → `\"`, `\` → `\\`, `\b \t \n \f \r`, other control characters as
    /// lowercase `\u00xx`; everything else (DEL, `/`, non-ASCII, U+2028) raw.
    public mutating func string(_ text: String) {
        let start = count + 1
        // A native string's bytes in place (no copy of the string to call `withUTF8`); any other made contiguous.
        let (needsEscapes, isASCII) =
            text.utf8.withContiguousStorageIfAvailable { writeUnescaped($0) }
            ?? {
                var copy = text
                return copy.withUTF8 { writeUnescaped($0) }
            }()
        if !needsEscapes {
            if !isASCII {
                if strings.isEmpty { strings.reserveCapacity(8) }
                strings.append((start, text))
            }
            return
        }
        byte(0x22)
        var hasNonASCII = false
        for unit in text.utf8 {
            switch unit {
            case 0x22: escape(0x22)
            case 0x5C: escape(0x5C)
            case 0x08: escape(0x62)
            case 0x09: escape(0x74)
            case 0x0A: escape(0x6E)
            case 0x0C: escape(0x66)
            case 0x0D: escape(0x72)
            case 0x00..<0x20:
                escape(0x75)
                byte(0x30)
                byte(0x30)
                byte(Self.hexDigits[Int(unit >> 4)])
                byte(Self.hexDigits[Int(unit & 0x0F)])
            case 0x80...:
                hasNonASCII = true
                room(1).pointee = unit
                count += 1
            default: byte(unit)
            }
        }
        // Valid UTF-8 (the string's bytes with ASCII escapes between its characters): `text` takes it as this
        // string, validated alone, rather than validating all the bytes written (~9 instructions a byte, issue #28).
        if hasNonASCII {
            let escaped = String(decoding: UnsafeBufferPointer(rebasing: written[start...]), as: UTF8.self)
            strings.append((start, escaped))
        }
        byte(0x22)
    }

    /// Writes `utf8` quoted when nothing in it needs an escape (the quotes and the bytes in one write); the scan's
    /// answers.
    @inline(__always) private mutating func writeUnescaped(_ utf8: UnsafeBufferPointer<UInt8>) -> (Bool, Bool) {
        let scan = Self.scan(utf8)
        guard !scan.needsEscapes else { return scan }
        let target = room(utf8.count + 2)
        target.pointee = 0x22
        if let source = utf8.baseAddress { (target + 1).initialize(from: source, count: utf8.count) }
        target[utf8.count + 1] = 0x22
        count += utf8.count + 2
        return scan
    }

    /// A backslash and `letter`.
    private mutating func escape(_ letter: UInt8) {
        byte(0x5C)
        byte(letter)
    }
}

extension KotlinJSONWriter {
    /// Whether any byte is a quote, a backslash or a control character, and whether all are ASCII: eight bytes at
    /// a time (a byte below 0x20 sets its high bit in `word - 0x20…` where `~word` has it, as a quote or backslash
    /// does in the XOR with it), then the last eight bytes as one word (byte by byte when there are fewer); the scan
    /// stops at the first escape (`isASCII` then says nothing).
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
        // The last bytes as the last eight (some seen already: the answers stay the same), else byte by byte.
        if index < count && count >= 8 {
            let word = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let found =
                ((word &- ones &* 0x20) & ~word | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes)
                & highs
            if found != 0 { return (true, false) }
            return (false, (high | word) & highs == 0)
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
        self.count = min(count, self.count)
        while let last = strings.last, last.offset >= count { strings.removeLast() }
    }
}

/// The memory a `KotlinJSONWriter` writes into: a fixed capacity (growing is a new buffer), freed with it. Its
/// properties are constants, so reading them costs no exclusivity check. Only the writer holding the sole reference
/// writes into it (`empty`, shared, is never written: any write first makes a buffer of its own).
final class KotlinJSONBuffer: @unchecked Sendable {
    static let empty = KotlinJSONBuffer(capacity: 0)

    let pointer: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        pointer = .allocate(capacity: max(capacity, 1))
    }

    deinit { pointer.deallocate() }
}
