// Contract files read from the file system: the CLI's and the plugins' source.

import Foundation

/// Reads contracts from disk; a missing, unreadable or non-regular path is a diagnostic.
public struct FileSystemSourceProvider: SourceProvider {
    public init() {}

    public func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.unreadablePath, "no such file or folder", at: .start(of: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                diagnostics.append(Diagnostic(.unreadablePath, "cannot list the folder", at: .start(of: path)))
                continue
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(ContractFileName.suffix) {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            files.append(contentsOf: Self.folderContracts(found, in: path, &diagnostics))
        }
        return (Self.unique(files), diagnostics)
    }

    public func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        SourceFileReader.read(path)
    }
}
