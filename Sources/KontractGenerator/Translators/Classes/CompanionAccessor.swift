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
            context.projection.shape(of: outer) != .classProtocol, !hasEntryNamedCompanion(outer, context: context)
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

    /// True when an entry of enum `outer` is named `companion` in Swift (`COMPANION`, `Companion`): the exporter
    /// then leaves the class property out, the entry keeps the name and the object stays `Foo.Companion.shared`
    /// (`needCompanionObjectProperty` in JetBrains/kotlin native/objcexport-header-generator's
    /// ObjCExportTranslator.kt: "'companion' property would clash with enum entry, don't generate it").
    private static func hasEntryNamedCompanion(_ outer: String, context: TranslationContext) -> Bool {
        guard let projected = context.projection[outer] else { return false }
        return projected.caseNames.contains { kotlinName, swiftName in
            swiftName == "companion" || ObjCExportNaming.enumEntryName(kotlinName) == "companion"
        }
    }
}
