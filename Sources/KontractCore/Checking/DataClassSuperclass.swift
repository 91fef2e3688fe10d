// A data class extending an open or abstract plain class (`data class D(val x: Int) : Base()`): Kotlin's and kotlinx's rules.

extension CheckContext {
    /// `""` when `type` names a plain class a data class may extend, a message when it names one Kontract or
    /// Kotlin refuses (KT0508), nil when it names no plain class (the sealed rules apply). Without
    /// `superArguments` the data class calls a constructor without parameters (`Base()`); with them it calls the
    /// primary constructor (`: Entity("u")`, checked by ``checkSuperArguments``), which kotlinx refuses of a
    /// `@Serializable` class whose superclass is not (NON_SERIALIZABLE_PARENT_MUST_HAVE_NOARG_CTOR).
    func dataClassSuperclassProblem(_ type: ResolvedType, of entry: IndexedDeclaration) -> String? {
        guard !type.isNullable, let name = type.declaredName, let parent = index[name],
            parent.declaration.kind == .plainClass
        else { return nil }
        let parentName = parent.nameInPackage
        guard parent.declaration.modality.isExtensible else {
            return
                "a data class cannot extend '\(parentName)': it is final; give it \"modality\": \"open\" or \"abstract\""
        }
        if isExceptionClass(parent) || isViewModelClass(type) {
            return "a data class extending the \(isExceptionClass(parent) ? "exception" : "view model") class "
                + "'\(parentName)' is not emulated yet"
        }
        let constructors = parent.declaration.constructors ?? [Constructor(location: parent.declaration.location)]
        let withoutParameters = constructors.contains { $0.parameters.isEmpty && $0.visibility != .private }
        let kotlinx =
            "kotlinx requires a constructor without parameters of a superclass that is not @Serializable "
            + "(NON_SERIALIZABLE_PARENT_MUST_HAVE_NOARG_CTOR)"
        if entry.declaration.superArguments != nil {
            guard !withoutParameters, entry.declaration.isSerializable else { return "" }
            return "a @Serializable data class cannot pass arguments to the constructor of '\(parentName)': "
                + kotlinx + "; give the data class \"serializable\": false, as its Kotlin has no @Serializable"
        }
        guard withoutParameters else {
            return "the contract does not say what the data class passes to the constructor of '\(parentName)', "
                + "which takes parameters: give it \"superArguments\" (`: \(parent.declaration.name.value)(…)`) and "
                + "\"serializable\": false, as " + kotlinx
        }
        return ""
    }
}
