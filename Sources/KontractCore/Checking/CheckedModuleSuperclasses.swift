// A class's declared superclasses in the checked module: one walk for the translators and the lowering passes.

extension CheckedModule {
    /// The declared plain class `entry` extends (its first non-nullable supertype naming one), if any.
    public func declaredSuperclass(of entry: IndexedDeclaration) -> IndexedDeclaration? {
        for supertype in model[entry].supertypes where !supertype.isNullable {
            if let name = supertype.declaredName, let parent = index[name], parent.declaration.kind == .plainClass {
                return parent
            }
        }
        return nil
    }

    /// `entry`'s declared superclasses, nearest first; a cycle ends the walk.
    public func declaredSuperclasses(of entry: IndexedDeclaration) -> [IndexedDeclaration] {
        var result: [IndexedDeclaration] = []
        var visited: Set<String> = [entry.qualifiedName]
        var current = entry
        while let parent = declaredSuperclass(of: current), visited.insert(parent.qualifiedName).inserted {
            result.append(parent)
            current = parent
        }
        return result
    }
}
