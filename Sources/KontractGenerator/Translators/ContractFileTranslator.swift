// One contract file → one SwiftFile: its declarations in source order, nested ones in extensions,
// then the file facade, then the kotlinx.serialization conformances in a section of their own.

import KontractCore

/// Assembles the Swift file of one contract file.
struct ContractFileTranslator {
    let context: TranslationContext
    /// Built once per run: it reads the whole module (descriptors, what can be converted).
    let serialization: SerializationTranslator
    /// SKIE's globals beside the facades, named across the module; nil without file-scope conversion.
    let globals: SkieGlobalFunctions?
    /// SKIE's interface extensions as protocol members, chosen across the module; nil without file-scope conversion.
    let interfaceExtensions: SkieInterfaceExtensions?
    /// The refusals of the facades translated to name the globals, by contract file: each file's run reports its
    /// own (the same diagnostics as its facade's translation, which the run's deduplication keeps once).
    private let globalsRefusals: [String: [Diagnostic]]
    /// Under `--interop skie`, the Swift names of the types SKIE's visibility keeps from the app as a whole (marked
    /// unavailable by SkieUnavailableMembers); nil under the other interops, where nothing is split.
    private let skieUnavailableTypes: Set<String>?

    init(context: TranslationContext) {
        self.context = context
        skieUnavailableTypes =
            context.options.interop == .skie
            ? Set(
                context.module.index.declarations.filter { $0.declaration.export.unavailableInSwift }.map {
                    context.names.swiftName(of: $0.qualifiedName)
                }) : nil
        serialization = SerializationTranslator(context: context)
        // A function's `FunctionInterop.FileScopeConversion.Enabled` asks for its global with the switch off
        // (SkieFileScopeSwitch.swift); interface extensions follow the configuration.
        let skie =
            context.profile.hasGlobalFunctions
                || (context.profile.has(.skie) && SkieFileScopeSwitch.anyEnabled(context: context))
            ? Self.globals(context: context) : nil
        globals = skie?.globals
        interfaceExtensions = context.profile.hasGlobalFunctions ? skie?.interfaceExtensions : nil
        globalsRefusals = skie?.refusals ?? [:]
    }

    /// Every facade of the module, translated once more to name SKIE's globals and interface extensions
    /// module-wide.
    private static func globals(
        context: TranslationContext
    ) -> (globals: SkieGlobalFunctions, interfaceExtensions: SkieInterfaceExtensions, refusals: [String: [Diagnostic]])
    {
        var facades: [(package: String, facade: SwiftTypeDeclaration)] = []
        var extensionProperties: [(facade: SwiftTypeDeclaration, properties: [String: Bool], replaced: Set<String>)] =
            []
        var typeNames: Set<String> = []
        var replacedGlobals: [String: Set<String>] = [:]
        var refusals: [String: [Diagnostic]] = [:]
        for entry in context.module.index.declarations where entry.parent == nil {
            typeNames.insert(context.names.swiftName(of: entry.qualifiedName))
        }
        for file in context.module.index.files {
            for declaration in file.declarations where declaration.kind == .file {
                var ignored: [Diagnostic] = []
                let resolved = context.model.file(declaration, in: file)
                let declarations: [SwiftDeclaration]
                do {
                    declarations = try FileFacadeTranslator(context: context).translate(resolved, leftOut: &ignored)
                } catch {
                    refusals[file.path, default: []].append(Self.diagnostic(error, at: declaration.location))
                    continue
                }
                // Keyed by the getter's Swift name: `__foo` for SKIE's `PublicButReplaced` (its wrapper is `__foo` too).
                let properties = Dictionary(
                    declaration.fileProperties.filter { $0.receiver != nil }.map {
                        (
                            SkieHiddenNaming.hidden(
                                $0.name.value, if: SkieVisibilityLowering.isReplaced($0.annotations)), $0.isMutable
                        )
                    }
                ) { first, _ in first }
                let replaced = Self.replacedNames(declaration)
                for case .type(let facade) in declarations where facade.kind == .enum {
                    facades.append(
                        (
                            file.package.value,
                            SkieFileScopeSwitch.wrapped(facade, of: declaration, skie: context.profile.skie)
                        ))
                    extensionProperties.append((facade, properties, replaced))
                    replacedGlobals[facade.name, default: []].formUnion(
                        declaration.functions.filter {
                            $0.receiver == nil && SkieVisibilityLowering.isReplaced($0.annotations)
                        }.map { SkieHiddenNaming.hidden($0.name.value) })
                    typeNames.insert(facade.name)
                }
            }
        }
        return (
            SkieGlobalFunctions(facades: facades, typeNames: typeNames, replaced: replacedGlobals),
            SkieInterfaceExtensions(facades: extensionProperties, protocolMembers: protocolMembers(context: context)),
            refusals
        )
    }

