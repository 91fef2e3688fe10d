// A top-level `@JvmInline value class` → the contract's `value class` declaration (name, its one property, KDoc).

import KotlinSourceSyntax

extension ExtractionContext {
    /// `@Serializable @JvmInline value class UserId(val raw: String)` → `{ "kind": "value class", "name": "UserId",
    /// "properties": [{ "name": "raw", "type": "String" }] }` (`"serializable": false` without `@Serializable`).
    /// What the format cannot say is a KX warning at its line: a nested, generic or nullable-wrapping value class
    /// is left out (KX0101); its members, supertypes and a non-public constructor are (KX0102).
    mutating func valueClass(_ declaration: KotlinDeclarationSyntax, qualified: String, nested: Bool) -> ContractJSON? {
        if let refusal = Self.valueClassRefusal(declaration, nested: nested) {
            report(
                .declarationNotExtracted,
                "value class '\(qualified)' \(refusal), which the contract format cannot carry",
                at: declaration.position)
            return nil
        }
        let parameter = declaration.parameters![0]
        var members: [(key: String, value: ContractJSON)] = [
            ("kind", .string("value class")), ("name", .string(declaration.name.contractName)),
        ]
        if let doc = declaration.doc { members.append(("doc", .string(doc))) }
        if declaration.annotation("Serializable") == nil { members.append(("serializable", .bool(false))) }
        let propertyName = parameter.name.trimmingBackticks
        record(qualified + "." + propertyName, parameter.position)
        var property: [(key: String, value: ContractJSON)] = [
            ("name", .string(propertyName)),
            ("type", .string(resolvedType(parameter.type ?? "", at: parameter.position, of: qualified))),
        ]
        if let doc = parameter.doc { property.append(("doc", .string(doc))) }
        members.append(("properties", .array([.object(property)])))
        reportNotCarried(in: declaration, qualified: qualified)
        return .object(members)
    }

    /// Why the format cannot carry the value class `declaration` (KX0101), nil when it can.
    static func valueClassRefusal(_ declaration: KotlinDeclarationSyntax, nested: Bool) -> String? {
        if nested { return "is nested (the format has value classes at the top level)" }
        if !declaration.typeParameters.isEmpty { return "has type parameters" }
        if (declaration.parameters ?? []).count != 1 || declaration.parameters?.first?.binding != "val"
            || declaration.parameters?.first?.type == nil
        {
            return "does not wrap exactly one typed 'val'"
        }
        if declaration.parameters?.first?.type?.hasSuffix("?") == true { return "wraps a nullable type" }
        return nil
    }

    /// KX0102 for what a value class has beyond its property: the format has no place for it yet.
    private mutating func reportNotCarried(in declaration: KotlinDeclarationSyntax, qualified: String) {
        let parameter = declaration.parameters![0]
        if declaration.annotation("SerialName") != nil {
            report(
                .memberNotExtracted, "@SerialName of value class '\(qualified)' is not carried (the format has none)",
                at: declaration.annotation("SerialName")!.position)
        }
        for annotation in parameter.annotations {
            report(
                .memberNotExtracted,
                "@\(annotation.name) on '\(qualified).\(parameter.name)' is not carried (a value class's property "
                    + "has a name, a type and a doc)", at: annotation.position)
        }
        if let visibility = declaration.constructorModifiers.first(where: {
            ["private", "internal", "protected"].contains($0)
        }) {
            report(
                .memberNotExtracted,
                "the \(visibility) constructor of value class '\(qualified)' is not carried: the contract makes it public",
                at: declaration.position)
        }
        for supertype in declaration.supertypes {
            report(
                .memberNotExtracted,
                "supertype '\(supertype.type)' of value class '\(qualified)' is not carried (the format has none)",
                at: supertype.position)
        }
        for member in declaration.members {
            let what =
                switch member.kind {
                case .initializer: "an init block"
                case .constructor: "a secondary constructor"
                case .function: "function '\(member.name)'"
                case .property: "property '\(member.name)'"
                default: member.has("companion") ? "a companion object" : "'\(member.name)'"
                }
            report(
                .memberNotExtracted,
                "\(what) of value class '\(qualified)' is not carried (the format has a value class's property only)",
                at: member.position)
        }
    }
}
