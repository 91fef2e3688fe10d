// An object schema's properties (with `allOf` merged) → a data class's constructor properties and defaults.

import KontractCore
import KontractExtract

/// One property of an object schema, before mapping.
struct SchemaProperty {
    var key: String
    var keyLocation: SourceLocation
    var schema: LocatedJSON
    var address: SchemaAddress
    var isRequired: Bool
}

extension ImportSession {
    /// The properties of the object at `address`, `allOf` branches (and their `$ref`s) merged in order, the first
    /// schema of a key kept; each required when any branch lists it.
    func objectProperties(_ schema: LocatedJSON, at address: SchemaAddress) -> [SchemaProperty] {
        var result: [SchemaProperty] = []
        var required: Set<String> = []
        collect(schema, at: address, into: &result, required: &required, depth: 0)
        return result.map { property in
            var copy = property
            copy.isRequired = required.contains(property.key)
            return copy
        }
    }

    private func collect(
        _ schema: LocatedJSON, at address: SchemaAddress, into result: inout [SchemaProperty],
        required: inout Set<String>, depth: Int
    ) {
        guard depth < 32 else {
            report(.cyclicReference, "'allOf' nests more than 32 levels deep", at: address, schema.location)
            return
        }
        for name in schema["required"]?.items?.compactMap(\.string) ?? [] { required.insert(name) }
        let base = address.pointer.appending("properties")
        for member in schema["properties"]?.members ?? [] where !result.contains(where: { $0.key == member.key }) {
            result.append(
                SchemaProperty(
                    key: member.key, keyLocation: member.keyLocation, schema: member.value,
                    address: SchemaAddress(document: address.document, pointer: base.appending(member.key)),
                    isRequired: false))
        }
        for (index, branch) in (schema["allOf"]?.items ?? []).enumerated() {
            var branchAddress = SchemaAddress(
                document: address.document, pointer: address.pointer.appending("allOf").appending(index))
            var branchSchema = branch
            if let reference = branch["$ref"]?.string {
                guard let target = resolveReference(reference, from: branchAddress, at: branch.location),
                    let resolved = self.schema(at: target)
                else { continue }
                branchAddress = target
                branchSchema = resolved
            }
            audit(branchSchema, at: branchAddress)
            collect(branchSchema, at: branchAddress, into: &result, required: &required, depth: depth + 1)
        }
    }

    /// The data class properties of `declaration`'s schema, the sealed parents' discriminators left out.
    func dataClassProperties(_ declaration: ImportedDeclaration, schema: LocatedJSON) -> [ImportedProperty] {
        let discriminators = Set(
            declaration.parents.compactMap { parent -> String? in
                guard case .sealed(let key)? = declarations[parent]?.kind else { return nil }
                return key
            })
        var result: [ImportedProperty] = []
        var names: Set<String> = []
        for property in objectProperties(schema, at: declaration.address) where !discriminators.contains(property.key) {
            let suggested = declaration.simpleName + KotlinNames.typeName(property.key)
            guard
                var type = mapType(
                    property.schema, at: property.address, suggestedName: suggested, package: declaration.package)
            else { continue }
            var name = KotlinNames.propertyName(property.key)
            while names.contains(name) { name += "_" }
            names.insert(name)
            if name != property.key {
                report(
                    .nameMadeLegal,
                    "the key '\(property.key)' is the Kotlin property '\(name)' (serialName '\(property.key)')",
                    at: property.address, property.keyLocation)
            }
            var defaultValue: ContractJSON?
            var given: LocatedJSON?
            if !property.isRequired {
                if let schemaDefault = property.schema["default"] {
                    // Checked once every declaration is filled (checkGivenDefaults).
                    given = schemaDefault
                    defaultValue = ContractJSON(schemaDefault)
                } else {
                    defaultValue = defaultWithout(
                        &type, owner: declaration.address, index: result.count, address: property.address,
                        keyLocation: property.keyLocation)
                }
            }
            result.append(
                ImportedProperty(
                    name: name, serialName: name == property.key ? nil : property.key, type: type.written,
                    defaultValue: defaultValue, doc: property.schema["description"]?.string, mapped: type,
                    isRequired: property.isRequired, given: given, address: property.address,
                    keyLocation: property.keyLocation))
        }
        return result
    }

    /// The default of an optional property the schema gives none (or a misfit) for: `null` when nullable, else
    /// the type's zero (KI0204), a class's zero once every declaration is filled (`PendingZero`), else `null`
    /// with the type made nullable.
    func defaultWithout(
        _ type: inout MappedType, owner: SchemaAddress, index: Int, address: SchemaAddress, keyLocation: SourceLocation
    ) -> ContractJSON? {
        if type.nullable { return .null }
        if let zero = type.zero {
            report(
                .defaultInvented,
                "optional without a 'default': kotlinx needs one, \(zero.pretty.dropLast()) is used (it is not in the JSON kotlinx writes by default)",
                at: address, keyLocation)
            return zero
        }
        if let target = type.declaration {
            pendingZeros.append(
                PendingZero(owner: owner, index: index, target: target, address: address, keyLocation: keyLocation))
            return nil
        }
        type.nullable = true
        return .null
    }
}
