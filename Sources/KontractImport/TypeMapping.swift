// Schema → Kotlin type: scalars, integer ranges, arrays, maps, nullable unions and references to declarations.

import KontractCore
import KontractExtract

/// A Kotlin type a schema maps to, and the value an optional property of it takes when the schema gives none.
struct MappedType: Sendable {
    var kotlin: String
    /// What its JSON values are, for checking a schema's `default` (DefaultFit).
    var shape: ValueShape
    var nullable = false
    /// The type's zero (`false`, `0`, `""`, `[]`, `{}`, an enum's first entry); nil for a class.
    var zero: ContractJSON?
    /// The declaration a class type names (its zero is decided once every declaration is filled).
    var declaration: SchemaAddress?

    /// The type as a contract writes it (`Int?`).
    var written: String { nullable && !kotlin.hasSuffix("?") ? kotlin + "?" : kotlin }
}

extension ImportSession {
    /// The Kotlin type of `schema` (at `address`) for a member of a declaration in `package`; nil after an error.
    /// `suggestedName` names an inline object or enum (`PetStatus`).
    func mapType(_ schema: LocatedJSON, at address: SchemaAddress, suggestedName: String, package: String)
        -> MappedType?
    {
        guard schema.members != nil else {
            report(
                .untypedValue, "a boolean schema accepts any value (or none): no Kotlin type reads it", at: address,
                schema.location)
            return nil
        }
        audit(schema, at: address)
        var nullable = SchemaShape.typeNames(schema).contains("null")
        if dialect(address).isOpenAPI30, case .bool(true) = schema["nullable"]?.value { nullable = true }
        if schema["enum"]?.items?.contains(where: { $0.value == .null }) == true { nullable = true }
        if let declaration = declarations[address] {
            var mapped = reference(to: declaration, from: package)
            mapped.nullable = nullable
            return mapped
        }
        if let reference = schema["$ref"]?.string {
            guard let target = resolveReference(reference, from: address, at: schema["$ref"]!.location) else {
                return nil
            }
            guard var mapped = mapTarget(target, suggestedName: suggestedName, package: package, at: schema.location)
            else { return nil }
            mapped.nullable = mapped.nullable || nullable
            return mapped
        }
        for keyword in ["oneOf", "anyOf"] {
            guard let branches = schema[keyword]?.items else { continue }
            let nonNull = branches.enumerated().filter { !SchemaShape.isNullSchema($0.element) }
            guard nonNull.count == 1 else { continue }
            let branchAddress = SchemaAddress(
                document: address.document, pointer: address.pointer.appending(keyword).appending(nonNull[0].offset))
            guard
                var mapped = mapType(
                    nonNull[0].element, at: branchAddress, suggestedName: suggestedName, package: package)
            else { return nil }
            mapped.nullable = mapped.nullable || nullable || nonNull.count < branches.count
            return mapped
        }
        if SchemaShape.of(schema) != .inline {
            guard
                let declaration = declareInline(address, schema: schema, suggestedName: suggestedName, package: package)
            else { return nil }
            var mapped = reference(to: declaration, from: package)
            mapped.nullable = mapped.nullable || nullable
            return mapped
        }
        guard var mapped = mapScalarOrCollection(schema, at: address, suggestedName: suggestedName, package: package)
        else { return nil }
        mapped.nullable = mapped.nullable || nullable
        return mapped
    }

    /// A `$ref`'s target: its declaration, or its schema mapped in place (a cycle of `$ref`s is KI0102).
    private func mapTarget(_ target: SchemaAddress, suggestedName: String, package: String, at location: SourceLocation)
        -> MappedType?
    {
        if let declaration = declarations[target] { return reference(to: declaration, from: package) }
        guard !mapping.contains(target), let schema = schema(at: target) else {
            report(
                .cyclicReference, "$ref '\(target.pointer)' leads back to itself through references only", at: target,
                location)
            return nil
        }
        mapping.insert(target)
        defer { mapping.remove(target) }
        let name = target.pointer.tokens.last.map(KotlinNames.typeName) ?? suggestedName
        return mapType(schema, at: target, suggestedName: name, package: package)
    }

    /// How a member of `package` names `declaration`, with the zero an enum has.
    func reference(to declaration: ImportedDeclaration, from package: String) -> MappedType {
        let name = declaration.package == package ? declaration.name : declaration.qualifiedName
        if case .enumClass = declaration.kind, let schema = schema(at: declaration.address),
            let first = schema["enum"]?.items?.first(where: { $0.string != nil })?.string
        {
            return MappedType(kotlin: name, shape: .declaration(declaration.address), zero: .string(first))
        }
        return MappedType(kotlin: name, shape: .declaration(declaration.address), declaration: declaration.address)
    }

