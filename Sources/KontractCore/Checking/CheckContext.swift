// What every check of one checker run shares: the index, type scopes, the sealed hierarchy, the diagnostics.

/// The shared state of `ContractChecker.check`: each check reads the module through it
/// and reports into its collector.
struct CheckContext {
    let index: ModuleIndex
    let hierarchy: SealedHierarchy
    var diagnostics = DiagnosticCollector()
    /// Every default, initial value and parameter default that is a value of its type, as a
    /// typed constant, by where its JSON starts (`DefaultValueChecks`).
    var constants: [SourceLocation: ResolvedConstant] = [:]
    /// Every `defaultKotlin` parameter default that checks, as a typed tree, by where its string starts
    /// (`DefaultExpressionChecks`).
    var defaultExpressions: [SourceLocation: TypedExpression] = [:]

    init(index: ModuleIndex) {
        self.index = index
        self.hierarchy = SealedHierarchy(index: index)
    }

    /// Every declaration of the module, duplicates included, so that a duplicate's own
    /// members are still checked.
    var allEntries: [IndexedDeclaration] {
        index.declarations + index.duplicates.map(\.second)
    }

    /// The scope of types written inside a declaration (its members): its nested names are visible.
    func memberScope(of entry: IndexedDeclaration) -> TypeScope {
        TypeScope.members(of: entry)
    }

    /// The scope of a declaration's `supertypes`: the names around it, not its own nested ones.
    func supertypeScope(of entry: IndexedDeclaration) -> TypeScope {
        TypeScope.supertypes(of: entry)
    }

    /// The scope of the members of a `file` declaration.
    func fileScope(of file: ContractFile) -> TypeScope {
        TypeScope(package: file.package.value)
    }

    /// Resolves without reporting: `TypeChecks` reports every resolution problem once.
    func resolve(_ type: KotlinType, in scope: TypeScope) -> ResolvedType {
        index.resolveQuietly(type, in: scope)
    }

    /// The declaration's supertypes as written, each with its resolution in `supertypeScope(of:)` (quiet, as
    /// `resolve`).
    func resolvedSupertypes(of entry: IndexedDeclaration) -> [(written: KotlinType, resolved: ResolvedType)] {
        entry.declaration.supertypes.map { ($0, resolve($0, in: supertypeScope(of: entry))) }
    }

    mutating func emit(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.emit(code, message, at: location)
    }

    /// A type as messages show it: declared names without their package (`Outer.Inner`).
    func display(_ type: ResolvedType) -> String {
        index.display(type)
    }
}

extension ModuleIndex {
    /// `type` spelled for messages, with declared names relative to their package.
    func display(_ type: ResolvedType) -> String {
        let base: String
        switch type.kind {
        case .declared(let name, _):
            base = self[name]?.nameInPackage ?? name
        case .generic(let generic, let arguments):
            base = "\(generic.rawValue)<\(arguments.map(display).joined(separator: ", "))>"
        case .function(let parameters, let returns, let isSuspend):
            let text =
                "\(isSuspend ? "suspend " : "")(\(parameters.map(display).joined(separator: ", "))) -> \(display(returns))"
            return type.isNullable ? "(\(text))?" : text
        default:
            return type.description
        }
        return type.isNullable ? base + "?" : base
    }
}

/// Points at an earlier location in a message: `12:9` in the same file, else `path:12:9`.
func locationReference(_ location: SourceLocation, from current: SourceLocation) -> String {
    location.file == current.file ? "\(location.line):\(location.column)" : location.description
}

/// Who extends which sealed type, computed once per run.
struct SealedHierarchy {
    private let index: ModuleIndex
    /// Sealed type → its direct subclasses (nested and top-level), in source order.
    private let directSubclasses: [String: [IndexedDeclaration]]

    init(index: ModuleIndex) {
        self.index = index
        var map: [String: [IndexedDeclaration]] = [:]
        for entry in index.declarations {
            for parent in index.sealedParents(of: entry) where index[parent]?.declaration.kind.isSealed == true {
                map[parent, default: []].append(entry)
            }
        }
        directSubclasses = map
    }

    func subclasses(of sealedName: String) -> [IndexedDeclaration] {
        directSubclasses[sealedName] ?? []
    }

    /// The instantiable subclasses of a sealed type, through nested sealed types, each once.
    /// A cycle of sealed types (`A : B`, `B : A`) ends the walk instead of looping.
    func concreteSubclasses(of sealedName: String) -> [IndexedDeclaration] {
        var visited: Set<String> = [sealedName]
        var result: [IndexedDeclaration] = []
        var pending = subclasses(of: sealedName)
        while !pending.isEmpty {
            let entry = pending.removeFirst()
            guard visited.insert(entry.qualifiedName).inserted else { continue }
            if entry.declaration.kind.isSealed {
                pending.append(contentsOf: subclasses(of: entry.qualifiedName))
            } else {
                result.append(entry)
            }
        }
        return result
    }

    /// The JSON discriminator value of a subclass: its `serialName`, else its qualified name.
    static func serialName(of entry: IndexedDeclaration) -> String {
        entry.declaration.serialName?.value ?? entry.qualifiedName
    }
}
