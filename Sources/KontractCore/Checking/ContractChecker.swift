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
        let base = CheckContext(index: index)
        // The passes read the module only and each writes its own findings: they run side by side on copies of the
        // context, whose diagnostics, constants and default expressions are then joined in pass order, exactly as
        // one serial pass over them leaves them.
        let passes = Self.passes
        let results = Concurrently.map(passes.count) { position -> CheckContext in
            var context = base
            passes[position](&context)
            return context
        }
        var context = base
        for result in results {
            context.diagnostics.append(contentsOf: result.diagnostics.diagnostics)
            context.constants.merge(result.constants) { _, later in later }
            context.defaultExpressions.merge(result.defaultExpressions) { _, later in later }
        }
        let diagnostics = unique(context.diagnostics.diagnostics)
        guard !diagnostics.hasErrors else { return .failed(diagnostics) }
        return .checked(
            CheckedModule(
                index: index, hierarchy: context.hierarchy, constants: context.constants,
                defaultExpressions: context.defaultExpressions),
            warnings: diagnostics)
    }

    /// Every check, in the order their findings are listed.
    private static let passes: [@Sendable (inout CheckContext) -> Void] = [
        { $0.checkTypes() }, { $0.checkTypeAliases() }, { $0.checkValueClasses() }, { $0.checkSerializability() },
        { $0.checkDuplicates() }, { $0.checkDefaultValues() }, { $0.checkDeclarationRules() },
        { $0.checkEnumClasses() }, { $0.checkSealedInterfaceProperties() }, { $0.checkPlainClasses() },
        { $0.checkSealedConstructors() }, { $0.checkGenericClasses() }, { $0.checkExceptions() },
        { $0.checkBridges() }, { $0.checkNaming() }, { $0.checkExpressions() }, { $0.checkDefaultExpressions() },
    ]

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
