// Reads a contract file's bytes, turning every file-system failure into a diagnostic.

import Foundation

/// File access for contract inputs: a missing, unreadable, non-regular or too large path is a
/// diagnostic at `path:1:1`, never a thrown error or a crash.
public enum SourceFileReader {
    /// The largest contract or fixture file read: reading one costs a few times its size in
    /// memory (jansson's tree, the located tree, the model), so this bounds the memory a
    /// hostile file can take.
    public static let maximumSize = 8 << 20

    public static func read(_ path: String, limit: Int = maximumSize) -> Result<[UInt8], Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Diagnostic(.unreadablePath, "no such file or folder", at: .start(of: path)))
        }
        if isDirectory.boolValue {
            return .failure(Diagnostic(.unreadablePath, "is a folder, not a contract file", at: .start(of: path)))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Diagnostic(.unreadablePath, "cannot open the file for reading", at: .start(of: path)))
        }
        defer { try? handle.close() }
        do {
            // Read at most one byte past the limit: a file that grows, or a pipe, is bounded too.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { return .failure(tooLarge(path, limit: limit)) }
            return .success([UInt8](data))
        } catch {
            return .failure(
                Diagnostic(.unreadablePath, "cannot read the file: \(error.localizedDescription)", at: .start(of: path))
            )
        }
    }

    /// The diagnostic for a file over the limit, with its size when known.
    static func tooLarge(_ path: String, limit: Int) -> Diagnostic {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        let actual = size.map { String(format: "%.1f MiB", Double($0) / 1_048_576) } ?? "larger"
        return Diagnostic(
            .unreadablePath,
            "the file is \(actual); contract and fixture files are limited to \(limit >> 20) MiB", at: .start(of: path))
    }
}
