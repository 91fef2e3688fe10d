// Finds contract files under the given paths and parses them all, through a source provider.

/// Stage 0 and 1 together: paths (files or folders) → parsed contract files.
public enum ContractLoader {
    /// The suffix contract files carry.
    public static let fileSuffix = ".kontract.json"

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

/// The whole front end: paths → checked module and every diagnostic, sorted.
public struct ContractPipeline {
    public var files: [ContractFile]
    /// The checked module; nil when any file failed to load or check (see `diagnostics`).
    public var module: CheckedModule?
    public var diagnostics: [Diagnostic]

    /// Loads and checks the contracts under `paths`, read through `source` (the disk by default).
    public static func run(
        _ paths: [String], from source: some SourceProvider = FileSystemSourceProvider()
    ) -> ContractPipeline {
        let (files, loadDiagnostics) = ContractLoader.load(paths, from: source)
        let checked = ContractChecker.check(files)
        let suppressions = files.flatMap(\.suppressions)
        let diagnostics = (loadDiagnostics + checked.diagnostics).removingSuppressed(by: suppressions)
        let module = loadDiagnostics.hasErrors ? nil : checked.module
        return ContractPipeline(files: files, module: module, diagnostics: diagnostics.sortedByLocation())
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}
