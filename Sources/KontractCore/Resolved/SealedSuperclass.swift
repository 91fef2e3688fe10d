// The sealed class a declaration extends, and the constructor parameters it passes arguments to.

extension ModuleIndex {
    /// The sealed class among `entry`'s sealed parents (nested in it, or named in `supertypes`): a class
    /// extends at most one class.
    public func sealedSuperclass(of entry: IndexedDeclaration) -> IndexedDeclaration? {
        for name in sealedParents(of: entry) {
            if let parent = self[name], parent.declaration.kind == .sealedClass { return parent }
        }
        return nil
    }

    /// The open or abstract plain class a data class, class or object names in `supertypes` whose constructor it
    /// calls with `superArguments` (`data class User(val name: String) : Entity("u")`, `class Admin(name: String) :
    /// User(name, 0)`, `object Guest : User("guest", 0)`). Without `superArguments` a class or object calls it too
    /// when every parameter of its primary constructor has a default and no constructor takes none: Kontract assumes
    /// Kotlin's `: User()`, each parameter its default. Nil otherwise.
    public func argumentSuperclass(of entry: IndexedDeclaration) -> IndexedDeclaration? {
        let kind = entry.declaration.kind
        guard kind == .dataClass || kind == .plainClass || kind.isObject, let parent = plainSuperclass(of: entry)
        else { return nil }
        if entry.declaration.superArguments != nil { return parent }
        guard kind != .dataClass, let constructors = parent.declaration.constructors,
            let primary = constructors.first, !primary.parameters.isEmpty,
            primary.parameters.allSatisfy({ $0.defaultValue != nil }),
            !constructors.contains(where: { $0.parameters.isEmpty }), derivesDeclaredClassesOnly(parent)
        else { return nil }
        return parent
    }

    /// True when every supertype of `entry` and of the plain classes above it is declared in the module: no
    /// exception class (it passes its `message` and `cause` itself), view model or platform class.
    private func derivesDeclaredClassesOnly(_ entry: IndexedDeclaration) -> Bool {
        var visited: Set<String> = []
        var pending = [entry]
        while let current = pending.popLast() {
            guard visited.insert(current.qualifiedName).inserted else { continue }
            let scope = TypeScope.supertypes(of: current)
            for supertype in current.declaration.supertypes {
                guard let name = resolveQuietly(supertype, in: scope).declaredName, let declared = self[name]
                else { return false }
                pending.append(declared)
            }
        }
        return true
    }

    /// The plain class (open, abstract or final) `entry` names in `supertypes`, whatever it passes to it.
    public func plainSuperclass(of entry: IndexedDeclaration) -> IndexedDeclaration? {
        for name in sealedParents(of: entry) {
            if let parent = self[name], parent.declaration.kind == .plainClass { return parent }
        }
        return nil
    }

    /// The parameters of a sealed class's primary constructor (`sealed class Result(val code: Int)`); empty
    /// when it has none (Kotlin's implicit `constructor()`).
    public func sealedConstructorParameters(of sealedClass: IndexedDeclaration) -> [ConstructorParameter] {
        guard sealedClass.declaration.kind == .sealedClass else { return [] }
        return sealedClass.declaration.constructors?.first?.parameters ?? []
    }

    /// The constructor properties (`val`/`var` parameters) every class below `entry`'s sealed superclasses
    /// inherits, outermost class first (kotlinx writes a parent's properties before its subclass's), each
    /// with the sealed class declaring it.
    public func inheritedSealedProperties(of entry: IndexedDeclaration) -> [(
        parameter: ConstructorParameter, owner: IndexedDeclaration
    )] {
        var chain: [IndexedDeclaration] = []
        var visited: Set<String> = [entry.qualifiedName]
        var current = sealedSuperclass(of: entry)
        while let parent = current, visited.insert(parent.qualifiedName).inserted {
            chain.insert(parent, at: 0)
            current = sealedSuperclass(of: parent)
        }
        return chain.flatMap { owner in
            sealedConstructorParameters(of: owner).filter { $0.binding != nil }.map { ($0, owner) }
        }
    }
}
