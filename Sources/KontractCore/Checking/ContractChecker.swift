// Stage 2: checks parsed contract files against Kotlin's rules and builds the checked model.

/// Runs every check over the files of one module.
public enum ContractChecker {
    /// Checks `files` together (names resolve across them) and returns the diagnostics.
    /// The module is returned even when there are errors; callers must not generate from it then.
    public static func check(_ files: [ContractFile]) -> (module: CheckedModule, diagnostics: [Diagnostic]) {
        let index = ModuleIndex(files: files)
        var diagnostics = DiagnosticCollector()
        for (first, second) in index.duplicates {
            diagnostics.emit(
                .duplicateDeclaration,
                "'\(second.qualifiedName)' is already declared at \(first.declaration.name.location)",
                at: second.declaration.name.location)
        }
        return (CheckedModule(index: index), diagnostics.diagnostics)
    }
}
