// An object property whose value the contract does not give: a test-face `KotlinProperty` storage a test sets.

import KontractCore

/// `public static let eventsStorage = KotlinProperty<T>("Bus: val events: Flow<Event>", storage: "Bus.eventsStorage")`
/// on the test face, and the object's `events` reading it (`{ get set }` for a `var`). Static, since an object has
/// one instance (and a swift-style object's struct stays `Hashable`). Unset, a read stops naming the storage to set,
/// as a top-level property's does (``FileFacadeTranslator/storedProperty(_:_:facadeName:fileName:topLevel:)``).
struct ObjectPropertyStorage {
    let storage: SwiftDeclaration
    let getter: [SwiftStatement]
    let setter: [SwiftStatement]?

    init(
        _ property: ResolvedProperty, swiftType: SwiftType, objectName: String, swiftName: String,
        context: TranslationContext
    ) {
        let storageName =
            PropertyNaming.memberName(property.name.value, profile: context.projection.profile) + "Storage"
        let kotlinDeclaration =
            "\(objectName): \(property.isMutable ? "var" : "val") \(property.name.value): \(property.syntax.type)"
        storage =
            SwiftDeclaration.property(
                SwiftProperty(
                    modifiers: [.public, .static], name: storageName, type: .named(RuntimeNames.property, [swiftType]),
                    value: .call(
                        .identifier(RuntimeNames.property),
                        [
                            SwiftArgument(.string(kotlinDeclaration)),
                            SwiftArgument("storage", .string("\(swiftName).\(storageName)")),
                        ]),
                    doc: [
                        "Kontract: the value of `\(property.name.value)`, which the contract does not give; a test sets `value`."
                    ]
                )
            ).onTestFace
        let read = SwiftExpression.member(.identifier("Self"), storageName)
        getter = [.expression(.call(.member(read, "get"), []))]
        setter =
            property.isMutable ? [.expression(.call(.member(read, "set"), [SwiftArgument("newValue")]))] : nil
    }
}
