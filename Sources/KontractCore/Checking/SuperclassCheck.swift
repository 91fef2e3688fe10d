// Kotlin's one-superclass rule, over a class's explicit supertypes and the sealed class it is listed under.

extension CheckContext {
    /// A Kotlin class extends at most one class (KT0508). Its superclasses are the sealed class it is listed
    /// under (`subclasses`) and the classes among its `supertypes`: declared classes and sealed classes,
    /// `ViewModel`, `Throwable` and the standard exceptions. Between explicit plain superclasses each extra
    /// one is reported where it is written; a conflict with a sealed class at the class's name.
    mutating func checkSingleSuperclass(_ entry: IndexedDeclaration) {
        guard entry.declaration.kind == .plainClass || entry.declaration.kind == .dataClass else { return }
        var superclasses: [(name: String?, written: KotlinType?, isSealed: Bool)] = []
        if let parent = entry.nestingSealedParent, let sealed = index[parent],
            sealed.declaration.kind == .sealedClass
        {
            superclasses.append((parent, nil, true))
        }
        for (supertype, resolved) in resolvedSupertypes(of: entry) {
            switch resolved.kind {
            case .platform(.throwable), .exception, .platform(.viewModel):
                superclasses.append((nil, supertype, false))
            case .declared(let name, _) where name != entry.nestingSealedParent:
                switch index[name]?.declaration.kind {
                case .plainClass: superclasses.append((name, supertype, false))
                case .sealedClass: superclasses.append((name, supertype, true))
                default: continue
                }
            default: continue
            }
        }
        guard superclasses.count > 1 else { return }
        let className = entry.declaration.name.value
        if superclasses.contains(where: \.isSealed) {
            let spelled = superclasses.prefix(2).map { superclass in
                superclass.name.flatMap { index[$0]?.nameInPackage } ?? superclass.written.map { "\($0)" } ?? ""
            }
            emit(
                .invalidClassSupertype,
                "class '\(className)' extends both '\(spelled[0])' and '\(spelled[1])': a Kotlin class extends at most one class",
                at: entry.declaration.name.location)
            return
        }
        guard let first = superclasses[0].written else { return }
        for superclass in superclasses.dropFirst() {
            guard let supertype = superclass.written else { continue }
            emit(
                .invalidClassSupertype,
                "class '\(className)' cannot extend both '\(first)' and '\(supertype)': a Kotlin class extends one class only",
                at: supertype.location)
        }
    }
}
