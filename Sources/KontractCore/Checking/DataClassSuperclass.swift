// A data class extending an open or abstract plain class (`data class D(val x: Int) : Base()`): Kotlin's rules.

extension CheckContext {
    /// `""` when `type` names a plain class a data class may extend, a message when it names one Kontract or
    /// Kotlin refuses (KT0508), nil when it names no plain class (the sealed rules apply). The contract cannot
    /// say what a data class passes to its superclass's constructor, so the superclass needs a constructor
    /// without parameters (`Base()`), which kotlinx also requires of a parent that is not `@Serializable`.
    func dataClassSuperclassProblem(_ type: ResolvedType) -> String? {
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
        guard constructors.contains(where: { $0.parameters.isEmpty && $0.visibility != .private }) else {
            return "a data class can extend '\(parentName)' only through a constructor without parameters "
                + "(`\(parent.declaration.name.value)()`): the contract cannot say the arguments it passes, and "
                + "kotlinx requires such a constructor of a superclass that is not @Serializable"
        }
        return ""
    }
}
