// A property the contract gives no Kotlin body: a test-face `KotlinProperty` storage a test sets, and its reads.

import KontractCore

/// `public static let eventsStorage = KotlinProperty<T>("Bus: val events: Flow<Event>", storage: "Bus.eventsStorage")`
/// on the test face, and the getter (and, for a `var`, the setter) of the property reading it. Static: a file
/// facade's property and an object's (one instance; a swift-style object's struct stays `Hashable`). Unset, a read
/// stops naming the storage to set.
struct KotlinPropertyStorage {
    let storage: SwiftDeclaration
    /// `Self.eventsStorage.get()`: the stored value (unset, the read stops naming the storage).
    let read: SwiftExpression
    let getter: [SwiftStatement]
    let setter: [SwiftStatement]?

    /// `kotlinDeclaration` is what messages name (`Feed.kt: var latest: String?`), `owner` the Swift type holding
    /// the storage (`FeedKt`), `initial` the storage's first value (none: a test sets it).
    init(
        kotlinName: String, isMutable: Bool, swiftType: SwiftType, kotlinDeclaration: String, owner: String,
        initial: SwiftExpression? = nil, doc: String, context: TranslationContext
    ) {
        let storageName = PropertyNaming.memberName(kotlinName, profile: context.projection.profile) + "Storage"
        var arguments = [
            SwiftArgument(.string(kotlinDeclaration)), SwiftArgument("storage", .string("\(owner).\(storageName)")),
        ]
        if let initial { arguments.append(SwiftArgument("initial", initial)) }
        storage =
            SwiftDeclaration.property(
                SwiftProperty(
                    modifiers: [.public, .static], name: storageName, type: .named(RuntimeNames.property, [swiftType]),
                    value: .call(.identifier(RuntimeNames.property), arguments), doc: [doc])
            ).onTestFace
        let storageValue = SwiftExpression.member(.identifier("Self"), storageName)
        read = .call(.member(storageValue, "get"), [])
        getter = [.expression(read)]
        setter = isMutable ? [.expression(.call(.member(storageValue, "set"), [SwiftArgument("newValue")]))] : nil
    }
}
