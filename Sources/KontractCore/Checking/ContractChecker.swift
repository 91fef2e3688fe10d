// Stage 2: checks parsed contract files against Kotlin's rules and builds the checked model.

/// Runs every check over the files of one module.
///
/// Each concern lives in its own file as an extension of `CheckContext`: `TypeChecks`,
/// `SerializabilityChecks`, `DuplicateChecks`, `DefaultValueChecks` (with `DefaultValueChecker`),
/// `DeclarationRules`, `BridgeChecks`, `NamingWarnings`, `ExpressionChecks`, `DefaultExpressionChecks`.
public enum ContractChecker {
    /// Checks `files` together (names resolve across them): the checked module with its
    /// warnings, or, when there is an error, only the diagnostics. Diagnostics come one per id
    /// and position, in the order the checks found them.
    public static func check(_ files: [ContractFile]) -> CheckResult {
        let index = ModuleIndex(files: files)
        var context = CheckContext(index: index)
        context.checkTypes()
        context.checkTypeAliases()
        context.checkValueClasses()
        context.checkSerializability()
        context.checkDuplicates()
        context.checkDefaultValues()
        context.checkDeclarationRules()
        context.checkEnumClasses()
        context.checkSealedInterfaceProperties()
        context.checkPlainClasses()
        context.checkSealedConstructors()
        context.checkGenericClasses()
        context.checkExceptions()
        context.checkBridges()
        context.checkNaming()
        context.checkExpressions()
        context.checkDefaultExpressions()
        let diagnostics = unique(context.diagnostics.diagnostics)
        guard !diagnostics.hasErrors else { return .failed(diagnostics) }
        return .checked(
            CheckedModule(
                index: index, hierarchy: context.hierarchy, constants: context.constants,
                defaultExpressions: context.defaultExpressions),
            warnings: diagnostics)
    }

    /// Drops a diagnostic when one with the same id was already reported at the same place
    /// (a nested sealed type's leaves are checked with each of its roots, for instance).
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert("\($0.id) \($0.location)").inserted }
    }
}

/// What checking gives: a module every later stage may rely on, or the reasons there is none.
public enum CheckResult: Sendable {
    /// No errors: the module, and the warnings met.
    case checked(CheckedModule, warnings: [Diagnostic])
    /// At least one error among the diagnostics; nothing may be generated or checked against it.
    case failed([Diagnostic])

    /// The checked module; nil when checking failed.
    public var module: CheckedModule? {
        if case .checked(let module, _) = self { return module }
        return nil
    }

    /// Every diagnostic: the warnings of a checked module, or those that failed it.
    public var diagnostics: [Diagnostic] {
        switch self {
        case .checked(_, let warnings): warnings
        case .failed(let diagnostics): diagnostics
        }
    }
}
