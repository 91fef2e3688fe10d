// Kotlin's rules about `typealias` entries: one name per package, a type that resolves, no cycle (KT0212).

extension CheckContext {
    /// Each alias's type is resolved once here, with its problems at the alias (a use reports only its own
    /// argument count); an alias named like a declaration or another alias of its package is KT0301.
    mutating func checkTypeAliases() {
        var seen: Set<String> = []
        for entry in index.allTypeAliases {
            let alias = entry.alias
            if !seen.insert(entry.qualifiedName).inserted || index[entry.qualifiedName] != nil {
                emit(
                    .duplicateDeclaration,
                    "'\(alias.name.value)' is declared twice in package '\(entry.package)' (a typealias and another declaration or typealias)",
                    at: alias.name.location)
                continue
            }
            var names: Set<String> = []
            for parameter in alias.typeParameters where !names.insert(parameter.value).inserted {
                emit(
                    .duplicateParameter,
                    "type parameter '\(parameter.value)' appears twice in typealias '\(alias.name.value)'",
                    at: parameter.location)
            }
            let cycle = TypeResolver(index: index, reportsProblems: false).aliasCycle(from: entry)
            if !cycle.isEmpty {
                let spelled = cycle.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
                emit(
                    .typeAliasCycle,
                    "typealias '\(alias.name.value)' expands to itself (\(spelled.joined(separator: " → "))): Kotlin refuses a recursive typealias",
                    at: alias.type.location)
                continue
            }
            var scope = TypeScope(package: entry.package)
            scope.typeParameters = alias.typeParameters.map { TypeParameter(name: $0, location: $0.location) }
            _ = TypeResolver(index: index).resolve(alias.type, in: scope, diagnostics: &diagnostics)
        }
    }
}
