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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + done, $0.count - done)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }
}
