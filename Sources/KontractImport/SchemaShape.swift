// What a schema becomes: a declaration (data class, enum class, sealed interface) or a type written in place.

import KontractCore

/// The Kotlin shape of a schema, decided from its keywords alone (a `$ref` is followed by the caller).
enum SchemaShape: Equatable {
    /// `type: object` with `properties` (or none and `additionalProperties: false`): a data class or data object.
    case object
    /// `enum` of strings: an enum class.
    case enumeration
    /// `oneOf`/`anyOf` of objects with a discriminator: a sealed interface.
    case sealed
    /// Anything else (a scalar, an array, a map, a nullable union, a `$ref`): a type in place.
    case inline

    /// The shape of `schema`.
    static func of(_ schema: LocatedJSON) -> SchemaShape {
        guard schema.members != nil else { return .inline }
        if let values = schema["enum"]?.items {
            let nonNull = values.filter { $0.value != .null }
            return !nonNull.isEmpty && nonNull.allSatisfy { $0.string != nil } ? .enumeration : .inline
        }
        for keyword in ["oneOf", "anyOf"] {
            guard let branches = schema[keyword]?.items?.filter({ !isNullSchema($0) }) else { continue }
            // One branch is a sealed type with one subclass when a discriminator says so, else a nullable type.
            if branches.count > 1 || (branches.count == 1 && (schema["discriminator"] != nil || hasConst(branches[0])))
            {
                return .sealed
            }
        }
        if schema["$ref"] != nil { return .inline }
        let types = typeNames(schema)
        // `allOf` alone is OpenAPI's inheritance (`Pet: allOf: [$ref NewPet, {properties}]`): an object too.
        let isObject =
            types.contains("object") || (types.isEmpty && (schema["properties"] != nil || schema["allOf"] != nil))
        guard isObject, !types.contains(where: { $0 != "object" && $0 != "null" }) else { return .inline }
        if schema["properties"] != nil || schema["allOf"] != nil { return .object }
        if case .bool(false) = schema["additionalProperties"]?.value { return .object }
        return .inline
    }

    /// Whether unknown keys are accepted: anything but `additionalProperties: false` (or `unevaluatedProperties:
    /// false`) leaves them allowed.
    static func allowsUnknownKeys(_ schema: LocatedJSON) -> Bool {
        for keyword in ["additionalProperties", "unevaluatedProperties"] {
            if case .bool(false) = schema[keyword]?.value { return false }
        }
        return true
    }

    /// An inline object branch fixing a property with a string `const` (emit-jsonschema's sealed branches).
    private static func hasConst(_ branch: LocatedJSON) -> Bool {
        branch["properties"]?.members?.contains { $0.value["const"]?.string != nil } ?? false
    }

    /// `type` as a list (`"string"` → `["string"]`, `["string", "null"]` as it is).
    static func typeNames(_ schema: LocatedJSON) -> [String] {
        if let single = schema["type"]?.string { return [single] }
        return schema["type"]?.items?.compactMap(\.string) ?? []
    }

    /// `{ "type": "null" }`, `{ "const": null }` or `{ "enum": [null] }`.
    static func isNullSchema(_ schema: LocatedJSON) -> Bool {
        if typeNames(schema) == ["null"] { return true }
        if case .null = schema["const"]?.value { return true }
        if let values = schema["enum"]?.items, values.count == 1, values[0].value == .null { return true }
        return false
    }
}
