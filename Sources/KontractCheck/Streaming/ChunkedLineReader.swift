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
    /// How many bytes after `start` are known to hold no `\n` (a long line is not scanned again).
    private var newlineFree = 0
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
        forEachBatch(
            overlong: {
                lineNumber += 1
                return overlong(lineNumber)
            },
            { batch in
                var keepGoing = true
                let count = Self.forEachLine(in: batch) { line, number in
                    keepGoing = body(line, lineNumber + number)
                    return keepGoing
                }
                lineNumber += count
                return keepGoing
            })
    }

    /// Calls `body` with runs of whole lines as they are read (each run ends in `\n`, except the
    /// input's last), until the input ends or `body` returns false. A line longer than
    /// `maximumLineLength` is dropped and `overlong` called in its place, between runs. The bytes
    /// are valid until `body` returns.
    func forEachBatch(overlong: () -> Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        while true {
            if isDiscarding {
                if end > start, let newline = memchr(buffer + start, 0x0A, end - start) {
                    isDiscarding = false
                    start = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                    newlineFree = 0
                    if !overlong() { return }
                    continue
                }
                start = end
                newlineFree = 0
            } else if let newline = lastNewline() {
                let batchEnd = newline + 1
                let batch = UnsafeBufferPointer(start: buffer + start, count: batchEnd - start)
                start = batchEnd
                if !body(batch) { return }
                continue
            }
            if isAtEnd {
                if isDiscarding {
                    isDiscarding = false
                    _ = overlong()
                } else if end > start {
                    _ = body(UnsafeBufferPointer(start: buffer + start, count: end - start))
                }
                start = end
                return
            }
            fill()
        }
    }

    /// The index of the last `\n` buffered after `start` (lines are short: the scan back is too).
    private func lastNewline() -> Int? {
        var index = end
        while index > start + newlineFree {
            index -= 1
            if buffer[index] == 0x0A {
                newlineFree = end - index - 1
                return index
            }
        }
        newlineFree = end - start
        return nil
    }

    /// A run of lines cut at line boundaries into at most `count` runs of about equal size.
    static func split(_ run: UnsafeBufferPointer<UInt8>, into count: Int) -> [UnsafeBufferPointer<UInt8>] {
        guard let base = run.baseAddress, count > 1 else { return [run] }
        var pieces: [UnsafeBufferPointer<UInt8>] = []
        var pieceStart = 0
        for piece in 1..<count where pieceStart < run.count {
            let target = max(pieceStart, run.count * piece / count)
            guard target < run.count, let newline = memchr(base + target, 0x0A, run.count - target) else { break }
            let pieceEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            pieces.append(UnsafeBufferPointer(start: base + pieceStart, count: pieceEnd - pieceStart))
            pieceStart = pieceEnd
        }
        if pieceStart < run.count {
            pieces.append(UnsafeBufferPointer(start: base + pieceStart, count: run.count - pieceStart))
        }
        return pieces
    }

    /// Calls `body` with each line of a run of lines (without its `\n` or `\r\n`) and its one-based
    /// number in the run, until `body` returns false; returns how many lines were passed.
    @inline(__always)
    static func forEachLine(
        in batch: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> Int {
        guard let base = batch.baseAddress else { return 0 }
        var lineStart = 0
        var number = 0
        while lineStart < batch.count {
            var lineEnd = batch.count
            var next = batch.count
            if let newline = memchr(base + lineStart, 0x0A, batch.count - lineStart) {
                lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                next = lineEnd + 1
            }
            if lineEnd > lineStart && base[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            number += 1
            if !body(UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart), number) { break }
            lineStart = next
        }
        return number
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
            newlineFree = 0
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