    /// The facade names SKIE's `PublicButReplaced` gives a file's extension members (`__foo`, `__setFoo`).
    private static func replacedNames(_ file: Declaration) -> Set<String> {
        var names: Set<String> = []
        for function in file.functions
        where function.receiver != nil && SkieVisibilityLowering.isReplaced(function.annotations) {
            names.insert(SkieHiddenNaming.hidden(function.name.value))
        }
        for property in file.fileProperties
        where property.receiver != nil && SkieVisibilityLowering.isReplaced(property.annotations) {
            let getter = SkieHiddenNaming.hidden(property.name.value)
            names.insert(getter)
            names.insert(SkieHiddenNaming.setterName(ofGetter: getter))
        }
        return names
    }

    /// The member names of each interface's protocol, its superinterfaces' included, by Swift name.
    private static func protocolMembers(context: TranslationContext) -> [String: Set<String>] {
        let index = context.module.index
        // The supertypes as the model resolved them once.
        func names(_ entry: IndexedDeclaration, seen: inout Set<String>) -> Set<String> {
            guard seen.insert(entry.qualifiedName).inserted else { return [] }
            let declaration = entry.declaration
            var result = Set(declaration.functions.map(\.name.value) + declaration.memberProperties.map(\.name.value))
            for name in context.model[entry].supertypes.compactMap(\.declaredName) {
                if let parent = index[name] { result.formUnion(names(parent, seen: &seen)) }
            }
            return result
        }
        var members: [String: Set<String>] = [:]
        for entry in index.declarations where entry.declaration.kind == .interface {
            var seen: Set<String> = []
            members[context.names.swiftName(of: entry.qualifiedName)] = names(entry, seen: &seen)
        }
        return members
    }

