// Derived properties of data classes → Swift computed properties with Kotlin's semantics.

import KontractCore

/// Translates the `derived` getters through `SwiftExpressionTranslator`.
struct DerivedPropertyTranslator {
    let context: TranslationContext

    func translate(_ resolved: ResolvedDeclaration) throws -> [SwiftDeclaration] {
        let entry = resolved.syntax
        let derivedProperties = context.model[entry].derived
        guard !derivedProperties.isEmpty else { return [] }
        let (environment, swiftNames) = Self.environment(of: entry, context: context)
        return try derivedProperties.map { derived in
            let resolved = derived.type
            let expression = Self.expression(
                derived.kotlin.value, expecting: resolved, environment: environment, swiftNames: swiftNames,
                context: context)
            return .property(
                SwiftProperty(
                    name: PropertyNaming.escapedMember(derived.name.value, profile: context.projection.profile),
                    type: try context.types.swiftType(resolved, at: derived.typeLocation),
                    getter: [.expression(expression)], doc: docLines(derived.doc)))
        }
    }

    /// The Swift expression of a Kotlin getter; members of other declared types are named as
    /// this generator names them.
    static func expression(
        _ source: String, expecting expected: ResolvedType, environment: ExpressionEnvironment,
        swiftNames: [String: String], context: TranslationContext, this: SwiftExpression = .selfValue
    ) -> SwiftExpression {
        SwiftExpressionTranslator.translate(
            source, environment: environment, swiftNames: swiftNames, profile: context.profile, expecting: expected,
            memberName: memberName(context), enumEntry: enumEntry(context), this: this)
    }

    /// The Swift expression of an already typed Kotlin expression (a `defaultKotlin` parameter default), with
    /// `this` standing for Kotlin's `this`; properties are named as this generator names members.
    static func expression(
        _ typed: TypedExpression, expecting expected: ResolvedType, this: SwiftExpression, context: TranslationContext
    ) -> SwiftExpression {
        SwiftExpressionTranslator.translate(
            typed, module: context.module.index, swiftNames: [:], profile: context.profile, expecting: expected,
            memberName: memberName(context), enumEntry: enumEntry(context), this: this)
    }

    /// A property's Swift member name, given its type's qualified name and its Kotlin name.
    private static func memberName(_ context: TranslationContext) -> (String, String) -> String {
        { _, kotlinName in PropertyNaming.escapedMember(kotlinName, profile: context.projection.profile) }
    }

    /// An enum entry's Swift spelling (`Color.red`), given the enum's qualified name and the entry's Kotlin name.
    private static func enumEntry(_ context: TranslationContext) -> (String, String) -> String {
        { enumName, entry in
            context.projection.swiftName(of: enumName) + "." + context.projection.enumCaseName(entry, inEnum: enumName)
        }
    }

    /// The names a getter of `entry` can see (`this`'s constructor and derived properties)
    /// and their Swift member names.
    static func environment(
        of entry: IndexedDeclaration, context: TranslationContext
    ) -> (ExpressionEnvironment, [String: String]) {
        var properties: [String: ResolvedType] = [:]
        var swiftNames: [String: String] = [:]
        let resolved = context.model[entry]
        for property in resolved.properties {
            properties[property.name.value] = property.type
            swiftNames[property.name.value] = PropertyNaming.escapedMember(
                property.name.value, export: property.export, profile: context.projection.profile)
        }
        for derived in resolved.derived {
            properties[derived.name.value] = derived.type
            swiftNames[derived.name.value] = PropertyNaming.escapedMember(
                derived.name.value, profile: context.projection.profile)
        }
        for member in resolved.memberProperties {  // a plain class's, as the checker reads them
            properties[member.name.value] = member.type
            swiftNames[member.name.value] = PropertyNaming.escapedMember(
                member.name.value, profile: context.projection.profile)
        }
        return (ExpressionEnvironment(properties: properties, module: context.module.index), swiftNames)
    }
}
