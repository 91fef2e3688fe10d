// Reads a contract file's bytes, turning every file-system failure into a diagnostic.

import Foundation

/// File access for contract inputs: a missing, unreadable or non-regular path is a
/// diagnostic at `path:1:1`, never a thrown error or a crash.
public enum SourceFileReader {
    public static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
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
            let data = try handle.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(
                Diagnostic(.unreadablePath, "cannot read the file: \(error.localizedDescription)", at: .start(of: path))
            )
        }
    }
}
