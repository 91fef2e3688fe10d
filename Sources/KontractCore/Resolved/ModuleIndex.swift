// The module's symbol table: every declaration of every contract file by qualified name.

/// One declaration of the module with where it stands.
public struct IndexedDeclaration: Sendable {
    /// The fields live in one shared box: an entry is copied wherever the model, the projection and the rules
    /// pass it around, and a copy of the box is one retain where the fields would be dozens (`kontract diff` on
    /// 2,000 types spent about a third of its time copying and destroying entries).
    @usableFromInline var storage: Storage

    public init(
        declaration: Declaration, qualifiedName: String, package: String, file: ContractFile, parent: String?,
        isNestedSubclass: Bool = false
    ) {
        storage = Storage(
            Fields(
                declaration: declaration, qualifiedName: qualifiedName, package: package, file: file,
                parent: parent, isNestedSubclass: isNestedSubclass))
    }

    public var declaration: Declaration {
        // `_read` lends the field where a getter would copy it out (a `Declaration` is dozens of references).
        @inlinable _read { yield storage.fields.declaration }
        set { storage = storage.with(\.declaration, newValue) }
    }
    /// `pkg.Outer.Inner`.
    public var qualifiedName: String {
        @inlinable _read { yield storage.fields.qualifiedName }
        set { storage = storage.with(\.qualifiedName, newValue) }
    }
    public var package: String {
        @inlinable _read { yield storage.fields.package }
        set { storage = storage.with(\.package, newValue) }
    }
    /// The contract file that declares it.
    public var file: ContractFile {
        @inlinable _read { yield storage.fields.file }
        set { storage = storage.with(\.file, newValue) }
    }
    /// The qualified name of the enclosing declaration: a sealed type's nested subclass, or a declaration
    /// of `nested` / `companion`.
    public var parent: String? {
        @inlinable _read { yield storage.fields.parent }
        set { storage = storage.with(\.parent, newValue) }
    }
    /// True when the declaration is nested in `subclasses` (its parent is its sealed parent); false for
    /// top-level declarations and those of `nested`/`companion`, which only live in their parent's scope.
    public var isNestedSubclass: Bool {
        @inlinable _read { yield storage.fields.isNestedSubclass }
        set { storage = storage.with(\.isNestedSubclass, newValue) }
    }

    /// The enclosing sealed type of a subclass nested in `subclasses`.
    public var nestingSealedParent: String? { isNestedSubclass ? parent : nil }

    /// The name inside its package: `Outer.Inner`, or `Name` at top level.
    public var nameInPackage: String {
        package.isEmpty ? qualifiedName : String(qualifiedName.dropFirst(package.count + 1))
    }

    /// The fields of an entry, never mutated: a setter makes a new box (value semantics), and a read needs no
    /// exclusivity check.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        /// A copy with one field changed.
        func with<Value>(_ field: WritableKeyPath<Fields, Value>, _ value: Value) -> Storage {
            var changed = fields
            changed[keyPath: field] = value
            return Storage(changed)
        }
    }

    /// What an entry holds, as one value.
    @usableFromInline struct Fields: Sendable {
        @usableFromInline var declaration: Declaration
        @usableFromInline var qualifiedName: String
        @usableFromInline var package: String
        @usableFromInline var file: ContractFile
        @usableFromInline var parent: String?
        @usableFromInline var isNestedSubclass: Bool
    }
}

/// All declarations of the contract files of one run, which form one Kotlin module.
public struct ModuleIndex: Sendable {
    public let files: [ContractFile]
    /// In source order: files in the order given, declarations in file order, a sealed
    /// type before its nested subclasses.
    public private(set) var declarations: [IndexedDeclaration] = []
    private var byQualifiedName: [String: Int] = [:]
    /// Qualified names by name inside their package (`Outer.Inner`), for cross-package lookup.
    private var byNameInPackage: [String: [String]] = [:]
    /// The last `.`-separated segment of every declared qualified name: ``candidates(for:in:)`` answers at once
    /// for a name no declaration ends with (the built-ins most properties spell: `Int`, `String`, `List`).
    private var lastSegments: Set<String> = []
    /// Pairs of declarations that share a qualified name (the second is the duplicate).
    public private(set) var duplicates: [(first: IndexedDeclaration, second: IndexedDeclaration)] = []

    /// Every name a type may be spelled with, for "did you mean" (declared names in their
    /// package, then the built-ins); computed once.
    public private(set) var suggestionNames: [String] = []
    /// The `typealias` entries by qualified name (the first of two of one name; the checker reports the second).
    public private(set) var typeAliases: [String: IndexedTypeAlias] = [:]
    /// Every alias in file order, duplicates included, for the checker.
    public private(set) var allTypeAliases: [IndexedTypeAlias] = []
    private var aliasesByName: [String: [String]] = [:]
    /// The `value class` entries by qualified name (the first of two of one name; the checker reports the second).
    public private(set) var valueClasses: [String: IndexedValueClass] = [:]
    /// Every value class in file order, duplicates included, for the checker.
    public private(set) var allValueClasses: [IndexedValueClass] = []
    private var valueClassesByName: [String: [String]] = [:]

