// Hands the `kotlin` getter expressions of derived and file properties to the KotlinExpressionChecker.

extension CheckContext {
    mutating func checkExpressions() {
        for entry in allEntries where !entry.declaration.derived.isEmpty {
            let scope = memberScope(of: entry)
            let properties = memberTypes(of: entry)
            for derived in entry.declaration.derived {
                let expected = resolve(derived.type, in: scope)
                guard Self.isCheckable(expected) else { continue }
                var others = properties
                others[derived.name.value] = nil
                // A constructor property of the same name wins (the duplicate is reported apart).
                for property in entry.declaration.properties {
                    others[property.name.value] = resolve(property.type, in: scope)
                }
                let this = ResolvedType(.declared(entry.qualifiedName))
                diagnostics.append(
                    contentsOf: KotlinExpressionChecker.check(
                        derived.kotlin, in: ExpressionEnvironment(properties: others, module: index, receiver: this),
                        expecting: expected))
            }
        }
        for (declaration, file) in index.fileDeclarations {
            let scope = fileScope(of: file)
            for property in declaration.fileProperties {
                guard let kotlin = property.kotlin else { continue }
                let expected = resolve(property.type, in: scope)
                guard Self.isCheckable(expected) else { continue }
                var properties: [String: ResolvedType] = [:]
                var this: ResolvedType?
                if let receiver = property.receiver {
                    let resolved = resolve(receiver, in: scope)
                    if case .unresolved = resolved.kind { continue }
                    this = resolved
                    if let name = resolved.declaredName, let entry = index[name] {
                        properties = memberTypes(of: entry)
                    }
                } else {
                    properties = topLevelProperties(of: declaration, in: scope, excluding: property.name.value)
                }
                let environment = ExpressionEnvironment(properties: properties, module: index, receiver: this)
                diagnostics.append(
                    contentsOf: KotlinExpressionChecker.check(kotlin, in: environment, expecting: expected))
            }
        }
    }

    /// The other top-level properties of a file a top-level getter reads by name (``TopLevelGetterScope``).
    private func topLevelProperties(
        of declaration: Declaration, in scope: TypeScope, excluding name: String
    ) -> [String: ResolvedType] {
        var properties: [String: ResolvedType] = [:]
        for other in declaration.fileProperties where other.receiver == nil && other.name.value != name {
            let type = resolve(other.type, in: scope)
            if TopLevelGetterScope.isReadable(type, isHidden: other.export.isHidden) {
                properties[other.name.value] = type
            }
        }
        return properties
    }

    /// Whether an expression may be checked against `type`: not when the type itself is
    /// already reported (unresolved, or `Unit`/`Nothing`, KT0204), so nothing cascades.
    private static func isCheckable(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .unresolved, .unit, .nothing: false
        default: true
        }
    }

    /// The properties `this` has inside a declaration: constructor and derived properties
    /// of a data class or object, member properties of a class.
    func memberTypes(of entry: IndexedDeclaration) -> [String: ResolvedType] {
        let scope = memberScope(of: entry)
        var types: [String: ResolvedType] = [:]
        for derived in entry.declaration.derived {
            types[derived.name.value] = resolve(derived.type, in: scope)
        }
        for member in entry.declaration.memberProperties {
            types[member.name.value] = resolve(member.type, in: scope)
        }
        for property in entry.declaration.properties {
            types[property.name.value] = resolve(property.type, in: scope)
        }
        return types
    }
}
