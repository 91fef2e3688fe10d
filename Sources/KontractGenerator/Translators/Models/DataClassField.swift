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
        if resolved.isSwiftClosure { return .attributed(.escaping, swiftType) }
        return swiftType
    }

    /// `public`, or nothing (internal) for a property the framework does not export (`@Deprecated(HIDDEN)`,
    /// `@HiddenFromObjC`): Swift code importing the module cannot read it, as on the framework, while the
    /// initializer, `doCopy`, equality and serialization keep it.
    var modifiers: [SwiftModifier] { property.export.isHidden ? [] : [.public] }

    static func fields(of entry: IndexedDeclaration, context: TranslationContext) throws -> [DataClassField] {
        try context.model[entry].properties.map { property in
            try ValueClassPrinting.checkPrintable(property, context: context)
            return DataClassField(
                property: property,
                member: PropertyNaming.escapedMember(
                    property.name.value, export: property.export, profile: context.projection.profile),
                label: ObjCAnnotationNaming.renamed(property.export)
                    ?? PropertyNaming.label(property.name.value, profile: context.projection.profile),
                local: PropertyNaming.local(property.name.value, profile: context.projection.profile),
                swiftType: try context.types.swiftType(property.type, at: property.typeLocation))
        }
    }

    /// True when `==` cannot compare the Swift type, so the file needs the equality helper.
    func needsGenericEquality(context: TranslationContext) -> Bool {
        !context.types.isEquatable(resolved)
    }

    /// Kotlin compares `Double`/`Float` properties with `compare` (see `SwiftTypeMapper.comparesByKotlinCompare`).
    private func usesFloatingPointEquality(context: TranslationContext) -> Bool {
        context.types.comparesByKotlinCompare(resolved)
    }

    /// This property's row in the type's `Kotlin.DataClassProperties` table: `.value("name", \.name)`, the factory
    /// saying how Kotlin's `equals` compares it (`compared` for floating point, `other` where Swift's `==` cannot,
    /// `char` for a `unichar`, hashed and printed as a character).
    func propertiesRow(context: TranslationContext) -> SwiftExpression {
        let kind =
            isBridgeChar(context)
            ? "char"
            : usesFloatingPointEquality(context: context)
                ? "compared" : needsGenericEquality(context: context) ? "other" : "value"
        let row = SwiftExpression.call(
            .member(nil, kind), [SwiftArgument(.string(kotlinName)), SwiftArgument(.keyPath(member))])
        return ValueClassPrinting.row(row, self, context: context)
    }

    private func isBridgeChar(_ context: TranslationContext) -> Bool {
        context.types.isUnichar(resolved)
    }

    /// True when the Swift type holds values the compiler cannot prove `Sendable`.
    func needsUncheckedSendable(context: TranslationContext) -> Bool {
        context.types.holdsUnsendable(resolved)
    }
}