    private func mapScalarOrCollection(
        _ schema: LocatedJSON, at address: SchemaAddress, suggestedName: String, package: String
    ) -> MappedType? {
        let types = SchemaShape.typeNames(schema).filter { $0 != "null" }
        guard types.count == 1, let type = types.first else {
            let what = types.isEmpty ? "a schema without 'type'" : "a union of types \(types)"
            report(.untypedValue, "\(what): no Kotlin type reads exactly these values", at: address, schema.location)
            return nil
        }
        switch type {
        case "boolean": return MappedType(kotlin: "Boolean", shape: .boolean, zero: .bool(false))
        case "string":
            if schema["minLength"].flatMap(Self.integerValue) == 1, schema["maxLength"].flatMap(Self.integerValue) == 2
            {
                return MappedType(kotlin: "Char", shape: .char, zero: .string(" "))
            }
            return MappedType(kotlin: "String", shape: .string, zero: .string(""))
        case "integer":
            let kotlin = integerType(schema, at: address)
            return MappedType(kotlin: kotlin, shape: .integer(kotlin), zero: .number("0"))
        case "number":
            let isFloat = schema["format"]?.string == "float"
            return MappedType(
                kotlin: isFloat ? "Float" : "Double", shape: .floating(isFloat: isFloat), zero: .number("0.0"))
        case "array": return mapArray(schema, at: address, suggestedName: suggestedName, package: package)
        case "object": return mapMap(schema, at: address, suggestedName: suggestedName, package: package)
        default:
            report(.untypedValue, "'type': '\(type)' is not a JSON Schema type", at: address, schema.location)
            return nil
        }
    }

    private func mapArray(_ schema: LocatedJSON, at address: SchemaAddress, suggestedName: String, package: String)
        -> MappedType?
    {
        guard let items = schema["items"], items.members != nil else {
            let problem = schema["items"] == nil ? "an array without 'items'" : "a tuple ('items' as an array)"
            report(.untypedValue, "\(problem): no Kotlin list type reads it", at: address, schema.location)
            return nil
        }
        let itemAddress = SchemaAddress(document: address.document, pointer: address.pointer.appending("items"))
        guard let element = mapType(items, at: itemAddress, suggestedName: suggestedName + "Item", package: package)
        else { return nil }
        let isSet: Bool
        if case .bool(true) = schema["uniqueItems"]?.value { isSet = true } else { isSet = false }
        return MappedType(
            kotlin: (isSet ? "Set<" : "List<") + element.written + ">", shape: .list(element: element), zero: .array([])
        )
    }

    private func mapMap(_ schema: LocatedJSON, at address: SchemaAddress, suggestedName: String, package: String)
        -> MappedType?
    {
        guard let values = schema["additionalProperties"], values.members != nil else {
            report(
                .untypedValue, "an object without 'properties' whose values have no schema: no Kotlin type reads it",
                at: address, schema.location)
            return nil
        }
        let valueAddress = SchemaAddress(
            document: address.document, pointer: address.pointer.appending("additionalProperties"))
        guard let value = mapType(values, at: valueAddress, suggestedName: suggestedName + "Value", package: package)
        else { return nil }
        let key = mapKey(schema, package: package)
        return MappedType(
            kotlin: "Map<\(key.kotlin), \(value.written)>", shape: .map(key: key.shape, value: value), zero: .object([])
        )
    }

    /// The key type `propertyNames.pattern` says kotlinx writes (emit-jsonschema's patterns); `String` otherwise.
    private func mapKey(_ schema: LocatedJSON, package: String) -> (kotlin: String, shape: ValueShape) {
        guard let pattern = schema["propertyNames"]?["pattern"]?.string else { return ("String", .string) }
        switch pattern {
        case "^-?[0-9]+$": return ("Long", .integer("Long"))
        case "^[0-9]+$": return ("ULong", .integer("ULong"))
        case "^(true|false)$": return ("Boolean", .boolean)
        default:
            // emit-jsonschema's enum keys: `^(A|B\\.c)$`, the serial names with regex escapes.
            guard pattern.hasPrefix("^("), pattern.hasSuffix(")$") else { return ("String", .string) }
            let names = Self.alternatives(String(pattern.dropFirst(2).dropLast(2)))
            for declaration in order.compactMap({ declarations[$0] }) {
                guard case .enumClass = declaration.kind,
                    let values = self.schema(at: declaration.address)?["enum"]?.items?.compactMap(\.string),
                    values == names
                else { continue }
                return (reference(to: declaration, from: package).kotlin, .declaration(declaration.address))
            }
            return ("String", .string)
        }
    }

    /// The alternatives of `a|b\\|c` unescaped: `["a", "b|c"]`.
    static func alternatives(_ text: String) -> [String] {
        var result = [""]
        var escaped = false
        for character in text {
            if escaped {
                result[result.count - 1].append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                result.append("")
            } else {
                result[result.count - 1].append(character)
            }
        }
        return result
    }

    /// An integer value of a keyword (`1`, `1.0`), nil otherwise.
    static func integerValue(_ json: LocatedJSON) -> Int64? {
        switch json.value {
        case .integer(let value): return value
        case .real(let value) where value.rounded() == value && abs(value) < 9.2e18: return Int64(value)
        default: return nil
        }
    }
}
