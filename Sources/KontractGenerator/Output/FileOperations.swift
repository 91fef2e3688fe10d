// The file-system calls the output writer makes, replaceable in tests to inject faults.

import Foundation
import KontractCore

/// Writes and renames as the writer does them; tests swap in failing ones (disk full, read-only).
struct FileOperations: Sendable {
    /// Writes a whole file (creating or truncating it).
    var writeFile: @Sendable (_ data: Data, _ url: URL) throws -> Void
    /// rename(2): atomically replaces `to` when it exists.
    var rename: @Sendable (_ from: URL, _ to: URL) throws -> Void

    static let system = FileOperations(
        // Into the writer's own staging folder, renamed into place once all are written (StagingJournal): no
        // fsync per file, as Foundation's `Data.write(to:)` made (PlainFile).
        writeFile: { data, url in
            let code = data.withUnsafeBytes { PlainFile.write($0, to: url.path) }
            guard code == 0 else { throw WriterError(String(cString: strerror(code))) }
        },
        rename: { from, to in
            guard Foundation.rename(from.path, to.path) == 0 else {
                let code = errno
                throw WriterError(
                    "cannot move '\(from.lastPathComponent)' to '\(to.path)': \(String(cString: strerror(code)))")
            }
        })
}
