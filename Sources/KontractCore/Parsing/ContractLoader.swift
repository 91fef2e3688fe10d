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
        // Each file is read and parsed on its own (side by side); results keep the discovery order.
        let parsed = Concurrently.map(found.count) { index -> (ContractFile?, [Diagnostic]) in
            switch source.read(found[index]) {
            case .success(let bytes): return ContractParser.parse(bytes: bytes, path: found[index])
            case .failure(let diagnostic): return (nil, [diagnostic])
            }
        }
        var diagnostics = discoveryDiagnostics
        var files: [ContractFile] = []
        for (file, fileDiagnostics) in parsed {
            diagnostics.append(contentsOf: fileDiagnostics)
            if let file { files.append(file) }
        }
        return (files, diagnostics)
    }
}
