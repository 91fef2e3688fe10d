// One constructor property of a data class with every Swift spelling the translators need.

import KontractCore

/// A data-class property prepared for translation.
struct DataClassField {
    let property: ResolvedProperty
    var resolved: ResolvedType { property.type }
    /// The member as written after `self.` (`` `class` ``, `description_`).
    let member: String
    let label: String
    let local: String
    let swiftType: String

    var kotlinName: String { property.name.value }

    static func fields(of entry: IndexedDeclaration, context: TranslationContext) throws -> [DataClassField] {
        try context.model[entry].properties.map { property in
            DataClassField(
                property: property,
                member: PropertyNaming.escapedMember(property.name.value, context: context),
                label: PropertyNaming.label(property.name.value, context: context),
                local: PropertyNaming.local(property.name.value, context: context),
                swiftType: try context.types.swiftType(property.type, at: property.typeLocation))
        }
    }

    /// Kotlin data-class `equals` of this property between two instances.
    func equality(_ lhs: String, _ rhs: String, context: TranslationContext) -> String {
        let left = "\(lhs).\(member)"
        let right = "\(rhs).\(member)"
        if usesFloatingPointEquality(context: context) { return RuntimeNames.dataEquals(left, right) }
        return needsGenericEquality(context: context) ? RuntimeNames.equals(left, right) : "\(left) == \(right)"
    }

    /// True when `==` cannot compare the Swift type, so the file needs the equality helper.
    func needsGenericEquality(context: TranslationContext) -> Bool {
        !context.types.isEquatable(resolved)
    }

    /// Kotlin compares `Double`/`Float` properties with `compare` (NaN equals NaN, 0.0 differs
    /// from -0.0); the runtime's `dataEquals` overloads cover plain values, optionals (swift
    /// style) and lists of them (swift style; bridge boxes compare by the runtime's rules).
    private func usesFloatingPointEquality(context: TranslationContext) -> Bool {
        func isFloating(_ type: ResolvedType) -> Bool { type.primitive?.isFloatingPoint ?? false }
        if context.style == .bridge { return isFloating(resolved) && !resolved.isNullable }
        if isFloating(resolved) { return true }
        if case .generic(.list, let arguments) = resolved.kind, !resolved.isNullable, let element = arguments.first {
            return isFloating(element)
        }
        return false
    }

    /// Kotlin `hashCode()` of this property of `self`.
    func hashCode(context: TranslationContext) -> String {
        isBridgeChar(context) ? RuntimeNames.charHashCode("self.\(member)") : RuntimeNames.hashCode("self.\(member)")
    }

    /// Kotlin `toString()` of this property of `self`.
    func toString(context: TranslationContext) -> String {
        isBridgeChar(context) ? RuntimeNames.charToString("self.\(member)") : RuntimeNames.toString("self.\(member)")
    }

    private func isBridgeChar(_ context: TranslationContext) -> Bool {
        context.style == .bridge && resolved.primitive == .char && !resolved.isNullable
    }

    /// True when the Swift type holds values the compiler cannot prove `Sendable`.
    func needsUncheckedSendable(context: TranslationContext) -> Bool {
        Self.containsUnsendable(resolved, style: context.style, nested: false)
    }

    private static func containsUnsendable(_ type: ResolvedType, style: GenerationStyle, nested: Bool) -> Bool {
        // Nullable type arguments and Chars become `Any` in bridge style.
        if style == .bridge && nested && (type.isNullable || type.primitive == .char) { return true }
        switch type.kind {
        case .any: return true  // `Any` (bridge) and `AnyHashable` (swift) are not Sendable
        case .primitive(.char): return style == .bridge && type.isNullable
        case .function, .primitiveArray: return true
        case .generic(let generic, let arguments):
            if style == .bridge && (generic == .array || generic == .mutableList) { return true }
            return arguments.contains { containsUnsendable($0, style: style, nested: true) }
        default: return false
        }
    }
}
