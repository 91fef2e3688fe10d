// `oneOf`/`anyOf` of objects with a discriminator → a sealed interface whose subclasses carry its values.

import KontractCore

extension ImportSession {
    /// Links the branches of the sealed schema at `address` as its subclasses: the discriminator is OpenAPI's
    /// `discriminator.propertyName` or the property every branch fixes with a string `const`; each subclass's
    /// serial name is its value (`discriminator.mapping`, the `const`, or the component's name).
    func linkSubclasses(of address: SchemaAddress, schema: LocatedJSON) {
        guard let parent = declarations[address] else { return }
        let keyword = schema["oneOf"] != nil ? "oneOf" : "anyOf"
        var branches: [(address: SchemaAddress, schema: LocatedJSON, reference: String?)] = []
        for (index, branch) in (schema[keyword]?.items ?? []).enumerated() where !SchemaShape.isNullSchema(branch) {
            let branchAddress = SchemaAddress(
                document: address.document, pointer: address.pointer.appending(keyword).appending(index))
            if let reference = branch["$ref"]?.string {
                guard let target = resolveReference(reference, from: branchAddress, at: branch.location),
                    let resolved = self.schema(at: target)
                else { return }
                branches.append((target, resolved, reference))
            } else {
                branches.append((branchAddress, branch, nil))
            }
        }
        for branch in branches where SchemaShape.of(branch.schema) != .object {
            report(
                .untypedValue, "a '\(keyword)' branch that is not an object schema: no sealed hierarchy reads it",
                at: branch.address, branch.schema.location)
            return
        }
        let openAPI = schema["discriminator"]
        guard let key = openAPI?["propertyName"]?.string ?? commonConstKey(branches.map(\.schema)) else {
            report(
                .untypedValue,
                "'\(keyword)' of objects without a discriminator (OpenAPI 'discriminator' or a 'const' property in every branch): no Kotlin type reads it",
                at: address, schema.location)
            return
        }
        declarations[address]?.kind = .sealed(discriminator: key)
        // The hierarchy's file refuses unknown keys when the parent or every branch does.
        declarations[address]?.allowsUnknownKeys =
            SchemaShape.allowsUnknownKeys(schema) && branches.contains { SchemaShape.allowsUnknownKeys($0.schema) }
        for branch in branches {
            let value =
                Self.constValue(branch.schema["properties"]?[key])
                ?? openAPI?["mapping"]?.members?.first { $0.value.string == branch.reference }?.key
                ?? branch.address.pointer.tokens.last ?? parent.simpleName
            let suggested = value.split(separator: ".").last.map(String.init) ?? value
            guard
                var subclass = declarations[branch.address]
                    ?? declareInline(
                        branch.address, schema: branch.schema, suggestedName: suggested, package: parent.package)
            else { continue }
            subclass.parents.append(address)
            if value != subclass.qualifiedName {
                if let earlier = subclass.serialName, earlier != value {
                    report(
                        .keywordNotMapped,
                        "the subclass is '\(earlier)' in another hierarchy: kotlinx gives a class one serial name, '\(value)' is not read",
                        at: branch.address, branch.schema.location)
                } else {
                    subclass.serialName = value
                }
            }
            if case .dataClass(let properties) = subclass.kind {
                // Filled before this hierarchy was met: its discriminator is no property.
                subclass.kind = .dataClass(properties.filter { ($0.serialName ?? $0.name) != key })
            }
            declarations[branch.address] = subclass
        }
    }

    /// The property every branch fixes to one string (`"type": { "const": "circle" }`), first in the first branch.
    private func commonConstKey(_ schemas: [LocatedJSON]) -> String? {
        guard let first = schemas.first?["properties"]?.members else { return nil }
        return first.first { member in
            schemas.allSatisfy { Self.constValue($0["properties"]?[member.key]) != nil }
        }?.key
    }

    /// `{ "const": "x" }` or `{ "enum": ["x"] }` → `x`.
    static func constValue(_ schema: LocatedJSON?) -> String? {
        if let text = schema?["const"]?.string { return text }
        if let values = schema?["enum"]?.items, values.count == 1 { return values[0].string }
        return nil
    }
}
