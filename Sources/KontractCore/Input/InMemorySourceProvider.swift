// Contract files held in memory: for tests, and for contracts taken from a git revision.

/// Files by path; a folder is any path prefix ending at a `/`. Discovery and diagnostics
/// follow `FileSystemSourceProvider`, so a run reads the same from memory as from disk.
public struct InMemorySourceProvider: SourceProvider {
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// Files given as UTF-8 text.
    public init(texts: [String: String]) {
        self.init(files: texts.mapValues { Array($0.utf8) })
    }

    public func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var found: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if files[path] != nil {
                found.append(path)
                continue
            }
            let folder = path.hasSuffix("/") ? path : path + "/"
            let below = files.keys.filter { $0.hasPrefix(folder) }
            guard !below.isEmpty else {
                diagnostics.append(Diagnostic(.unreadablePath, "no such file or folder", at: .start(of: path)))
                continue
            }
            let contracts = below.filter { Self.isVisibleContract(relativePath: String($0.dropFirst(folder.count))) }
            found.append(contentsOf: Self.folderContracts(contracts, in: path, &diagnostics))
        }
        return (Self.unique(found), diagnostics)
    }

    public func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        if let bytes = files[path] { return .success(bytes) }
        let isFolder = files.keys.contains { $0.hasPrefix(path.hasSuffix("/") ? path : path + "/") }
        let message = isFolder ? "is a folder, not a contract file" : "no such file or folder"
        return .failure(Diagnostic(.unreadablePath, message, at: .start(of: path)))
    }
}
