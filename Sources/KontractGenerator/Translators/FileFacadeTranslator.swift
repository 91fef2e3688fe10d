// A Kotlin file's top-level properties → static members of `FileKt`; extension properties → instance members.

import KontractCore

/// Translates the parts of a `file` declaration that are plain values; view-model factories and flow
/// extensions on view models come from ``BridgeFunctionTranslator``, other functions from
/// ``FunctionTranslator``. A top-level `var`, or a `val` without a `kotlin` getter, reads and writes a
/// ``RuntimeNames/property`` beside it (FileStoredProperties.swift). What Swift would see but the generator
/// cannot emulate (extension properties without a getter or with a setter; extensions on types it does not
/// generate) is left out with a KG0002 warning.
struct FileFacadeTranslator {
    let context: TranslationContext

    func translate(_ resolved: ResolvedDeclaration, leftOut: inout [Diagnostic]) throws -> [SwiftDeclaration] {
        let declaration = resolved.syntax.declaration
        let file = resolved.syntax.file
        guard let facadeName = declaration.fileFacadeName else { return [] }
        var statics: [SwiftDeclaration] = []
        var extensions: [SwiftDeclaration] = []
        let bridge = BridgeFunctionTranslator(context: context)
        let resolvedFile = context.model.file(declaration, in: file)
        statics += try bridge.factories(of: resolvedFile)
        for property in resolvedFile.fileProperties {
            if let viewModelExtension = try bridge.viewModelExtension(property) {
                extensions.append(viewModelExtension)
                continue
            }
            let resolved = property.type
            guard !Self.belongsToBridgeRuntime(resolved) else { continue }
            if property.receiver == nil, property.kotlin == nil || property.isMutable {
                // A `var`, or a `val` whose getter the contract does not give: a settable value.
                statics += try storedProperty(
                    property, resolved, facadeName: facadeName, fileName: declaration.name.value)
                continue
            }
            guard let kotlin = property.kotlin, !property.isMutable else {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the extension property '\(property.name.value)': "
                            + (property.isMutable
                                ? "the setter of a 'var' extension property is not emulated"
                                : "it has no 'kotlin' getter to emulate"),
                        at: property.location))
                continue
            }
            if let receiverType = property.receiver {
                guard let receiverName = receiverType.declaredName, let receiverEntry = context.module[receiverName],
                    receiverEntry.declaration.kind != .plainClass
                else {
                    leftOut.append(
                        .generator(
                            .declarationLeftOut,
                            "the generated Swift leaves out the extension property '\(property.name.value)': "
                                + "extensions are generated on the contract's data classes, objects, enums "
                                + "and sealed types (and view models' flows) only", at: property.location))
                    continue
                }
                let (environment, swiftNames) = DerivedPropertyTranslator.environment(
                    of: receiverEntry, context: context)
                let member = try computedProperty(
                    property, resolved, kotlin.value, environment, swiftNames, isStatic: false)
                extensions.append(
                    .type(
                        SwiftTypeDeclaration(
                            kind: .extension, access: nil, name: context.projection.swiftName(of: receiverName),
                            members: [member])))
            } else {
                let environment = ExpressionEnvironment(properties: [:], module: context.module.index)
                statics.append(try computedProperty(property, resolved, kotlin.value, environment, [:], isStatic: true))
            }
        }
        let functions = FunctionTranslator(context: context)
        let propertyNames = Set(
            resolvedFile.fileProperties.filter { $0.receiver == nil }.map {
                PropertyNaming.memberName($0.name.value, context: context)
            })
        statics += functions.facadeMembers(of: resolvedFile, propertyNames: propertyNames, leftOut: &leftOut)
        extensions += functions.categoryExtensions(of: resolvedFile, leftOut: &leftOut)
        guard !statics.isEmpty else { return extensions }
        let facade = SwiftTypeDeclaration(
            kind: .enum, name: SwiftKeywords.escaped(facadeName),
            doc: ["Top-level declarations of `\(declaration.name.value)`."],
            members: statics)
        return [.type(facade)] + extensions
    }

    func computedProperty(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, _ kotlin: String,
        _ environment: ExpressionEnvironment,
        _ swiftNames: [String: String], isStatic: Bool
    ) throws -> SwiftDeclaration {
        let expression = DerivedPropertyTranslator.expression(
            kotlin, expecting: resolved, environment: environment, swiftNames: swiftNames, context: context)
        return .property(
            SwiftProperty(
                modifiers: isStatic ? [.public, .static] : [.public],
                name: PropertyNaming.escapedMember(property.name.value, context: context),
                type: try context.types.swiftType(resolved, at: property.typeLocation),
                getter: [.expression(.raw(expression))],
                doc: docLines(property.doc)))
    }

    /// Flows, view models and platform types are generated by the bridge runtime's generator.
    static func belongsToBridgeRuntime(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .platform(.throwable): return false
        case .platform: return true
        case .generic(let generic, let arguments):
            return generic.isFlow || arguments.contains(where: belongsToBridgeRuntime)
        default: return false
        }
    }
}
