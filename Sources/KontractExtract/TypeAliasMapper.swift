// A top-level `typealias` → the contract's `typealias` declaration (name, type parameters, aliased type, KDoc).

import KotlinSourceSyntax

extension ExtractionContext {
    /// `typealias ByName<V> = Map<String, V>` → `{ "kind": "typealias", "name": "ByName", "typeParameters": ["V"],
    /// "type": "Map<String, V>" }`. Kotlin rejects bounds on an alias's parameters, and the format has no place for
    /// variance there: either is a KX0102 warning and left out.
    mutating func typeAlias(_ alias: KotlinDeclarationSyntax) -> ContractJSON? {
        let name = alias.name.trimmingBackticks
        record(name, alias.position)
        reportUnread(alias.annotations, on: name)
        guard let type = alias.type else {
            report(.declarationNotExtracted, "typealias '\(name)' has no type", at: alias.position)
            return nil
        }
        let outerTypeParameters = typeParametersInScope
        typeParametersInScope.formUnion(alias.typeParameters.map(\.name))
        defer { typeParametersInScope = outerTypeParameters }
        var members: [(key: String, value: ContractJSON)] = [("kind", .string("typealias")), ("name", .string(name))]
        if let doc = alias.doc { members.append(("doc", .string(doc))) }
        if !alias.typeParameters.isEmpty {
            for parameter in alias.typeParameters where !parameter.bounds.isEmpty || parameter.variance != nil {
                report(
                    .memberNotExtracted,
                    "the bound or variance of type parameter '\(parameter.name)' of typealias '\(name)' is not "
                        + "carried (the format's alias parameters are names)", at: parameter.position)
            }
            members.append(("typeParameters", .array(alias.typeParameters.map { .string($0.name) })))
        }
        let mark = unresolvedMark
        members.append(("type", .string(resolvedType(type, at: alias.position, of: name))))
        return leavesOut(since: mark, "typealias '\(name)'", key: name) ? nil : .object(members)
    }
}
