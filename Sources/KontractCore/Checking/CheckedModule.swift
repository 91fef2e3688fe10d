// The checked model: contract files that passed every check, with their symbol table.

import Foundation

/// Stage 2's output, the input of every later stage (generator, JSON rules, checker).
///
/// A `CheckedModule` is only made by `ContractChecker` from files without errors, so consumers
/// may rely on every type resolving and every default being a constant of its type.
public struct CheckedModule: Sendable {
    public let index: ModuleIndex
    /// Who extends which sealed type, as the checker computed it.
    let hierarchy: SealedHierarchy
    private let resolved: ResolvedModelCache
    private let constants: [SourceLocation: ResolvedConstant]
    private let defaultExpressions: [SourceLocation: TypedExpression]

    init(
        index: ModuleIndex, hierarchy: SealedHierarchy, constants: [SourceLocation: ResolvedConstant],
        defaultExpressions: [SourceLocation: TypedExpression]
    ) {
        self.index = index
        self.hierarchy = hierarchy
        self.constants = constants
        self.defaultExpressions = defaultExpressions
        resolved = ResolvedModelCache(index: index, constants: constants, defaultExpressions: defaultExpressions)
    }

    /// The module with each file's declarations changed by `transform`, which must keep every name, type and
    /// location (it changes what the export shows: SKIE's visibility annotations lowered to export annotations).
    public func rewritingDeclarations(_ transform: (inout Declaration) -> Void) -> CheckedModule {
        let files = index.files.map { file in
            var file = file
            for position in file.declarations.indices { transform(&file.declarations[position]) }
            return file
        }
        return CheckedModule(
            index: ModuleIndex(files: files), hierarchy: hierarchy, constants: constants,
            defaultExpressions: defaultExpressions)
    }

    /// Every declaration with its members' types resolved once: what consumers read. Built on
    /// first use (`validate` never needs it), then shared.
    public var model: ResolvedModule { resolved.model }

    public var files: [ContractFile] { index.files }

    public subscript(qualifiedName: String) -> IndexedDeclaration? { index[qualifiedName] }

    /// The subclasses of a sealed type, as the resolved model lists them (empty for other kinds).
    public func subclasses(of qualifiedName: String) -> [IndexedDeclaration] {
        guard case .sealed(let payload) = model[DeclarationID(qualifiedName: qualifiedName)]?.kind else { return [] }
        return payload.subclasses.compactMap { model[$0]?.syntax }
    }

    /// The qualified names of the sealed types `entry` extends, as the resolved model lists them.
    public func sealedParents(of entry: IndexedDeclaration) -> [String] {
        model[entry].sealedParents.map(\.qualifiedName)
    }
}

/// Builds the resolved model once, on first use, from any thread.
private final class ResolvedModelCache: @unchecked Sendable {
    private let index: ModuleIndex
    private let constants: [SourceLocation: ResolvedConstant]
    private let defaultExpressions: [SourceLocation: TypedExpression]
    private let lock = NSLock()
    private var built: ResolvedModule?

    init(
        index: ModuleIndex, constants: [SourceLocation: ResolvedConstant],
        defaultExpressions: [SourceLocation: TypedExpression]
    ) {
        self.index = index
        self.constants = constants
        self.defaultExpressions = defaultExpressions
    }

    var model: ResolvedModule {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let model = ResolvedModule(index: index, constants: constants, defaultExpressions: defaultExpressions)
        built = model
        return model
    }
}
