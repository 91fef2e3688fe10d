// Kotlin default values (written as kotlinx JSON in the contract) → Swift expressions.

import KontractCore

/// Spells a contract `default` as a Swift expression of the mapped type.
///
/// For example: `[]` for `List<PokemonRef>` → `[]`; `"DARK_BLUE"` for `Color` → `Color.darkBlue`;
/// `3` for `Int?` in bridge style → `KotlinInt(value: 3)`.
struct DefaultValueTranslator {
    let context: TranslationContext

    func expression(_ json: LocatedJSON, type: ResolvedType, boxed: Bool = false) throws -> String {
        let bridge = context.style == .bridge
        if case .null = json.value {
            guard type.isNullable else { throw mismatch(json, type) }
            return bridge && boxed ? "NSNull()" : "nil"
        }
        let boxedHere = bridge && (boxed || type.isNullable)
        switch type.kind {
        case .primitive(let primitive):
            return try primitiveValue(json, primitive, type: type, boxed: boxedHere)
        case .string:
            guard let text = json.string else { throw mismatch(json, type) }
            return SwiftLiterals.string(text)
        case .declared(let qualifiedName):
            return try declaredValue(json, qualifiedName, type: type)
        case .generic(let generic, let arguments):
            return try genericValue(json, generic, arguments, type: type)
        case .primitiveArray(let primitive):
            guard let items = json.items else { throw mismatch(json, type) }
            let values = try items.map { try primitiveValue($0, primitive, type: type, boxed: false) }
            if !bridge { return "[" + values.joined(separator: ", ") + "]" }
            guard values.isEmpty else {
                throw Diagnostic.generator(
                    .unspellableDefault,
                    "the generator cannot spell a non-empty \(type) default in bridge style", at: json.location)
            }
            return RuntimeNames.primitiveArray(primitive) + "(size: 0)"
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: json.location)
        }
    }

    private func primitiveValue(
        _ json: LocatedJSON, _ primitive: KotlinPrimitive, type: ResolvedType, boxed: Bool
    ) throws -> String {
        let literal: String
        switch (primitive, json.value) {
        case (.boolean, .bool(let value)): literal = value ? "true" : "false"
        case (.float, .integer(let value)), (.double, .integer(let value)):
            literal = SwiftLiterals.floating(Double(value))
        case (.float, .real(let value)), (.double, .real(let value)): literal = SwiftLiterals.floating(value)
        case (_, .integer(let value)) where primitive.isInteger: literal = String(value)
        case (_, .real(let value)) where primitive.isInteger && value.rounded() == value && abs(value) < 2e19:
            literal = String(format: "%.0f", value)
        case (.char, .string(let text)):
            guard let unit = text.utf16.first, text.utf16.count == 1 else { throw mismatch(json, type) }
            if context.style == .swift { return SwiftLiterals.string(text) }
            guard !boxed else {
                throw Diagnostic.generator(
                    .unspellableDefault,
                    "the generator cannot spell a nullable Char default in bridge style", at: json.location)
            }
            return "unichar(\(unit))"
        default:
            throw mismatch(json, type)
        }
        guard boxed else { return literal }
        return RuntimeNames.box(primitive) + "(value: \(literal))"
    }

    private func declaredValue(_ json: LocatedJSON, _ qualifiedName: String, type: ResolvedType) throws -> String {
        guard let entry = context.module[qualifiedName] else { throw mismatch(json, type) }
        let typeName = context.projection.swiftName(of: qualifiedName)
        let declaration = entry.declaration
        switch declaration.kind {
        case .enumClass:
            guard let serial = json.string, let entryValue = declaration.entries.first(where: { $0.jsonName == serial })
            else { throw mismatch(json, type) }
            return typeName + "." + EnumTranslator.caseName(entryValue.name.value, context: context)
        case .object, .dataObject:
            return typeName + ".shared"
        case .dataClass:
            guard let members = json.members else { throw mismatch(json, type) }
            var arguments: [String] = []
            for property in context.model[entry].properties {
                let propertyType = property.type
                let label = PropertyNaming.label(property.name.value, context: context)
                if let given = members.first(where: { $0.key == property.jsonName || $0.key == property.name.value }) {
                    arguments.append("\(label): \(try expression(given.value, type: propertyType))")
                } else if context.style == .swift && property.defaultValue != nil {
                    continue
                } else if let fallback = property.defaultValue {
                    arguments.append("\(label): \(try expression(fallback, type: propertyType))")
                } else {
                    throw Diagnostic.generator(
                        .unspellableDefault,
                        "the default for \(declaration.name.value) leaves out '\(property.name.value)', which has no default",
                        at: json.location)
                }
            }
            return typeName + "(" + arguments.joined(separator: ", ") + ")"
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: json.location)
        }
    }

    private func genericValue(
        _ json: LocatedJSON, _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], type: ResolvedType
    ) throws -> String {
        let bridge = context.style == .bridge
        switch generic {
        case .list, .set, .mutableList, .mutableSet, .array:
            guard let items = json.items, let element = arguments.first else { throw mismatch(json, type) }
            let values = try items.map { try expression($0, type: element, boxed: true) }
            let literal = "[" + values.joined(separator: ", ") + "]"
            guard bridge else { return literal }
            if generic == .mutableList { return "NSMutableArray(array: \(literal))" }
            if generic == .array { return "\(RuntimeNames.array)(\(literal))" }
            return literal
        case .map, .mutableMap:
            guard let members = json.members, arguments.count == 2 else { throw mismatch(json, type) }
            if members.isEmpty { return "[:]" }
            let entries = try members.map { member in
                let key = try mapKey(member.key, type: arguments[0], at: member.keyLocation)
                return key + ": " + (try expression(member.value, type: arguments[1], boxed: true))
            }
            return "[" + entries.joined(separator: ", ") + "]"
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: json.location)
        }
    }

    /// JSON object keys are strings; a number or enum key is read back from its text.
    private func mapKey(_ key: String, type: ResolvedType, at location: SourceLocation) throws -> String {
        switch type.kind {
        case .primitive(let primitive) where primitive.isInteger || primitive.isFloatingPoint:
            let json: JSONValue = Int64(key).map { .integer($0) } ?? Double(key).map { .real($0) } ?? .string(key)
            return try expression(LocatedJSON(json, at: location), type: type, boxed: true)
        case .primitive(.boolean):
            return try expression(LocatedJSON(.bool(key == "true"), at: location), type: type, boxed: true)
        default:
            return try expression(LocatedJSON(.string(key), at: location), type: type, boxed: true)
        }
    }

    private func mismatch(_ json: LocatedJSON, _ type: ResolvedType) -> Diagnostic {
        Diagnostic.generator(
            .unspellableDefault, "the default \(json.compactText) does not fit the type \(type)", at: json.location)
    }
}
