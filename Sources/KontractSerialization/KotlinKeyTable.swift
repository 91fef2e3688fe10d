// A class's JSON keys as one immutable byte table, so key lookups touch no arrays, ARC or exclusivity checks.

import Foundation

/// Each property's written key (for one naming strategy) as UTF-8 bytes in one buffer, built once
/// when a class descriptor is defined and only read afterwards (safe to share between threads).
///
/// The decoder finds a key's property by comparing its bytes, starting at the property after the
/// last one found (keys usually come in declaration order): the same order, and so the same
/// answer, as a lookup by name, without making a `String`.
package final class KotlinKeyTable: @unchecked Sendable {
    package let count: Int
    /// The keys, one after another.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Where key `i` starts in `bytes` (`starts[count]` is the end of the last one).
    private let starts: UnsafeMutablePointer<Int>
    /// Whether property `i` can be read from JSON (transient properties have no key).
    private let readable: UnsafeMutablePointer<Bool>
    /// Every key is ASCII (the writer then skips checking each one it writes).
    let isASCII: Bool

    init(keys: [[UInt8]], readable isReadable: [Bool]) {
        count = keys.count
        isASCII = keys.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        let total = keys.reduce(0) { $0 + $1.count }
        bytes = .allocate(capacity: max(total, 1))
        starts = .allocate(capacity: count + 1)
        readable = .allocate(capacity: max(count, 1))
        var offset = 0
        for (index, key) in keys.enumerated() {
            starts[index] = offset
            key.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { (bytes + offset).update(from: base, count: key.count) }
            }
            offset += key.count
            readable[index] = isReadable[index]
        }
        starts[count] = offset
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
        readable.deallocate()
    }

    /// The bytes of key `index` (valid while the table lives).
    @inline(__always) func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + starts[index], count: starts[index + 1] - starts[index])
    }

    /// The readable property whose key is `length` bytes at `key`, searched from `hint` on (wrapping).
    @inline(__always)
    package func index(of key: UnsafePointer<UInt8>, length: Int, hint: Int) -> Int? {
        var offset = 0
        var index = hint < count ? hint : 0
        while offset < count {
            let start = starts[index]
            if starts[index + 1] - start == length && readable[index]
                && Self.equal(bytes + start, key, length)
            {
                return index
            }
            index += 1
            if index == count { index = 0 }
            offset += 1
        }
        return nil
    }

    /// The length of key `index` when the `available` bytes at `input` begin with it and its property is readable.
    @inline(__always) func prefixLength(of index: Int, at input: UnsafePointer<UInt8>, available: Int) -> Int? {
        guard index < count, readable[index] else { return nil }
        let start = starts[index]
        let length = starts[index + 1] - start
        guard length <= available, Self.equal(bytes + start, input, length) else { return nil }
        return length
    }

    /// Whether `length` bytes at `a` and `b` are equal: 8 to 16 bytes as two words (the first eight and the last
    /// eight, overlapping), 4 to 7 as two half words, fewer byte by byte, more by `memcmp` (a call costs about as
    /// much as the words, issue #28).
    @inline(__always) private static func equal(
        _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int
    ) -> Bool {
        if length > 16 { return memcmp(a, b, length) == 0 }
        if length >= 8 {
            let last = length - 8
            return UnsafeRawPointer(a).loadUnaligned(as: UInt64.self)
                == UnsafeRawPointer(b).loadUnaligned(as: UInt64.self)
                && UnsafeRawPointer(a + last).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(b + last).loadUnaligned(as: UInt64.self)
        }
        if length >= 4 {
            let last = length - 4
            return UnsafeRawPointer(a).loadUnaligned(as: UInt32.self)
                == UnsafeRawPointer(b).loadUnaligned(as: UInt32.self)
                && UnsafeRawPointer(a + last).loadUnaligned(as: UInt32.self)
                    == UnsafeRawPointer(b + last).loadUnaligned(as: UInt32.self)
        }
        var index = 0
        while index < length {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }
}
