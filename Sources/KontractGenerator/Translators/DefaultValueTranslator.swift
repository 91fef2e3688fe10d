// Kotlin default values (typed constants of the resolved model) → Swift expressions.

import KontractCore

/// Spells a contract `default` as a Swift expression of the mapped type.
///
/// For example: `[]` for `List<PokemonRef>` → `[]`; `"DARK_BLUE"` for `Color` → `Color.darkBlue`;
/// `3` for `Int?` in bridge style → `KotlinInt(value: 3)`.
struct DefaultValueTranslator {
    let context: TranslationContext

    func expression(_ constant: ResolvedConstant, type: ResolvedType, boxed: Bool = false) throws -> String {
        let bridge = context.style == .bridge
        if case .null = constant.value {
            guard type.isNullable else { throw mismatch(constant, type) }
            return bridge && boxed ? "NSNull()" : "nil"
        }
        let boxedHere = bridge && (boxed || type.isNullable)
        switch type.kind {
        case .primitive(let primitive):
            return try primitiveValue(constant, primitive, type: type, boxed: boxedHere)
        case .string:
            guard case .string(let text) = constant.value else { throw mismatch(constant, type) }
            return SwiftLiterals.string(text)
        case .declared(let qualifiedName, _):
            return try declaredValue(constant, qualifiedName, type: type)
        case .generic(let generic, let arguments):
            return try genericValue(constant, generic, arguments, type: type)
        case .primitiveArray(let primitive):
            guard case .list(let items) = constant.value else { throw mismatch(constant, type) }
            let values = try items.map { try primitiveValue($0, primitive, type: type, boxed: false) }
            if !bridge { return "[" + values.joined(separator: ", ") + "]" }
            guard values.isEmpty else {
                throw Diagnostic.generator(
                    .unspellableDefault,
                    "the generator cannot spell a non-empty \(type) default in bridge style", at: constant.location)
            }
            return RuntimeNames.primitiveArray(primitive) + "(size: 0)"
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: constant.location)
        }
    }

    private func primitiveValue(
        _ constant: ResolvedConstant, _ primitive: KotlinPrimitive, type: ResolvedType, boxed: Bool
    ) throws -> String {
        let literal: String
        switch constant.value {
        case .boolean(let value): literal = value ? "true" : "false"
        case .floating(let value, _): literal = SwiftLiterals.floating(value)
        case .integer(let value, _): literal = String(value)
        case .unsignedInteger(let value, _): literal = String(value)
        case .char(let unit):
            if context.style == .swift { return SwiftLiterals.string(String(decoding: [unit], as: UTF16.self)) }
            guard !boxed else {
                throw Diagnostic.generator(
                    .unspellableDefault,
                    "the generator cannot spell a nullable Char default in bridge style", at: constant.location)
            }
            return "unichar(\(unit))"
        default:
            throw mismatch(constant, type)
        }
        guard boxed else { return literal }
        return RuntimeNames.box(primitive) + "(value: \(literal))"
    }

    private func declaredValue(
        _ constant: ResolvedConstant, _ qualifiedName: String, type: ResolvedType
    ) throws -> String {
        guard let entry = context.module[qualifiedName] else { throw mismatch(constant, type) }
        let typeName = context.projection.swiftName(of: qualifiedName)
        let declaration = entry.declaration
        switch (declaration.kind, constant.value) {
        case (.enumClass, .enumEntry(_, let entryValue)):
            return typeName + "."
                + EnumTranslator.caseName(entryValue.name.value, among: declaration.entries, context: context)
        case (.object, _), (.dataObject, _):
            return typeName + ".shared"
        case (.dataClass, .instance(_, let fields)):
            var arguments: [String] = []
            for property in context.model[entry].properties {
                let propertyType = property.type
                let label = PropertyNaming.label(property.name.value, context: context)
                if let given = fields.first(where: { $0.property == property.name.value }) {
                    arguments.append("\(label): \(try expression(given.value, type: propertyType))")
                } else if context.style == .swift && property.defaultValue != nil {
                    continue
                } else if let fallback = property.defaultValue {
                    arguments.append("\(label): \(try expression(fallback, type: propertyType))")
                } else {
                    throw Diagnostic.generator(
                        .unspellableDefault,
                        "the default for \(declaration.name.value) leaves out '\(property.name.value)', which has no default",
                        at: constant.location)
                }
            }
            return typeName + "(" + arguments.joined(separator: ", ") + ")"
        case (.enumClass, _), (.dataClass, _):
            throw mismatch(constant, type)
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: constant.location)
        }
    }

    private func genericValue(
        _ constant: ResolvedConstant, _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], type: ResolvedType
    ) throws -> String {
        let bridge = context.style == .bridge
        switch generic {
        case .list, .set, .mutableList, .mutableSet, .array:
            guard case .list(let items) = constant.value, let element = arguments.first else {
                throw mismatch(constant, type)
            }
            let values = try items.map { try expression($0, type: element, boxed: true) }
            let literal = "[" + values.joined(separator: ", ") + "]"
            guard bridge else { return literal }
            if generic == .mutableList { return "NSMutableArray(array: \(literal))" }
            if generic == .array { return "\(RuntimeNames.array)(\(literal))" }
            return literal
        case .map, .mutableMap:
            guard case .map(let entries) = constant.value, arguments.count == 2 else { throw mismatch(constant, type) }
            if entries.isEmpty { return "[:]" }
            let spelled = try entries.map { entry in
                let key = try expression(entry.key, type: arguments[0], boxed: true)
                return key + ": " + (try expression(entry.value, type: arguments[1], boxed: true))
            }
            return "[" + spelled.joined(separator: ", ") + "]"
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: constant.location)
        }
    }

    private func mismatch(_ constant: ResolvedConstant, _ type: ResolvedType) -> Diagnostic {
        Diagnostic.generator(
            .unspellableDefault, "the default \(constant.json) does not fit the type \(type)", at: constant.location)
    }
}
