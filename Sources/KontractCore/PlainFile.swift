// Reads and writes whole files with plain system calls (open, read/write, close): no temporary file, no fsync.

import Foundation

/// The writers' one file write. Foundation's `Data.write(to:)` and `FileManager.createFile` `fsync` every file
/// (and `createFile` writes a temporary file and renames it); the writers that use this one write into a staging
/// folder private to the run and move the files into place by rename only once every one is written, so a run
/// that fails or is killed half-way leaves the output folder as it was without an fsync per file.
public enum PlainFile {
    /// Creates or truncates `path` (mode 0666 before the umask, as Foundation) and writes `bytes`: 0, or the
    /// `errno` of the call that failed.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var done = 0
        while done < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = count < 0 ? errno : EIO
                close(descriptor)
                return code
            }
            done += count
        }
        return close(descriptor) == 0 ? 0 : errno
    }

    /// The bytes of the regular file `path`, nil when there is none or it cannot be read (no Foundation: a file
    /// attribute query reads the user and group databases, thousands of opens over a tree of contracts).
    public static func read(_ path: String) -> [UInt8]? {
        guard case .bytes(let bytes) = read(path, maximumSize: Int.max) else { return nil }
        return bytes
    }

    /// What `read(_:maximumSize:)` found.
    public enum Contents: Equatable, Sendable {
        case bytes([UInt8])
        /// A regular file of this many bytes, more than the maximum: not read.
        case tooLarge(Int)
        /// A folder (or another file that is not a regular file): not read.
        case notRegularFile
        /// No such file, or it cannot be opened or read.
        case unreadable
    }

    /// The bytes of the regular file `path` when it holds at most `maximumSize` bytes: one open, fstat, read and
    /// close (extract reads thousands of files; a stat by path before, and Foundation's `Data` after, were two
    /// more system calls and a copy per file).
    public static func read(_ path: String, maximumSize: Int) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
        guard Int(status.st_size) <= maximumSize else { return .tooLarge(Int(status.st_size)) }
        let size = Int(status.st_size)
        var isComplete = true
        // Read straight into the array's storage (not zeroed first).
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = Foundation.read(descriptor, buffer.baseAddress! + done, size - done)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    isComplete = false
                    break
                }
                done += count
            }
            initialized = done
        }
        return isComplete ? .bytes(bytes) : .unreadable
    }
}
