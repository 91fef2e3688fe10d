// Top-level properties Swift sets: a `var`, or a `val` without a `kotlin` getter.

import KontractCore

extension FileFacadeTranslator {
    /// `public static let nameStorage: KotlinProperty<T>` holding the value (the `kotlin` initializer's, or
    /// none until a test sets it) and `public static var name: T` reading it (`{ get set }` for a `var`).
    func storedProperty(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, facadeName: String, fileName: String
    ) throws -> [SwiftDeclaration] {
        let name = PropertyNaming.escapedMember(property.name.value, context: context)
        let storage = PropertyNaming.memberName(property.name.value, context: context) + "Storage"
        let swiftType = try context.types.swiftType(resolved, at: property.typeLocation)
        let kotlinDeclaration =
            "\(fileName): \(property.isMutable ? "var" : "val") \(property.name.value): \(property.syntax.type)"
        var arguments = [
            SwiftArgument(.string(kotlinDeclaration)), SwiftArgument("storage", .string("\(facadeName).\(storage)")),
        ]
        if let kotlin = property.kotlin {
            let environment = ExpressionEnvironment(properties: [:], module: context.module.index)
            let initial = DerivedPropertyTranslator.expression(
                kotlin.value, expecting: resolved, environment: environment, swiftNames: [:], context: context)
            arguments.append(SwiftArgument("initial", .raw(initial)))
        }
        let propertyType = SwiftType.named(RuntimeNames.property, [swiftType])
        let read = SwiftExpression.call(.member(.identifier(storage), "get"), [])
        let getter: [SwiftStatement] =
            property.isMutable
            ? [
                .block("get", [.expression(read)]),
                .block("set", [.expression(.call(.member(.identifier(storage), "set"), [SwiftArgument("newValue")]))]),
            ] : [.expression(read)]
        return [
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: storage, type: propertyType,
                    value: .call(.identifier(RuntimeNames.property), arguments),
                    doc: [
                        property.kotlin == nil
                            ? "Kontract: the value of `\(property.name.value)`, which the contract gives no getter; a test sets `value`."
                            : "Kontract: the value of `\(property.name.value)`; a test may set `value`."
                    ])),
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: name, type: swiftType, getter: getter,
                    doc: docLines(property.doc))),
        ]
    }
}
