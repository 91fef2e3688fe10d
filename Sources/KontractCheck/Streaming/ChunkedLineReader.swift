// Reads a stream line by line through one reusable buffer, so memory does not grow with the input.

import Foundation

/// Splits a `FileHandle`'s bytes into lines without holding more than a chunk plus the
/// longest line in memory.
///
/// The buffer starts at `chunkSize` and grows (doubling) only when one line is longer than
/// it: a 200 MB line needs a buffer of about 256 MB, because kotlinx's rules are checked on a
/// whole value at once. It never grows past `maximumLineLength`: a longer line is skipped
/// (reported through `overlong`), so memory stays bounded whatever the input.
final class ChunkedLineReader {
    private let handle: FileHandle
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var start = 0
    private var end = 0
    private var isAtEnd = false
    /// The current line is too long and its bytes are being dropped up to its newline.
    private var isDiscarding = false
    /// Bytes read so far.
    private(set) var bytesRead = 0
    /// The longest line kept in memory (the buffer's largest size), 256 MiB by default.
    let maximumLineLength: Int

    /// The default `maximumLineLength`: the largest single value `check` reads from a stream.
    static let defaultMaximumLineLength = 256 << 20

    init(handle: FileHandle, chunkSize: Int = 1 << 20, maximumLineLength: Int = defaultMaximumLineLength) {
        self.handle = handle
        self.maximumLineLength = max(chunkSize, maximumLineLength)
        capacity = chunkSize
        buffer = .allocate(capacity: chunkSize)
    }

    deinit { buffer.deallocate() }

    /// The first bytes of the stream (up to `count`), read without consuming them.
    func peek(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        while end - start < count && !isAtEnd { fill() }
        return UnsafeBufferPointer(start: buffer + start, count: min(count, end - start))
    }

    /// Calls `body` with each line (without its `\n` or `\r\n`) and its one-based number,
    /// until the input ends or `body` returns false; a line longer than `maximumLineLength`
    /// goes to `overlong` (with its number) instead.
    func forEachLine(overlong: (Int) -> Bool = { _ in true }, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) {
        var lineNumber = 0
        var searchFrom = start
        while true {
            let remaining = end - searchFrom
            if remaining > 0, let newline = memchr(buffer + searchFrom, 0x0A, remaining) {
                let newlineIndex = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                lineNumber += 1
                if isDiscarding {
                    isDiscarding = false
                    start = newlineIndex + 1
                    searchFrom = start
                    if !overlong(lineNumber) { return }
                    continue
                }
                var lineEnd = newlineIndex
                if lineEnd > start && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                let line = UnsafeBufferPointer(start: buffer + start, count: lineEnd - start)
                start = newlineIndex + 1
                searchFrom = start
                if !body(line, lineNumber) { return }
                continue
            }
            if isAtEnd {
                if isDiscarding {
                    isDiscarding = false
                    _ = overlong(lineNumber + 1)
                    start = end
                    return
                }
                if end > start {
                    lineNumber += 1
                    var lineEnd = end
                    if buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                    _ = body(UnsafeBufferPointer(start: buffer + start, count: lineEnd - start), lineNumber)
                    start = end
                }
                return
            }
            // No newline in what is buffered: read more, past what was already searched.
            let searched = end - start
            let dropped = fill()
            searchFrom = dropped ? start : start + searched
        }
    }

    /// Moves the unread bytes to the front, grows the buffer if it is full (or, at the maximum,
    /// drops the line being read), and reads a chunk. Returns whether buffered bytes were dropped.
    @discardableResult
    private func fill() -> Bool {
        var dropped = false
        if start > 0 {
            let pending = end - start
            if pending > 0 { memmove(buffer, buffer + start, pending) }
            start = 0
            end = pending
        }
        if end == capacity && capacity * 2 > maximumLineLength {
            isDiscarding = true
            dropped = true
            end = 0
        } else if end == capacity {
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            grown.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = grown
            capacity *= 2
        }
        // read(2) straight into the buffer: no intermediate `Data` per chunk.
        var count = 0
        repeat {
            count = read(handle.fileDescriptor, buffer + end, capacity - end)
        } while count < 0 && errno == EINTR
        guard count > 0 else {
            isAtEnd = true
            return dropped
        }
        end += count
        bytesRead += count
        return dropped
    }
}