    /// The file's Swift; a declaration the generator cannot express is left out and reported in
    /// `diagnostics`. `translated` counts the declarations translated.
    /// `renders`: false when only the diagnostics are wanted (`kontract validate`): the file's declarations are
    /// translated (every refusal is met there) but neither marked, printed nor scanned for imports.
    func translate(
        _ file: ContractFile, header: [String], diagnostics: inout [Diagnostic], translated: inout Int,
        renders: Bool = true
    ) -> SwiftFile {
        var declarations: [SwiftDeclaration] = [Self.runtimeVersionCheck]
        var serializers: [SwiftDeclaration] = []
        diagnostics += globalsRefusals[file.path] ?? []
        for entry in context.module.index.declarations where entry.file.path == file.path {
            translated += 1
            diagnostics += ViewModelClassTranslator.leftOutFunctions(of: entry, context: context)
            diagnostics += UnemulatedAnnotations.diagnostics(of: entry)
            diagnostics += EnumMembers.diagnostics(of: entry, context: context)
            diagnostics += SealedInterfaceProperties.diagnostics(of: entry, context: context)
            diagnostics += DataClassSuperclass(context: context).leftOutWarning(of: entry).map { [$0] } ?? []
            diagnostics += ObjectTranslator.leftOutInterfaces(of: entry, context: context)
            diagnostics += SkieSwitchChecks.diagnostics(of: entry.declaration, context: context)
            do {
                let translated = try translate(context.model[entry])
                var types = translated.types
                var extensions = FunctionTranslator(context: context).memberExtension(of: entry, leftOut: &diagnostics)
                if OverridableMembers.liveInClassBody(entry, context: context) {
                    extensions = OverridableMembers.fold(
                        extensions, into: &types, name: context.names.swiftName(of: entry.qualifiedName))
                }
                declarations += types + extensions
                serializers += translated.serializers
                declarations += FunctionTranslator(context: context).skieSuspendHolder(of: entry)
            } catch {
                diagnostics.append(Self.diagnostic(error, at: entry.declaration.location))
            }
        }
        for declaration in file.declarations where declaration.kind == .file {
            translated += 1
            diagnostics += SkieSwitchChecks.diagnostics(of: declaration, context: context)
            diagnostics += SkieFileScopeSwitch.diagnostics(
                of: context.model.file(declaration, in: file), context: context)
            do {
                let facade = try FileFacadeTranslator(context: context).translate(
                    context.model.file(declaration, in: file), leftOut: &diagnostics)
                declarations += facade
                if let globals {
                    for case .type(let type) in facade where type.kind == .enum {
                        declarations += globals.wrappers(of: type)
                        declarations += interfaceExtensions?.extensions(of: type) ?? []
                        for wrapper in interfaceExtensions?.leftOut(of: type) ?? [] {
                            diagnostics.append(Self.leftOutWrapper(wrapper, facade: type.name, in: declaration))
                        }
                    }
                }
            } catch {
                diagnostics.append(Self.diagnostic(error, at: declaration.location))
            }
        }
        let namespace = SkieNamespace(context: context)
        declarations += namespace.declarations(in: file)
        guard renders else {
            return SwiftFile(
                name: GeneratedSwiftFiles.outputName(for: file), header: header, imports: [], declarations: [])
        }
        let unmarkedSections = [
            SwiftFileSection(
                title: "kotlinx.serialization (KotlinJSON encodes and decodes these types)", declarations: serializers)
        ]
        // The runtime's conformances and members off the app face (IRPasses), before the one print.
        let (marked, markedSections) = RuntimeMembersOffTheAppFace.mark(declarations, unmarkedSections)
        declarations = KotlinBaseInitializers.mark(marked)
        var sections = markedSections
        // Classes directly under KotlinBase call its `init(kontractBase:)`, its `init()` being unavailable (IRPasses).
        for index in sections.indices {
            sections[index].declarations = KotlinBaseInitializers.mark(sections[index].declarations)
        }
        // SKIE's unavailable members moved into extensions of their own (IRPasses), also before the print.
        if let skieUnavailableTypes {
            declarations = SkieUnavailableMembers.split(declarations, unavailableTypes: skieUnavailableTypes)
            for index in sections.indices {
                sections[index].declarations = SkieUnavailableMembers.split(
                    sections[index].declarations, unavailableTypes: skieUnavailableTypes)
            }
        }
        // Printed once: the imports are read off these lines, and the file is printed with them.
        let body = RenderedBody(declarations: declarations, sections: sections)
        var used = RuntimeImports.modules(usedBy: body.text)
        // A SKIE framework always has SKIE's runtime (`Skie_SuspendResult`, its `onEnum(of:)`): one file re-exports it.
        if namespace.holdsModuleNamespace(file), !used.contains(.coroutines) { used = (used + [.coroutines]).sorted() }
        var swift = SwiftFile(
            name: GeneratedSwiftFiles.outputName(for: file), header: header,
            imports: [RuntimeNames.foundation] + used.map(\.name), declarations: declarations, sections: sections,
            reexports: FrameworkExports.reexports(usedModules: used, options: context.options),
            reexportedDeclarations: FrameworkExports.reexportedDeclarations(usedModules: used, options: context.options)
        )
        swift.printedBody = body.lines
        swift.spiGroups = Self.runtimeSPIGroups
        return swift
    }

    /// The SPI groups of the runtime modules that generated code uses, imported with them: `KontractGenerated` (API
    /// only generated code calls: the version check, `nativeFlow(_:boxing:)`, `KontractTypedSerializable`, a view
    /// model's `_kontractInitialState` initializers) and `Testing` (the test face's types the generated hooks name:
    /// `KotlinFunction`, `KotlinProperty`, `TranscriptBehaviour`, `_kontract`). An app's `import Shared` sees neither
    /// group; a test's `@_spi(Testing) import Shared` sees the runtime's `Testing` symbols through it.
    static let runtimeSPIGroups: [String: [String]] = [
        "KontractCoroutines": ["KontractGenerated"], "KontractKotlin": ["KontractGenerated"],
        "KontractLifecycle": ["Testing"], "KontractSerialization": ["KontractGenerated"],
        "KontractTranscripts": ["KontractGenerated", "Testing"],
    ]

    /// A translator's refusal as the diagnostic it is (translators throw only ``Diagnostic``s).
    static func diagnostic(_ error: any Error, at location: SourceLocation) -> Diagnostic {
        error as? Diagnostic ?? .generator(.unsupportedType, "\(error)", at: location)
    }

