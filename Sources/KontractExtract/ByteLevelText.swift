// Trimming and splitting text byte by byte where Characters and Foundation are not needed (same results, less work).

import Foundation

extension Substring {
    /// `trimmingCharacters(in: .whitespaces)`, the same result: ends that are ASCII are settled byte by byte (the
    /// ASCII characters of `.whitespaces` are the space and the tab), and a string with a non-ASCII end (which may
    /// be another Unicode space) goes to Foundation. Foundation's trimming cost about 11,000 instructions a call.
    var trimmingWhitespaces: String {
        let (start, end) = trimmedBounds { $0 == 0x20 || $0 == 0x09 }
        guard start < end else { return "" }
        guard utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 else {
            return trimmingCharacters(in: .whitespaces)
        }
        return String(self[start..<end])
    }

    /// The text without the ASCII character `byte` at either end (as `trimmingCharacters(in:)` of that one
    /// character: an ASCII byte is always a whole Unicode scalar).
    func trimmingASCII(_ byte: UInt8) -> String {
        let (start, end) = trimmedBounds { $0 == byte }
        return String(self[start..<end])
    }

    /// The bounds left once the bytes `isTrimmed` accepts are dropped from both ends.
    private func trimmedBounds(_ isTrimmed: (UInt8) -> Bool) -> (String.Index, String.Index) {
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, isTrimmed(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isTrimmed(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return (start, end)
    }
}

extension Substring {
    /// `split(separator:omittingEmptySubsequences:)` at the ASCII character `byte`: byte by byte when the text is
    /// ASCII (where each byte is a Character, a CR LF pair aside, which holds no separator of ours), by Characters
    /// otherwise. Splitting by Characters (grapheme breaking) cost about 5,000 instructions for a short type name.
    func splitting(_ byte: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring] {
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return split(
                separator: Character(Unicode.Scalar(byte)), omittingEmptySubsequences: omittingEmptySubsequences)
        }
        var parts: [Substring] = []
        var start = utf8.startIndex
        var at = start
        while at < utf8.endIndex {
            if utf8[at] == byte {
                if !omittingEmptySubsequences || start < at { parts.append(self[start..<at]) }
                start = utf8.index(after: at)
            }
            at = utf8.index(after: at)
        }
        if !omittingEmptySubsequences || start < utf8.endIndex { parts.append(self[start..<utf8.endIndex]) }
        return parts
    }

    /// `lastIndex(of:)` of the ASCII character `byte`: byte by byte when the text is ASCII, by Characters otherwise.
    func lastIndex(ofASCII byte: UInt8) -> String.Index? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return lastIndex(of: Character(Unicode.Scalar(byte))) }
        return utf8.lastIndex(of: byte)
    }
}

extension String {
    /// `Substring.splitting(_:omittingEmptySubsequences:)` of the whole string.
    func splitting(_ byte: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring] {
        self[...].splitting(byte, omittingEmptySubsequences: omittingEmptySubsequences)
    }

    /// `Substring.lastIndex(ofASCII:)` of the whole string.
    func lastIndex(ofASCII byte: UInt8) -> String.Index? { self[...].lastIndex(ofASCII: byte) }

    /// `Substring.trimmingWhitespaces` of the whole string.
    var trimmingWhitespaces: String { self[...].trimmingWhitespaces }

    /// `Substring.trimmingASCII(_:)` of the whole string.
    func trimmingASCII(_ byte: UInt8) -> String { self[...].trimmingASCII(byte) }

    /// Whether the UTF-8 holds `byte`: one `memchr` over the contiguous bytes (`utf8.contains` walked the view
    /// byte by byte, about 27 instructions a byte: 26 M of extract's 1,026 M on the bench's 400 files).
    func containsByte(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.isEmpty ? false : memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
        }
        return found ?? utf8.contains(byte)
    }
}