    public init(files: [ContractFile]) {
        self.files = files
        for file in files {
            for declaration in file.declarations where declaration.kind != .file {
                add(declaration, file: file, prefix: file.package.value, parent: nil)
            }
        }
        for file in files {
            for alias in file.typeAliases {
                let package = file.package.value
                let name = alias.name.value
                let entry = IndexedTypeAlias(
                    alias: alias, qualifiedName: package.isEmpty ? name : "\(package).\(name)", package: package)
                allTypeAliases.append(entry)
                guard typeAliases[entry.qualifiedName] == nil else { continue }
                typeAliases[entry.qualifiedName] = entry
                aliasesByName[name, default: []].append(entry.qualifiedName)
            }
            for valueClass in file.valueClasses {
                let package = file.package.value
                let name = valueClass.name.value
                let entry = IndexedValueClass(
                    valueClass: valueClass, qualifiedName: package.isEmpty ? name : "\(package).\(name)",
                    package: package)
                allValueClasses.append(entry)
                guard valueClasses[entry.qualifiedName] == nil else { continue }
                valueClasses[entry.qualifiedName] = entry
                valueClassesByName[name, default: []].append(entry.qualifiedName)
            }
        }
        suggestionNames =
            declarations.map(\.nameInPackage) + allTypeAliases.map(\.alias.name.value)
            + allValueClasses.map(\.valueClass.name.value)
            + KotlinPrimitive.allCases.map(\.rawValue)
            + KotlinSpecialType.allCases.map(\.rawValue) + KotlinBuiltinGeneric.allCases.map(\.rawValue)
            + KotlinPlatformType.allCases.map(\.rawValue) + KotlinHiddenType.allCases.map(\.rawValue)
    }

    private mutating func add(
        _ declaration: Declaration, file: ContractFile, prefix: String, parent: String?, isSubclass: Bool = false
    ) {
        let qualified = prefix.isEmpty ? declaration.name.value : "\(prefix).\(declaration.name.value)"
        let entry = IndexedDeclaration(
            declaration: declaration, qualifiedName: qualified, package: file.package.value, file: file,
            parent: parent, isNestedSubclass: isSubclass)
        if let existing = byQualifiedName[qualified] {
            duplicates.append((declarations[existing], entry))
        } else {
            byQualifiedName[qualified] = declarations.count
            declarations.append(entry)
            byNameInPackage[entry.nameInPackage, default: []].append(qualified)
            lastSegments.insert(Self.lastSegment(of: qualified))
        }
        for subclass in declaration.subclasses {
            add(subclass, file: file, prefix: qualified, parent: qualified, isSubclass: true)
        }
        for member in declaration.nested {
            add(member, file: file, prefix: qualified, parent: qualified)
        }
    }

    public subscript(qualifiedName: String) -> IndexedDeclaration? {
        byQualifiedName[qualifiedName].map { declarations[$0] }
    }

    /// The file declarations (`SearchIos.kt`) of all files, with their contract file.
    public var fileDeclarations: [(declaration: Declaration, file: ContractFile)] {
        files.flatMap { file in file.declarations.filter { $0.kind == .file }.map { ($0, file) } }
    }

    /// The subclasses of a sealed type: nested ones and top-level ones naming it in `supertypes`.
    public func subclasses(of sealedName: String) -> [IndexedDeclaration] {
        declarations.filter { entry in
            if entry.nestingSealedParent == sealedName { return true }
            let scope = TypeScope.supertypes(of: entry)
            return entry.declaration.supertypes.contains { supertype in
                if case .declared(let name, _) = resolveQuietly(supertype, in: scope).kind { return name == sealedName }
                return false
            }
        }
    }

    /// The sealed parents of a declaration: the enclosing sealed type (of `subclasses`) and `supertypes`.
    public func sealedParents(of entry: IndexedDeclaration) -> [String] {
        var parents: [String] = []
        if let parent = entry.nestingSealedParent { parents.append(parent) }
        let scope = TypeScope.supertypes(of: entry)
        for supertype in entry.declaration.supertypes {
            if let name = resolveQuietly(supertype, in: scope).declaredName, !parents.contains(name) {
                parents.append(name)
            }
        }
        return parents
    }

    /// Resolves a type, ignoring problems (for stages after checking).
    public func resolveQuietly(_ type: KotlinType, in scope: TypeScope) -> ResolvedType {
        var ignored = DiagnosticCollector()
        return TypeResolver(index: self, reportsProblems: false).resolve(type, in: scope, diagnostics: &ignored)
    }

