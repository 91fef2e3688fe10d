// Kotlin default values (typed constants of the resolved model) → Swift expressions.

import KontractCore

/// Spells a contract `default` as a Swift expression of the mapped type.
///
/// For example: `[]` for `List<PokemonRef>` → `[]`; `"DARK_BLUE"` for `Color` → `Color.darkBlue`;
/// `3` for `Int?` in bridge style → `KotlinInt(value: 3)`.
struct DefaultValueTranslator {
    let context: TranslationContext
    /// True where the value is an argument a generated call passes (SKIE's default-argument overloads of a
    /// `vararg` parameter): a non-empty primitive array is spelled `KotlinIntArray([1, 2])`. Elsewhere (stored
    /// properties, the contract tests) it stays KG0201.
    var spellsPrimitiveArrays = false

    /// The Swift text of ``expression(_:type:boxed:)``, for code that still assembles text.
    func text(_ constant: ResolvedConstant, type: ResolvedType, boxed: Bool = false) throws -> String {
        try expression(constant, type: type, boxed: boxed).description
    }

    func expression(_ constant: ResolvedConstant, type: ResolvedType, boxed: Bool = false) throws -> SwiftExpression {
        let bridged = context.profile.usesBridgedTypes
        if case .null = constant.value {
            guard type.isNullable else { throw mismatch(constant, type) }
            return bridged && boxed ? .call(.identifier("NSNull")) : .nil
        }
        let boxedHere = bridged && (boxed || type.isNullable)
        switch type.kind {
        case .primitive(let primitive):
            return try primitiveValue(constant, primitive, type: type, boxed: boxedHere)
        case .string:
            guard case .string(let text) = constant.value else { throw mismatch(constant, type) }
            return .string(text)
        case .declared(let qualifiedName, _):
            return try declaredValue(constant, qualifiedName, type: type)
        case .generic(let generic, let arguments):
            return try genericValue(constant, generic, arguments, type: type)
        case .primitiveArray(let primitive):
            guard case .list(let items) = constant.value else { throw mismatch(constant, type) }
            let values = try items.map { try primitiveValue($0, primitive, type: type, boxed: false) }
            if !bridged { return .array(values) }
            guard values.isEmpty || spellsPrimitiveArrays else {
                throw Diagnostic.generator(
                    .unspellableDefault,
                    "the generator cannot spell a non-empty \(type) default in bridge style", at: constant.location)
            }
            if values.isEmpty {
                return .call(.identifier(RuntimeNames.primitiveArray(primitive)), SwiftArgument("size", .number("0")))
            }
            // The runtime's `KotlinIntArray([1, 2])` (`intArrayOf(1, 2)`), for an argument a generated call passes.
            return .call(.identifier(RuntimeNames.primitiveArray(primitive)), SwiftArgument(.array(values)))
        case .unit where bridged:
            // `Unit` (written `{}`, as kotlinx encodes it) is the framework's one `KotlinUnit.shared`.
            return .member(.type(.named(RuntimeNames.unit)), "shared")
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: constant.location)
        }
    }

    private func primitiveValue(
        _ constant: ResolvedConstant, _ primitive: KotlinPrimitive, type: ResolvedType, boxed: Bool
    ) throws -> SwiftExpression {
        let literal: SwiftExpression
        switch constant.value {
        case .boolean(let value): literal = .bool(value)
        case .floating(let value, _): literal = .number(SwiftLiterals.floating(value))
        case .integer(let value, _): literal = .number(String(value))
        case .unsignedInteger(let value, _): literal = .number(String(value))
        case .char(let unit):
            if !context.profile.usesBridgedTypes { return .string(String(decoding: [unit], as: UTF16.self)) }
            // A nullable or element `Char` is `id`: Kotlin/Native's box of it (`KotlinChar.boxed`), as decoding makes.
            let unichar = SwiftExpression.call(.identifier("unichar"), SwiftArgument(.number(String(unit))))
            return boxed ? RuntimeNames.charBoxed(unichar) : unichar
        default:
            throw mismatch(constant, type)
        }
        guard boxed else { return literal }
        return .call(.identifier(RuntimeNames.box(primitive)), SwiftArgument("value", literal))
    }

    private func declaredValue(
        _ constant: ResolvedConstant, _ qualifiedName: String, type: ResolvedType
    ) throws -> SwiftExpression {
        guard let entry = context.module[qualifiedName] else { throw mismatch(constant, type) }
        let typeName = SwiftExpression.identifier(context.projection.swiftName(of: qualifiedName))
        let declaration = entry.declaration
        switch (declaration.kind, constant.value) {
        case (.enumClass, .enumEntry(_, let entryValue)):
            return typeName.member(
                context.projection.enumCaseName(entryValue.name.value, inEnum: qualifiedName))
        case (.object, _), (.dataObject, _):
            return typeName.member("shared")
        case (.dataClass, .instance(_, let fields)):
            var arguments: [SwiftArgument] = []
            for property in context.model[entry].properties {
                let propertyType = property.type
                let label = PropertyNaming.argumentLabel(
                    property.name.value, export: property.export, profile: context.projection.profile)
                if let given = fields.first(where: { $0.property == property.name.value }) {
                    arguments.append(SwiftArgument(label, try expression(given.value, type: propertyType)))
                } else if context.profile.restoresDefaultArguments && property.defaultValue != nil {
                    continue
                } else if let fallback = property.defaultValue {
                    arguments.append(SwiftArgument(label, try expression(fallback, type: propertyType)))
                } else {
                    throw Diagnostic.generator(
                        .unspellableDefault,
                        "the default for \(declaration.name.value) leaves out '\(property.name.value)', which has no default",
                        at: constant.location)
                }
            }
            return .call(typeName, arguments)
        case (.sealedClass, .instance(let subclass, _)), (.sealedInterface, .instance(let subclass, _)),
            (.sealedClass, .singleton(let subclass)), (.sealedInterface, .singleton(let subclass)):
            return try sealedValue(constant, subclass: subclass.qualifiedName, parent: entry, type: type)
        case (.enumClass, _), (.dataClass, _):
            throw mismatch(constant, type)
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: constant.location)
        }
    }

    /// A value of a sealed type: the subclass's own value where the subclass is a Swift subtype (bridge
    /// style's classes), else the Swift enum's case wrapping it (`Shape.rect(Shape.Rect(w: 2, h: 1))`, `Shape.empty`
    /// for an object; through each sealed level between `parent` and the subclass).
    private func sealedValue(
        _ constant: ResolvedConstant, subclass: String, parent: IndexedDeclaration, type: ResolvedType
    ) throws -> SwiftExpression {
        guard
            let child = context.module.subclasses(of: parent.qualifiedName).first(where: {
                $0.qualifiedName == subclass || isSealedAncestor($0, of: subclass)
            })
        else { throw mismatch(constant, type) }
        let childValue = try expression(constant, type: ResolvedType(.declared(child.qualifiedName)))
        guard context.projection.shape(of: parent.qualifiedName) == .swiftEnum else { return childValue }
        let caseName = SwiftExpression.member(
            .identifier(context.projection.swiftName(of: parent.qualifiedName)),
            SealedTranslator.caseName(child, in: parent, context: context))
        return child.declaration.kind.isObject ? caseName : .call(caseName, [SwiftArgument(childValue)])
    }

    /// True when `candidate` is a sealed type `subclass` descends from.
    private func isSealedAncestor(_ candidate: IndexedDeclaration, of subclass: String) -> Bool {
        guard candidate.declaration.kind.isSealed, let entry = context.module[subclass] else { return false }
        var pending = context.module.sealedParents(of: entry)
        var seen: Set<String> = []
        while let next = pending.popLast() {
            if next == candidate.qualifiedName { return true }
            guard seen.insert(next).inserted, let parent = context.module[next] else { continue }
            pending += context.module.sealedParents(of: parent)
        }
        return false
    }

    private func genericValue(
        _ constant: ResolvedConstant, _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], type: ResolvedType
    ) throws -> SwiftExpression {
        switch generic {
        case .list, .set, .mutableList, .mutableSet, .array:
            guard case .list(let items) = constant.value, let element = arguments.first else {
                throw mismatch(constant, type)
            }
            let literal = SwiftExpression.array(try items.map { try expression($0, type: element, boxed: true) })
            guard context.profile.usesBridgedTypes else { return literal }
            if generic == .mutableList { return .call(.identifier("NSMutableArray"), SwiftArgument("array", literal)) }
            if generic == .array { return .call(.identifier(RuntimeNames.array), SwiftArgument(literal)) }
            if generic == .mutableSet {
                // `KotlinMutableSet<NSString>(array: ["a"])`: the elements in the literal's order.
                let setClass = SwiftExpression.type(try mutableCollectionClass(generic, arguments, constant))
                return items.isEmpty ? .call(setClass) : .call(setClass, SwiftArgument("array", literal))
            }
            return literal
        case .map, .mutableMap:
            guard case .map(let entries) = constant.value, arguments.count == 2 else { throw mismatch(constant, type) }
            let pairs = try entries.map { entry in
                (
                    try expression(entry.key, type: arguments[0], boxed: true),
                    try expression(entry.value, type: arguments[1], boxed: true)
                )
            }
            guard context.profile.usesBridgedTypes, generic == .mutableMap else {
                return .dictionary(pairs.map { SwiftDictionaryElement($0.0, $0.1) })
            }
            // `KotlinMutableDictionary<NSString, KotlinInt>(dictionaryLiteral: ("a", KotlinInt(value: 1)))`: the
            // entries in the literal's order, as `mutableMapOf("a" to 1)` keeps them.
            let dictionaryClass = SwiftExpression.type(try mutableCollectionClass(generic, arguments, constant))
            guard let first = pairs.first else { return .call(dictionaryClass) }
            let tuples = pairs.map { SwiftExpression.tuple([$0.0, $0.1]) }
            return .call(
                dictionaryClass,
                [SwiftArgument("dictionaryLiteral", .tuple([first.0, first.1]))]
                    + tuples.dropFirst().map { SwiftArgument($0) })
        default:
            throw Diagnostic.generator(
                .unspellableDefault, "the generator cannot spell a default of type \(type)", at: constant.location)
        }
    }

    /// `KotlinMutableSet<NSString>` for a bridge-style `MutableSet<String>` default (see SwiftTypeMapper).
    private func mutableCollectionClass(
        _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ constant: ResolvedConstant
    ) throws -> SwiftType {
        try context.types.mutableCollectionClass(generic, arguments, constant.location)
    }

    private func mismatch(_ constant: ResolvedConstant, _ type: ResolvedType) -> Diagnostic {
        Diagnostic.generator(
            .unspellableDefault, "the default \(constant.json) does not fit the type \(type)", at: constant.location)
    }
}
