// Where contract files come from: the file system, memory (tests), or later a git revision.

/// The files a front-end run reads: which contract files some paths denote, and their bytes.
///
/// Paths are the names diagnostics print; a provider need not be backed by a disk.
public protocol SourceProvider: Sendable {
    /// The contract files `paths` denote: a file itself, or every `*.kontract.json` below a
    /// folder (recursively, sorted by path, hidden folders skipped), each once; a path that
    /// denotes nothing is a diagnostic at `path:1:1`.
    func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic])

    /// The bytes of the file at `path`, or a diagnostic at `path:1:1`.
    func read(_ path: String) -> Result<[UInt8], Diagnostic>
}

extension SourceProvider {
    /// Drops repeated paths, keeping the first.
    static func unique(_ files: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// The contract files found under the folder `path`, sorted; none is a diagnostic at `path:1:1`.
    static func folderContracts(_ found: [String], in path: String, _ diagnostics: inout [Diagnostic]) -> [String] {
        if found.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .noContractsFound, "no *\(ContractFileName.suffix) files in this folder", at: .start(of: path))
            )
        }
        return found.sorted()
    }

    /// Whether a path found under a folder is a contract file outside hidden folders.
    static func isVisibleContract(relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/")
        return !components.contains { $0.hasPrefix(".") }
            && (components.last?.hasSuffix(ContractFileName.suffix) ?? false)
    }
}
