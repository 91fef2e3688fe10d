// Top-level properties Swift sets: a `var`, or a `val` without a `kotlin` getter, and `var` extension properties.

import KontractCore

extension FileFacadeTranslator {
    /// `public static let nameStorage: KotlinProperty<T>` holding the value (the `kotlin` initializer's, or
    /// none until a test sets it) and `public static var name: T` reading it (`{ get set }` for a `var`).
    func storedProperty(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, facadeName: String, fileName: String
    ) throws -> [SwiftDeclaration] {
        let name = PropertyNaming.escapedMember(property.name.value, export: property.export, context: context)
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
            arguments.append(SwiftArgument("initial", initial))
        }
        let propertyType = SwiftType.named(RuntimeNames.property, [swiftType])
        let read = SwiftExpression.call(.member(.identifier(storage), "get"), [])
        let setter: [SwiftStatement]? =
            property.isMutable
            ? [.expression(.call(.member(.identifier(storage), "set"), [SwiftArgument("newValue")]))] : nil
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
                    modifiers: [.public, .static], name: name, type: swiftType, getter: [.expression(read)],
                    setter: setter, doc: docLines(property.doc))),
        ]
    }

    /// A `var` extension property: the getter is its `kotlin` expression; the setter runs a settable
    /// `KotlinFunction` (`<name>SetImplementation`, receiver and new value), as a function's body does, since the
    /// contract gives no setter body (unset, a call is reported to `KontractRuntimeIssues`).
    func settableExtension(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, _ kotlin: String,
        _ environment: ExpressionEnvironment, _ swiftNames: [String: String], receiver: String, fileName: String
    ) throws -> [SwiftDeclaration] {
        let swiftType = try context.types.swiftType(resolved, at: property.typeLocation)
        let implementation = PropertyNaming.memberName(property.name.value, context: context) + "SetImplementation"
        let receiverKotlin = property.syntax.receiver.map { "\($0)." } ?? ""
        let signature = "\(fileName): var \(receiverKotlin)\(property.name.value): \(property.syntax.type) (setter)"
        let expression = DerivedPropertyTranslator.expression(
            kotlin, expecting: resolved, environment: environment, swiftNames: swiftNames, context: context)
        let functionType = SwiftType.named(RuntimeNames.function, [.tuple([.named(receiver), swiftType]), .tuple([])])
        let call = SwiftExpression.call(
            .member(.member(.identifier("Self"), implementation), "call"),
            [
                SwiftArgument(.tuple([.identifier("self"), .identifier("newValue")])),
                SwiftArgument("orElse", .closure(parameters: [], body: [])),
            ])
        return [
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: implementation, type: functionType,
                    value: .call(.identifier(RuntimeNames.function), [SwiftArgument(.string(signature))]),
                    doc: ["Kontract: what setting `\(property.name.value)` does; a test sets it."])),
            .property(
                SwiftProperty(
                    modifiers: [.public],
                    name: PropertyNaming.escapedMember(property.name.value, export: property.export, context: context),
                    type: swiftType,
                    getter: [.expression(expression)], setter: [.expression(call)],
                    doc: docLines(property.doc))),
        ]
    }
}
