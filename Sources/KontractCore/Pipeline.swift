// The front end in one call: contract paths → parsed files → checked module, with every diagnostic.

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
