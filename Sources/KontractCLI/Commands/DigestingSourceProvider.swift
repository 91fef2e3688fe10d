// The disk, remembering the digest of every contract read: the inputs of `generate`'s stamp.

import Foundation
import KontractCore
import KontractGenerator

/// Reads contracts from disk as ``FileSystemSourceProvider`` does and keeps each file's SHA-256, taken of the
/// very bytes parsed (a file changed after it was read cannot slip into the stamp's key).
final class DigestingSourceProvider: SourceProvider, @unchecked Sendable {
    private let disk = FileSystemSourceProvider()
    // Only touched under `lock`.
    private let lock = NSLock()
    private var digests: [String: String] = [:]
    private var failed = false

    func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        disk.discover(paths)
    }

    func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        let result = disk.read(path)
        switch result {
        case .success(let bytes):
            let digest = GenerationStamp.digest(of: bytes)
            lock.withLock { digests[path] = digest }
        case .failure:
            lock.withLock { failed = true }  // The loader reports it; there is no key.
        }
        return result
    }

    /// Path → SHA-256 of every contract read; nil when one could not be read.
    var contracts: [String: String]? { lock.withLock { failed ? nil : digests } }
}
