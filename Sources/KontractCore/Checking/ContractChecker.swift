// Stage 2: checks parsed contract files against Kotlin's rules and builds the checked model.

/// Runs every check over the files of one module.
///
/// Each concern lives in its own file as an extension of `CheckContext`: `TypeChecks`,
/// `SerializabilityChecks`, `DuplicateChecks`, `DefaultValueChecks` (with `DefaultValueChecker`),
/// `DeclarationRules`, `BridgeChecks`, `NamingWarnings`, `ExpressionChecks`.
public enum ContractChecker {
    /// Checks `files` together (names resolve across them) and returns the diagnostics,
    /// one per id and position, in the order the checks found them.
    /// The module is returned even when there are errors; callers must not generate from it then.
    public static func check(_ files: [ContractFile]) -> (module: CheckedModule, diagnostics: [Diagnostic]) {
        let index = ModuleIndex(files: files)
        var context = CheckContext(index: index)
        context.checkTypes()
        context.checkSerializability()
        context.checkDuplicates()
        context.checkDefaultValues()
        context.checkDeclarationRules()
        context.checkBridges()
        context.checkNaming()
        context.checkExpressions()
        return (CheckedModule(index: index), unique(context.diagnostics.diagnostics))
    }

    /// Drops a diagnostic when one with the same id was already reported at the same place
    /// (a nested sealed type's leaves are checked with each of its roots, for instance).
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert("\($0.id) \($0.location)").inserted }
    }
}
