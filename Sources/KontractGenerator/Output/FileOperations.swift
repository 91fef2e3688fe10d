// The file-system calls the output writer makes, replaceable in tests to inject faults.

import Foundation

/// Writes and renames as the writer does them; tests swap in failing ones (disk full, read-only).
struct FileOperations: Sendable {
    /// Writes a whole file (creating or truncating it).
    var writeFile: @Sendable (_ data: Data, _ url: URL) throws -> Void
    /// rename(2): atomically replaces `to` when it exists.
    var rename: @Sendable (_ from: URL, _ to: URL) throws -> Void

    static let system = FileOperations(
        writeFile: { data, url in try data.write(to: url) },
        rename: { from, to in
            guard Foundation.rename(from.path, to.path) == 0 else {
                let code = errno
                throw WriterError(
                    "cannot move '\(from.lastPathComponent)' to '\(to.path)': \(String(cString: strerror(code)))")
            }
        })
}
