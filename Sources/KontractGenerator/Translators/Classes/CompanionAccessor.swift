// `Outer.companion`: the class property the exporter gives a class with a companion object.

import KontractCore

/// The exporter shows a companion object twice: as the nested object (`Foo.Companion.shared`) and as a
/// class property of its outer class (`Foo.companion`), both the same instance.
enum CompanionAccessor {
    /// `extension Foo { public static var companion: Foo.Companion { Foo.Companion.shared } }`, or nil
    /// when `entry` is no companion or its outer declaration is a protocol (Swift gives protocols no
    /// class properties Swift code can read through the protocol's name).
    static func declaration(for entry: IndexedDeclaration, context: TranslationContext) -> SwiftDeclaration? {
        guard entry.declaration.isCompanion, let outer = entry.parent,
            context.projection.shape(of: outer) != .classProtocol
        else { return nil }
        let outerName = context.projection.swiftName(of: outer)
        let companionName = context.projection.swiftName(of: entry.qualifiedName)
        let accessor = SwiftProperty(
            modifiers: [.public, .static], name: "companion", type: .named(companionName),
            getter: [.expression(.member(.identifier(companionName), "shared"))],
            doc: ["The companion object, as `\(companionName).shared`."])
        return .type(
            SwiftTypeDeclaration(kind: .extension, access: nil, name: outerName, members: [.property(accessor)]))
    }
}
