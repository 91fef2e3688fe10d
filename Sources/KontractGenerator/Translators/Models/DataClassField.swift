// One constructor property of a data class with every Swift spelling the translators need.

import KontractCore

/// A data-class property prepared for translation.
struct DataClassField {
    let property: ResolvedProperty
    var resolved: ResolvedType { property.type }
    /// The member as written after `self.` (`` `class` ``, `description_`).
    let member: String
    /// The label of the `init`/`doCopy` parameter (`` `let` ``).
    let label: String
    let local: String
    let swiftType: SwiftType

    var kotlinName: String { property.name.value }

    /// The label as a call passing this field spells it (`let`: only `inout` is escaped there).
    var argumentLabel: String { SwiftKeywords.escaped(SwiftKeywords.unescaped(label), at: .argumentLabel) }

    /// The type of an `init` or `doCopy` parameter: a non-optional closure escapes into the property
    /// (an ObjC block parameter is `@escaping` in Swift too).
    var parameterType: SwiftType {
        if case .function = resolved.kind, !resolved.isNullable { return .attributed(.escaping, swiftType) }
        return swiftType
    }

    /// `public`, or nothing (internal) for a property the framework does not export (`@Deprecated(HIDDEN)`,
    /// `@HiddenFromObjC`): Swift code importing the module cannot read it, as on the framework, while the
    /// initializer, `doCopy`, equality and serialization keep it.
    var modifiers: [SwiftModifier] { property.export.isHidden ? [] : [.public] }

    static func fields(of entry: IndexedDeclaration, context: TranslationContext) throws -> [DataClassField] {
        try context.model[entry].properties.map { property in
            DataClassField(
                property: property,
                member: PropertyNaming.escapedMember(
                    property.name.value, export: property.export, profile: context.projection.profile),
                label: ObjCAnnotationNaming.renamed(property.export)
                    ?? PropertyNaming.label(property.name.value, profile: context.projection.profile),
                local: PropertyNaming.local(property.name.value, profile: context.projection.profile),
                swiftType: try context.types.swiftType(property.type, at: property.typeLocation))
        }
    }

    /// Kotlin data-class `equals` of this property between two instances.
    func equality(_ lhs: SwiftExpression, _ rhs: SwiftExpression, context: TranslationContext) -> SwiftExpression {
        let left = lhs.member(member)
        let right = rhs.member(member)
        if usesFloatingPointEquality(context: context) { return RuntimeNames.dataEquals(left, right) }
        return needsGenericEquality(context: context)
            ? RuntimeNames.equals(left, right) : RuntimeNames.valueEquals(left, right)
    }

    /// True when `==` cannot compare the Swift type, so the file needs the equality helper.
    func needsGenericEquality(context: TranslationContext) -> Bool {
        !context.types.isEquatable(resolved)
    }

    /// Kotlin compares `Double`/`Float` properties with `compare` (see `SwiftTypeMapper.comparesByKotlinCompare`).
    private func usesFloatingPointEquality(context: TranslationContext) -> Bool {
        context.types.comparesByKotlinCompare(resolved)
    }

    /// Kotlin `hashCode()` of this property of `self`.
    func hashCode(context: TranslationContext) -> SwiftExpression {
        let value = SwiftExpression.selfValue.member(member)
        return isBridgeChar(context) ? RuntimeNames.charHashCode(value) : RuntimeNames.hashCode(value)
    }

    /// `"name": self.name`, this property in `Kotlin.dataClassToString`'s list (a `Char` printed first).
    func toStringElement(context: TranslationContext) -> SwiftDictionaryElement {
        let value = SwiftExpression.selfValue.member(member)
        return SwiftDictionaryElement(
            .string(kotlinName), isBridgeChar(context) ? RuntimeNames.charToString(value) : value)
    }

    private func isBridgeChar(_ context: TranslationContext) -> Bool {
        context.types.isUnichar(resolved)
    }

    /// True when the Swift type holds values the compiler cannot prove `Sendable`.
    func needsUncheckedSendable(context: TranslationContext) -> Bool {
        context.types.holdsUnsendable(resolved)
    }
}
