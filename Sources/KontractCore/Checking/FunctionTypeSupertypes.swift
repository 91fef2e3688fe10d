// A class, object or interface implementing a Kotlin function type (`class Handler : (String) -> Unit`): not emulated yet.

extension CheckContext {
    /// The KT0508 message for a function type among `entry`'s supertypes; nil for any other supertype. Kotlin accepts
    /// `class Handler : (String) -> Unit { override fun invoke(p1: String) {} }`; the ObjC export does not show such a
    /// class at all (its `Function1` supertype is one the exporter maps: JetBrains/kotlin ObjCExportMapper's
    /// `isSpecialMapped` holds for every class with a mapped supertype, and `shouldBeExposed` leaves those out), and
    /// wherever the API names it Swift sees the function type's block (`(String) -> Void`). A suspend function type is
    /// not mapped: the class would adopt the `KotlinSuspendFunction1` protocol (`invoke(p1:completionHandler:)`).
    func functionTypeSupertypeProblem(_ resolved: ResolvedType, of entry: IndexedDeclaration) -> String? {
        guard case .function(let parameters, _, let isSuspend) = resolved.kind else { return nil }
        let what = "\(entry.declaration.kind.rawValue) '\(entry.declaration.name.value)'"
        if isSuspend {
            return "\(what) implementing the suspend function type '\(display(resolved))' is not emulated yet (the "
                + "exporter shows it adopting KotlinSuspendFunction\(parameters.count), with "
                + "invoke(\(parameters.indices.map { "p\($0 + 1):" }.joined())completionHandler:))"
        }
        return "\(what) implementing the function type '\(display(resolved))' is not emulated yet (the exporter "
            + "shows no class for it: Swift sees the function type's block wherever the API names "
            + "'\(entry.declaration.name.value)')"
    }
}
