// The top-level properties a top-level getter reads by name, as the file's facade declares them (`ApiKt.base`).

import KontractCore

/// The names a top-level property's `kotlin` getter sees (``TopLevelGetterScope``: its file's other top-level
/// value properties) with the Swift static members the facade declares for them, renamed as the exporter renames
/// clashing ones; the getter reads them on the facade type.
struct TopLevelGetterNames {
    /// The facade type, Kotlin's `this`-less scope of a top-level getter (`ApiKt`).
    let facade: SwiftExpression
    private var entries: [(kotlin: String, swift: String, mangled: String, type: ResolvedType)] = []
    private let module: ModuleIndex

    /// `kotlin` are the file's properties as written, `swift` the same properties in the same order as the facade
    /// names them (``FacadePropertyNaming/properties(of:sharing:profile:)``).
    init(kotlin: [ResolvedFileProperty], swift: [ResolvedFileProperty], facade: String, context: TranslationContext) {
        self.facade = .identifier(SwiftKeywords.escaped(facade))
        self.module = context.module.index
        for (original, named) in zip(kotlin, swift) where original.receiver == nil {
            guard TopLevelGetterScope.isReadable(original.type, isHidden: original.export.isHidden) else { continue }
            let swiftName = PropertyNaming.escapedMember(
                named.name.value, export: named.export, profile: context.projection.profile)
            entries.append((original.name.value, swiftName, named.name.value, original.type))
        }
    }

    /// The environment and Swift names for the getter of the property the facade names `mangledName` (its own name
    /// left out: Kotlin's getter would call itself).
    func scope(excludingSwiftName mangledName: String) -> (ExpressionEnvironment, [String: String]) {
        var properties: [String: ResolvedType] = [:]
        var swiftNames: [String: String] = [:]
        for entry in entries where entry.mangled != mangledName {
            properties[entry.kotlin] = entry.type
            swiftNames[entry.kotlin] = entry.swift
        }
        return (ExpressionEnvironment(properties: properties, module: module), swiftNames)
    }
}
