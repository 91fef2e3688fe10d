// Kotlin's rules about `value class` entries: one name per package, exactly one property whose type resolves, not
// recursive (KT0213); the shapes Kontract does not emulate yet are KG0101 at their line.

extension CheckContext {
    /// Each value class's property type is resolved once here, with its problems at the value class.
    mutating func checkValueClasses() {
        var seen: Set<String> = []
        for entry in index.allValueClasses {
            let valueClass = entry.valueClass
            let name = valueClass.name.value
            if !seen.insert(entry.qualifiedName).inserted || index[entry.qualifiedName] != nil
                || index.typeAliases[entry.qualifiedName] != nil
            {
                emit(
                    .duplicateDeclaration,
                    "'\(name)' is declared twice in package '\(entry.package)' (a value class and another declaration, typealias or value class)",
                    at: valueClass.name.location)
                continue
            }
            guard valueClass.properties.count == 1, let property = valueClass.properties.first else {
                emit(
                    .valueClassShape,
                    "value class '\(name)' has \(valueClass.properties.count) properties: Kotlin requires exactly one primary constructor 'val' (\"Value class must have exactly one primary constructor parameter\")",
                    at: valueClass.location)
                continue
            }
            let scope = TypeScope(package: entry.package)
            let resolved = TypeResolver(index: index).resolve(property.type, in: scope, diagnostics: &diagnostics)
            let recursive = reachesValueClass(property.type, entry.qualifiedName, entry.package)
            if case .unresolved = resolved.kind, recursive {
                emit(
                    .valueClassShape,
                    "value class '\(name)' is recursive: its property '\(property.name.value)' holds '\(name)' (Kotlin: \"Value class cannot be recursive\")",
                    at: property.type.location)
                continue
            }
            if case .unresolved = resolved.kind { continue }
            if recursive || resolved.isNullable || containsValueClass(resolved, nested: true) {
                let what =
                    resolved.isNullable
                    ? "a nullable type" : recursive ? "a type holding itself" : "a type holding another value class"
                diagnostics.emit(
                    Diagnostic.generator(
                        .unsupportedType,
                        "the generator does not support a value class over \(what) ('\(name)' holds '\(property.type)'): not emulated yet",
                        at: property.type.location))
            }
        }
    }

    /// True when `type` names, through value classes, the value class `target` (a recursion Kotlin refuses).
    private func reachesValueClass(_ type: KotlinType, _ target: String, _ package: String) -> Bool {
        var visited: Set<String> = []
        func walk(_ type: KotlinType, _ package: String) -> Bool {
            guard case .named(let path, let arguments) = type.kind else { return false }
            if arguments.contains(where: { walk($0, package) }) { return true }
            let found = index.valueClassCandidates(for: path, in: TypeScope(package: package))
            guard found.count == 1, let next = index.valueClasses[found[0]] else { return false }
            if next.qualifiedName == target { return true }
            guard visited.insert(next.qualifiedName).inserted, let underlying = next.valueClass.underlyingType else {
                return false
            }
            return walk(underlying, next.package)
        }
        return walk(type, package)
    }

    /// True when a value class stands anywhere inside `type` (the type itself too unless `nested` is false).
    private func containsValueClass(_ type: ResolvedType, nested: Bool) -> Bool {
        if nested, type.valueClass != nil { return true }
        switch type.kind {
        case .generic(_, let arguments), .declared(_, let arguments):
            return arguments.contains { containsValueClass($0, nested: true) }
        case .function(let parameters, let returns, _):
            return (parameters + [returns]).contains { containsValueClass($0, nested: true) }
        default:
            return false
        }
    }
}
