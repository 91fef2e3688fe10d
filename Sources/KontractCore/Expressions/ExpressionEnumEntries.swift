// Kotlin's typing of enum entries named in an expression (`Color.RED`).

import KotlinSyntax

extension ExpressionTypeChecker {
    /// The enum class a simple name (`Color`) or a name in the package names; nil when there is none
    /// (the name is then read as a property and reported as such).
    func enumClass(named name: String) -> IndexedDeclaration? {
        let candidates = environment.module.declarations.filter {
            $0.declaration.kind == .enumClass && ($0.nameInPackage == name || $0.qualifiedName == name)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// `Color.RED`: an entry of `enumClass`, typed as the enum.
    mutating func enumEntry(
        _ name: String, of enumClass: IndexedDeclaration, nameOffset: Int, call: CallSyntax?, offset: Int
    ) -> TypedExpression? {
        let entries = enumClass.declaration.entries.map(\.name.value)
        guard entries.contains(name), call == nil else {
            let what = call == nil ? "entry '\(name)'" : "function '\(name)()'"
            var message = "enum class '\(enumClass.nameInPackage)' has no \(what)"
            if let suggestion = NameSuggestion.closest(to: name, among: entries) {
                message += "; did you mean '\(suggestion)'?"
            }
            report(.unknownReference, message, at: nameOffset)
            return nil
        }
        return TypedExpression(
            .enumEntry(enumType: enumClass.qualifiedName, entry: name),
            type: ResolvedType(.declared(enumClass.qualifiedName)), offset: offset)
    }
}
