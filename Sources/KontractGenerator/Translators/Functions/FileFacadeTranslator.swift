// A Kotlin file's top-level properties → static members of `FileKt`; extension properties → instance members.

import KontractCore

/// Translates the parts of a `file` declaration that are plain values; view-model factories and flow
/// extensions on view models come from ``BridgeFunctionTranslator``, other functions from
/// ``FunctionTranslator``, `val` flow properties from ``FlowStorage``. A top-level `var`, or a `val` without
/// a `kotlin` getter, reads and writes a ``RuntimeNames/property`` beside it; a `var` extension property's
/// setter is a settable function, and an extension property without a `kotlin` getter reads one too (see
/// FileStoredProperties.swift). What Swift would see but the generator cannot emulate (extensions on types it
/// does not generate) is left out with a KG0002 warning.
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
        // Same-named files of other packages share the facade (SharedFileFacade.swift); clashing properties are
        // renamed as the exporter does (FacadePropertyNaming.swift).
        let sharing = SharedFileFacade.files(named: facadeName, in: context.model)
        let properties = FacadePropertyNaming.properties(
            of: resolvedFile, sharing: sharing, profile: context.projection.profile)
        let topLevel = TopLevelGetterNames(
            kotlin: resolvedFile.fileProperties, swift: properties, facade: facadeName, context: context)
        for property in properties where !property.export.isHidden {
            if let viewModelExtension = try bridge.viewModelExtension(property) {
                extensions.append(viewModelExtension)
                continue
            }
            let resolved = property.type
            if property.receiver == nil, FlowStorage.isFlow(resolved), !property.isMutable {
                do {
                    statics += try FlowStorage(context: context).members(
                        kotlinName: property.name.value, type: resolved, initial: property.initial,
                        annotations: property.annotations.map(\.value), doc: property.doc, isStatic: true,
                        export: property.export, at: property.location)
                } catch {
                    leftOut.append(ContractFileTranslator.diagnostic(error, at: property.location))
                }
                continue
            }
            // Top-level flows (a `var`, a list of flows) are values like any other here; an extension property's
            // flows are a view model's (above), platform types the bridge runtime's.
            // On a receiver that is not a class Swift sees, the export makes facade functions (FacadeFunctions.swift).
            if FunctionTranslator.hasFacadeAccessors(property, context: context) { continue }
            let bridgeOwned =
                property.receiver == nil ? resolved.mentionsPlatformType : Self.belongsToBridgeRuntime(resolved)
            // A flow extension property on a declared type is an accessor pair whose bodies a test sets, as a
            // function's (a `kotlin` getter cannot build a flow).
            let flowExtension = bridgeOwned && property.receiver != nil && !resolved.mentionsPlatformType
            if flowExtension, property.kotlin != nil {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the extension property '\(property.name.value)': a "
                            + "'kotlin' getter cannot build a flow; leave it out and a test sets the getter",
                        at: property.location))
                continue
            }
            guard !bridgeOwned || flowExtension else { continue }
            if property.receiver == nil, property.kotlin == nil || property.isMutable {
                // A `var`, or a `val` whose getter the contract does not give: a settable value.
                statics += try storedProperty(
                    property, resolved, facadeName: facadeName, fileName: declaration.name.value, topLevel: topLevel)
                continue
            }
            if let receiverType = property.receiver {
                guard let receiverName = receiverType.declaredName, let receiverEntry = context.module[receiverName],
                    receiverEntry.declaration.kind != .plainClass
                        || PlainClassTranslator.translates(receiverEntry, context: context)
                else {
                    leftOut.append(
                        .generator(
                            .declarationLeftOut,
                            "the generated Swift leaves out the extension property '\(property.name.value)': "
                                + "extensions are generated on the contract's data classes, objects, enums, "
                                + "sealed types and plain classes (and view models' flows) only", at: property.location)
                    )
                    continue
                }
                let (environment, swiftNames) = DerivedPropertyTranslator.environment(
                    of: receiverEntry, context: context)
                let receiverSwiftName = context.projection.swiftName(of: receiverName)
                let members: [SwiftDeclaration]
                if let kotlin = property.kotlin {
                    members =
                        property.isMutable
                        ? try settableExtension(
                            property, resolved, kotlin.value, environment, swiftNames, receiver: receiverSwiftName,
                            fileName: declaration.name.value)
                        : [
                            try computedProperty(
                                property, resolved, kotlin.value, environment, swiftNames, isStatic: false)
                        ]
                } else if !receiverEntry.declaration.typeParameters.isEmpty {
                    // Its getter would be a static stored `KotlinFunction`, which a generic type cannot hold.
                    leftOut.append(
                        .generator(
                            .declarationLeftOut,
                            "the generated Swift leaves out the extension property '\(property.name.value)': it has "
                                + "no 'kotlin' getter, and one on a generic class is not emulated yet",
                            at: property.location))
                    continue
                } else {
                    members = try bodylessExtension(
                        property, resolved, receiver: receiverSwiftName, fileName: declaration.name.value)
                }
                extensions.append(
                    .type(
                        SwiftTypeDeclaration(
                            kind: .extension, access: nil, name: receiverSwiftName, members: members)))
            } else if let kotlin = property.kotlin {
                let (environment, swiftNames) = topLevel.scope(excludingSwiftName: property.name.value)
                statics.append(
                    try computedProperty(
                        property, resolved, kotlin.value, environment, swiftNames, isStatic: true,
                        this: topLevel.facade))
            }
        }
        let functions = FunctionTranslator(context: context)
        let declaresFacade = sharing.count < 2 || sharing.first?.id == resolvedFile.id
        let propertyNames = Set(
            sharing.flatMap {
                FacadePropertyNaming.properties(of: $0, sharing: sharing, profile: context.projection.profile)
            }
            .filter { $0.receiver == nil }.map {
                ObjCAnnotationNaming.memberName(
                    $0.export, default: PropertyNaming.memberName($0.name.value, profile: context.projection.profile))
            })
        if declaresFacade {
            statics += functions.facadeMembers(
                of: sharing.count < 2 ? [resolvedFile] : sharing, propertyNames: propertyNames, leftOut: &leftOut)
        }
        extensions += functions.categoryExtensions(of: resolvedFile, leftOut: &leftOut)
        guard !statics.isEmpty || (declaresFacade && sharing.count > 1) else { return extensions }
        let facade = SwiftTypeDeclaration(
            kind: declaresFacade ? .enum : .extension, name: SwiftKeywords.escaped(facadeName),
            doc: declaresFacade ? [Self.facadeDoc(declaration.name.value, sharing: sharing)] : [],
            members: statics)
        return [.type(facade)] + extensions
    }

    /// "Top-level declarations of `A.kt`.", naming the packages when several files share the facade (and the
    /// source sets of a package named twice).
    private static func facadeDoc(_ fileName: String, sharing: [ResolvedDeclaration]) -> String {
        guard sharing.count > 1 else { return "Top-level declarations of `\(fileName)`." }
        let packageCounts = Dictionary(sharing.map { ($0.syntax.package, 1) }, uniquingKeysWith: +)
        let packages = sharing.map { file in
            let package = "`\(file.syntax.package)`"
            guard packageCounts[file.syntax.package, default: 0] > 1,
                let sourceSet = file.syntax.declaration.sourceSet?.value
            else { return package }
            return package + " (`\(sourceSet)`)"
        }.joined(separator: ", ")
        return "Top-level declarations of `\(fileName)` in \(packages), one facade as in the export."
    }

    func computedProperty(
        _ property: ResolvedFileProperty, _ resolved: ResolvedType, _ kotlin: String,
        _ environment: ExpressionEnvironment,
        _ swiftNames: [String: String], isStatic: Bool, this: SwiftExpression = .selfValue
    ) throws -> SwiftDeclaration {
        let expression = DerivedPropertyTranslator.expression(
            kotlin, expecting: resolved, environment: environment, swiftNames: swiftNames, context: context,
            this: this)
        var swiftProperty = SwiftProperty(
            modifiers: isStatic ? [.public, .static] : [.public],
            name: PropertyNaming.escapedMember(
                property.name.value, export: property.export, profile: context.projection.profile),
            type: try context.types.swiftType(resolved, at: property.typeLocation),
            getter: [.expression(expression)],
            doc: docLines(property.doc))
        swiftProperty.attributes = DeprecationAttributes.attributes(property.export)
        return .property(swiftProperty)
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
