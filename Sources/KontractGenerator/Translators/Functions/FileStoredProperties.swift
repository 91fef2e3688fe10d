// Top-level properties Swift sets: a `var`, or a `val` without a `kotlin` getter, and `var` extension properties.

import KontractCore

extension FileFacadeTranslator {
    /// `public static let nameStorage: KotlinProperty<T>` holding the value (the `kotlin` initializer's, or
    /// none until a test sets it) and `public static var name: T` reading it (`{ get set }` for a `var`).
    func storedProperty(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, facadeName: String, fileName: String,
        topLevel: TopLevelGetterNames
    ) throws -> [SwiftDeclaration] {
        let name = PropertyNaming.escapedMember(
            property.name.value, export: property.export, profile: context.projection.profile)
        let swiftType = try context.types.swiftType(resolved, at: property.typeLocation)
        let kotlinDeclaration =
            "\(fileName): \(property.isMutable ? "var" : "val") \(property.name.value): \(property.syntax.type)"
        let initial = property.kotlin.map { kotlin in
            let (environment, swiftNames) = topLevel.scope(excludingSwiftName: property.name.value)
            return DerivedPropertyTranslator.expression(
                kotlin.value, expecting: resolved, environment: environment, swiftNames: swiftNames, context: context,
                this: topLevel.facade)
        }
        let stored = KotlinPropertyStorage(
            kotlinName: property.name.value, isMutable: property.isMutable, swiftType: swiftType,
            kotlinDeclaration: kotlinDeclaration, owner: facadeName, initial: initial,
            doc: property.kotlin == nil
                ? "Kontract: the value of `\(property.name.value)`, which the contract gives no getter; a test sets `value`."
                : "Kontract: the value of `\(property.name.value)`; a test may set `value`.",
            context: context)
        return [
            stored.storage,
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: name, type: swiftType, getter: stored.getter,
                    setter: stored.setter, doc: docLines(property.doc))),
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
        let expression = DerivedPropertyTranslator.expression(
            kotlin, expecting: resolved, environment: environment, swiftNames: swiftNames, context: context)
        let setter = setterImplementation(property, swiftType, receiver: receiver, fileName: fileName)
        return [
            setter.declaration,
            .property(
                SwiftProperty(
                    modifiers: [.public],
                    name: PropertyNaming.escapedMember(
                        property.name.value, export: property.export, profile: context.projection.profile),
                    type: swiftType,
                    getter: [.expression(expression)], setter: [setter.statement],
                    doc: docLines(property.doc))),
        ]
    }

    /// An extension property the contract gives no `kotlin` getter (a flow, or a getter it cannot say): the getter
    /// runs a settable `KotlinFunction` (`<name>GetImplementation`, the receiver), and a `var`'s setter another, as
    /// a function's body does. Unset, reading it is reported to `KontractRuntimeIssues` and gives the type's zero
    /// (stops where the type has none).
    func bodylessExtension(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, receiver: String, fileName: String
    ) throws -> [SwiftDeclaration] {
        let swiftType = try context.types.swiftType(resolved, at: property.typeLocation)
        let implementation =
            PropertyNaming.memberName(property.name.value, profile: context.projection.profile) + "GetImplementation"
        let fallback = FunctionTranslator(context: context).fallback(resolved)
        let read = SwiftExpression.call(
            .member(.member(.identifier("Self"), implementation), "call"),
            [
                SwiftArgument(.identifier("self")),
                SwiftArgument("orElse", fallback.map { .closure(parameters: [], body: $0) } ?? .nil),
            ])
        let setter =
            property.isMutable ? setterImplementation(property, swiftType, receiver: receiver, fileName: fileName) : nil
        return [
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: implementation,
                    type: .named(RuntimeNames.function, [.named(receiver), swiftType]),
                    value: .call(
                        .identifier(RuntimeNames.function),
                        [SwiftArgument(.string(kotlinSignature(property, fileName: fileName) + " (getter)"))]),
                    doc: ["Kontract: what reading `\(property.name.value)` gives; a test sets it."])
            ).onTestFace
        ] + (setter.map { [$0.declaration] } ?? []) + [
            .property(
                SwiftProperty(
                    modifiers: [.public],
                    name: PropertyNaming.escapedMember(
                        property.name.value, export: property.export, profile: context.projection.profile),
                    type: swiftType, getter: [.expression(read)], setter: setter.map { [$0.statement] },
                    doc: docLines(property.doc)))
        ]
    }

    /// `A.kt: var A.foo: Flow<Int>`.
    private func kotlinSignature(_ property: ResolvedFileProperty, fileName: String) -> String {
        let receiverKotlin = property.syntax.receiver.map { "\($0)." } ?? ""
        return "\(fileName): \(property.isMutable ? "var" : "val") \(receiverKotlin)\(property.name.value): "
            + "\(property.syntax.type)"
    }

    /// The settable `<name>SetImplementation` (receiver and new value) and the setter statement calling it.
    private func setterImplementation(
        _ property: ResolvedFileProperty, _ swiftType: SwiftType, receiver: String, fileName: String
    ) -> (declaration: SwiftDeclaration, statement: SwiftStatement) {
        let implementation =
            PropertyNaming.memberName(property.name.value, profile: context.projection.profile) + "SetImplementation"
        let functionType = SwiftType.named(RuntimeNames.function, [.tuple([.named(receiver), swiftType]), .tuple([])])
        let call = SwiftExpression.call(
            .member(.member(.identifier("Self"), implementation), "call"),
            [
                SwiftArgument(.tuple([.identifier("self"), .identifier("newValue")])),
                SwiftArgument("orElse", .closure(parameters: [], body: [])),
            ])
        let declaration = SwiftDeclaration.property(
            SwiftProperty(
                modifiers: [.public, .static], name: implementation, type: functionType,
                value: .call(
                    .identifier(RuntimeNames.function),
                    [SwiftArgument(.string(kotlinSignature(property, fileName: fileName) + " (setter)"))]),
                doc: ["Kontract: what setting `\(property.name.value)` does; a test sets it."])
        ).onTestFace
        return (declaration, .expression(call))
    }
}