    /// KG0002 for SKIE's interface-extension wrapper left out, at the Kotlin extension function or property it wraps
    /// (the wrapper's name is the Kotlin name, `__`-prefixed for `PublicButReplaced`), else at the file.
    static func leftOutWrapper(
        _ wrapper: SkieInterfaceExtensions.LeftOutWrapper, facade: String, in file: Declaration
    ) -> Diagnostic {
        let name = SkieHiddenNaming.visibleName(wrapper.name)
        let location =
            file.functions.first { $0.receiver != nil && $0.name.value == name }?.location
            ?? file.fileProperties.first { $0.receiver != nil && $0.name.value == name }?.location ?? file.location
        return .generator(
            .declarationLeftOut,
            "SKIE's member `\(wrapper.name)` of `\(wrapper.protocolName)` (wrapping `\(facade).\(wrapper.name)`) is "
                + "left out: \(wrapper.reason); SKIE renames one of them, which Kontract does not emulate yet "
                + "(`\(facade).\(wrapper.name)` is generated)",
            at: location)
    }

    /// One declaration's type (nested ones in an extension of their enclosing type) and extras, and its serialization.
    private func translate(_ resolved: ResolvedDeclaration) throws -> (
        types: [SwiftDeclaration], serializers: [SwiftDeclaration]
    ) {
        let entry = resolved.syntax
        var declarations: [SwiftDeclaration] = []
        var extras: [SwiftDeclaration] = []
        let type: SwiftTypeDeclaration?
        // A data class's fields, prepared once for its type and its serialization.
        var dataFields: [DataClassField]?
        switch entry.declaration.kind {
        case .dataClass:
            let fields = try DataClassField.fields(of: entry, context: context)
            dataFields = fields
            type = try DataClassTranslator(
                context: context, readsJSONRows: serialization.writesJSONRows(entry),
                conformsThroughRows: serialization.conformsThroughRows(entry)
            )
            .translate(resolved, fields: fields)
        case .enumClass:
            type = try EnumTranslator(context: context).translate(resolved)
            extras =
                (NSEnumTranslator(context: context).declaration(entry).map { [$0] } ?? [])
                + (try EnumTranslator(context: context).originalKotlinEnum(resolved))
        case .sealedClass, .sealedInterface:
            let result = try SealedTranslator(context: context).translate(resolved)
            type = result.declaration
            extras = result.extras
        case .object, .dataObject:
            type = try ObjectTranslator(context: context).translate(resolved)
            extras = ObjectTranslator(context: context).singletonInitializer(of: entry).map { [$0] } ?? []
        case .plainClass where PlainClassTranslator.translates(entry, context: context):
            let translated = try PlainClassTranslator(context: context).translate(entry)
            type = translated.type
            extras = translated.refinements.map { [$0] } ?? []
        case .plainClass:
            type = try ViewModelClassTranslator(context: context).translate(resolved)
            if type == nil {
                throw Diagnostic.generator(
                    .declarationLeftOut,
                    "the generated Swift leaves out the class '\(entry.declaration.name.value)': subclasses of "
                        + "declared view models are not generated yet", at: entry.declaration.location)
            }
        case .interface:
            type = try InterfaceTranslator(context: context).translate(entry)
            extras = try InterfaceFake(context: context).declaration(of: entry).map { [$0] } ?? []
        case .file:
            type = nil  // translated with the file
        }
        if let type { declarations.append(nested(type, in: entry)) }
        if let accessor = CompanionAccessor.declaration(for: entry, context: context) { declarations.append(accessor) }
        declarations += extras
        return (declarations, try serialization.declarations(for: resolved, dataFields: dataFields))
    }

    /// `private enum KontractRuntimeVersionCheck: KontractRuntimeVersion_0_1 {}`: the file compiles only
    /// against a runtime of the version that generated it, and says so by name when it does not.
    static let runtimeVersionCheck = SwiftDeclaration.type(
        SwiftTypeDeclaration(
            kind: .enum, access: .private, name: "KontractRuntimeVersionCheck",
            inherits: [.named(RuntimeNames.versionCheck)],
            doc: [
                "Fails to compile against a Kontract runtime incompatible with kontract \(GeneratedSwiftFiles.version), which generated this file."
            ]))

    /// True when a data class of the file has a property `==` cannot compare.

    /// A nested declaration goes into an extension of its enclosing type.
    private func nested(_ type: SwiftTypeDeclaration, in entry: IndexedDeclaration) -> SwiftDeclaration {
        guard let enclosing = context.projection.enclosingSwiftName(of: entry.qualifiedName) else { return .type(type) }
        return .type(SwiftTypeDeclaration(kind: .extension, access: nil, name: enclosing, members: [.type(type)]))
    }
}
