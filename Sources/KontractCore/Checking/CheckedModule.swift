// The checked model: contract files that passed every check, with their symbol table.

/// Stage 2's output, the input of every later stage (generator, JSON rules, checker).
///
/// A `CheckedModule` is only made from files without errors, so consumers may rely
/// on every type resolving and every default fitting its type.
public struct CheckedModule: Sendable {
    public let index: ModuleIndex
    /// Every declaration with its members' types resolved once: what consumers read.
    public let model: ResolvedModule

    public init(index: ModuleIndex) {
        self.index = index
        model = ResolvedModule(index: index)
    }

    public var files: [ContractFile] { index.files }

    public subscript(qualifiedName: String) -> IndexedDeclaration? { index[qualifiedName] }
}