    /// `Inner` for `pkg.Outer.Inner`; the name itself without a `.`.
    private static func lastSegment(of name: String) -> String {
        // By UTF-8 code unit: `.` is ASCII, and Character-wise search costs a grapheme walk per name.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// Resolves a declared-name path (`Outer.Inner`, `pkg.Name`) to qualified names it may denote.
    func candidates(for path: [String], in scope: TypeScope) -> [String] {
        // Every name looked up below ends with the path's last segment, as the qualified name it finds does.
        guard let last = path.last, lastSegments.contains(Self.lastSegment(of: last)) else { return [] }
        let name = path.count == 1 ? last : path.joined(separator: ".")
        // Innermost scope first: nested classes of the enclosing declarations, then the package.
        var enclosing = scope.enclosing
        while let outer = enclosing {
            if byQualifiedName["\(outer).\(name)"] != nil { return ["\(outer).\(name)"] }
            enclosing = self[outer]?.parent
        }
        let inPackage = scope.package.isEmpty ? name : "\(scope.package).\(name)"
        if byQualifiedName[inPackage] != nil { return [inPackage] }
        if byQualifiedName[name] != nil { return [name] }
        // Contracts have no imports: a name declared in another package of the module resolves when unique.
        return byNameInPackage[name] ?? []
    }
}

extension ModuleIndex {
    /// The aliases a name (`UserId`, `pkg.UserId`) may denote where no declaration has it: the scope's package
    /// first, then a qualified name, then a simple name declared once in another package.
    func aliasCandidates(for path: [String], in scope: TypeScope) -> [String] {
        let name = path.joined(separator: ".")
        let inPackage = scope.package.isEmpty ? name : "\(scope.package).\(name)"
        if typeAliases[inPackage] != nil { return [inPackage] }
        if typeAliases[name] != nil { return [name] }
        return path.count == 1 ? aliasesByName[name] ?? [] : []
    }
}

extension ModuleIndex {
    /// The value classes a name (`UserId`, `pkg.UserId`) may denote where no declaration has it: the scope's
    /// package first, then a qualified name, then a simple name declared once in another package.
    func valueClassCandidates(for path: [String], in scope: TypeScope) -> [String] {
        let name = path.joined(separator: ".")
        let inPackage = scope.package.isEmpty ? name : "\(scope.package).\(name)"
        if valueClasses[inPackage] != nil { return [inPackage] }
        if valueClasses[name] != nil { return [name] }
        return path.count == 1 ? valueClassesByName[name] ?? [] : []
    }
}

/// A `value class` with where it stands.
public struct IndexedValueClass: Sendable {
    public let valueClass: ValueClass
    public let qualifiedName: String
    public let package: String
}

/// A `typealias` with where it stands.
public struct IndexedTypeAlias: Sendable {
    public let alias: TypeAlias
    public let qualifiedName: String
    public let package: String
}

/// Where a type expression stands, for name resolution.
public struct TypeScope: Sendable {
    public var package: String
    /// The qualified name of the enclosing declaration whose nested names are in scope.
    public var enclosing: String?
    /// The type parameters in scope (a generic function's), innermost last; their names shadow declarations.
    public var typeParameters: [TypeParameter] = []
    /// The type parameters of the enclosing generic class, which Swift sees as its own (`T` of `Box<T>`), not erased.
    public var classTypeParameters: [TypeParameter] = []

    public init(package: String, enclosing: String? = nil) {
        self.package = package
        self.enclosing = enclosing
    }

    /// The scope of `entry`'s `supertypes`: the names around it and its own type parameters (`Sub<T> : Base<T>`).
    public static func supertypes(of entry: IndexedDeclaration) -> TypeScope {
        var scope = TypeScope(package: entry.package, enclosing: entry.parent)
        scope.classTypeParameters = entry.declaration.typeParameters
        return scope
    }

    /// The scope of the members of `entry`: its nested names, and its type parameters (a class's kept, an
    /// interface's erased: ObjC protocols are not generic).
    public static func members(of entry: IndexedDeclaration) -> TypeScope {
        var scope = TypeScope(package: entry.package, enclosing: entry.qualifiedName)
        let parameters = entry.declaration.typeParameters
        if entry.declaration.kind == .interface {
            scope.typeParameters = parameters
        } else {
            scope.classTypeParameters = parameters
        }
        return scope
    }

    /// This scope inside a generic function: its type parameters are in scope too.
    public func including(_ typeParameters: [TypeParameter]) -> TypeScope {
        guard !typeParameters.isEmpty else { return self }
        var scope = self
        scope.typeParameters += typeParameters
        return scope
    }
}
