// @ObjCEnum: the NS_CLOSED_ENUM Swift imports (`FooNSEnum`) and the enum class's `nsEnum` property.

import KontractCore

/// Translates the `NS_CLOSED_ENUM` of an `@ObjCEnum` enum class.
///
/// On the real framework the exporter declares `typedef NS_CLOSED_ENUM(int32_t, FooNSEnum)` with one
/// enumerator per entry (value = ordinal) and gives the class `@property (readonly) FooNSEnum nsEnum`.
/// Swift imports that as a frozen `enum FooNSEnum: Int32` (Hashable, Sendable, no `allCases`) and
/// `var nsEnum: FooNSEnum { get }`; the emulation declares exactly that, the property mapping the
/// entry's ordinal to its case, in every configuration (with SKIE it is a member of the Swift enum).
struct NSEnumTranslator {
    let context: TranslationContext

    /// The top-level `enum FooNSEnum: Int32`, when the declaration is `@ObjCEnum`.
    func declaration(_ entry: IndexedDeclaration) -> SwiftDeclaration? {
        guard let nsEnum = context.projection[entry.qualifiedName]?.nsEnum else { return nil }
        let cases = nsEnum.caseNames.enumerated().map { ordinal, name in
            SwiftDeclaration.enumCase(SwiftEnumCase(name: name, rawValue: .number("\(ordinal)")))
        }
        return .type(
            SwiftTypeDeclaration(
                kind: .enum, name: nsEnum.name, inherits: ["Int32", "Sendable"],
                doc: [
                    "The `NS_CLOSED_ENUM` of `@ObjCEnum` `\(entry.declaration.name.value)`: one case per entry, "
                        + "raw value = ordinal."
                ],
                members: cases))
    }

    /// `public var nsEnum: FooNSEnum`, for the members of the enum's Swift type.
    func property(_ entry: IndexedDeclaration) -> SwiftDeclaration? {
        guard let nsEnum = context.projection[entry.qualifiedName]?.nsEnum else { return nil }
        let value = SwiftExpression.call(.identifier(nsEnum.name), [SwiftArgument("rawValue", .identifier("ordinal"))])
        return .property(
            SwiftProperty(
                modifiers: [.public], name: "nsEnum", type: .named(nsEnum.name),
                getter: [
                    .guard(
                        [.binding("value", value)],
                        else: [
                            .expression(
                                .call(
                                    .identifier("fatalError"),
                                    [SwiftArgument(.string("no \(nsEnum.name) case for this ordinal"))]))
                        ]),
                    .return(.identifier("value")),
                ]))
    }
}
