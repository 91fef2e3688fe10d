// Generic classes Kotlin refuses (Throwable subclasses) or Kontract cannot emulate yet (view models).

extension CheckContext {
    /// A class with `typeParameters` that is an exception (Kotlin: a generic class cannot extend `Throwable`)
    /// or a view model (not emulated: a view model's Swift class is `TranscriptViewModel<State>`), at the key.
    mutating func checkGenericClasses() {
        for entry in allEntries where entry.declaration.kind == .plainClass {
            guard let first = entry.declaration.typeParameters.first else { continue }
            let name = entry.declaration.name.value
            if isExceptionClass(entry) {
                emit(
                    .invalidClassSupertype,
                    "class '\(name)' cannot have type parameters: Kotlin forbids generic subclasses of Throwable",
                    at: first.location)
            } else if isViewModelClass(ResolvedType(.declared(entry.qualifiedName))) {
                emit(
                    .invalidValue,
                    "generic view model '\(name)' is not emulated yet: Kontract's view models are not generic; "
                        + "give the view model concrete types", at: first.location)
            }
        }
    }
}
