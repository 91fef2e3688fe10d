// Finds contract files under the given paths and parses them all, through a source provider.

/// Stage 0 and 1 together: paths (files or folders) → parsed contract files.
public enum ContractLoader {
    /// The contract files `paths` denote on disk (see `SourceProvider.discover`).
    public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        FileSystemSourceProvider().discover(paths)
    }

    /// Discovers and parses every contract under `paths`, read through `source`.
    public static func load(
        _ paths: [String], from source: some SourceProvider = FileSystemSourceProvider()
    ) -> (files: [ContractFile], diagnostics: [Diagnostic]) {
        let (found, discoveryDiagnostics) = source.discover(paths)
        var diagnostics = discoveryDiagnostics
        var files: [ContractFile] = []
        for path in found {
            let (file, fileDiagnostics): (ContractFile?, [Diagnostic])
            switch source.read(path) {
            case .success(let bytes): (file, fileDiagnostics) = ContractParser.parse(bytes: bytes, path: path)
            case .failure(let diagnostic): (file, fileDiagnostics) = (nil, [diagnostic])
            }
            diagnostics.append(contentsOf: fileDiagnostics)
            if let file { files.append(file) }
        }
        return (files, diagnostics)
    }
}
