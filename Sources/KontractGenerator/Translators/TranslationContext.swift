// What every translator needs: the module, the options, the Swift projection, the type mapper and the recursion analysis.

import KontractCheck
import KontractCore

/// Shared, read-only state of one generator run.
struct TranslationContext: Sendable {
    let module: CheckedModule
    let options: GeneratorOptions
    /// The module as Swift sees it: names, shapes, member and case names, computed once per run.
    let projection: SwiftProjection
    private(set) var types: SwiftTypeMapper
    /// Data classes whose struct would contain itself: their storage is boxed.
    let boxedStructs: Set<String>
    /// The module's kotlinx descriptors: the same in every configuration, so runs may share them.
    let descriptors: DescriptorBuilder

    init(module: CheckedModule, options: GeneratorOptions, descriptors: DescriptorBuilder? = nil) {
        self.module = module
        self.options = options
        // Built once here (the module builds it on first use, under a lock every later read would take).
        model = module.model
        // The descriptors and the projection read the module only: built side by side.
        let (descriptors, projection) = Concurrently.both(
            { descriptors ?? DescriptorBuilder(module: module) }, { SwiftProjection(module: module, options: options) })
        self.descriptors = descriptors
        self.projection = projection
        types = SwiftTypeMapper(names: projection.rules)
        boxedStructs = RecursionAnalysis.selfContainingStructs(module: module, names: projection.rules)
    }

    /// This context with SKIE's flow interop on or off for one function (its `FlowInterop.*` annotation).
    func withSKIEFlows(_ on: Bool) -> TranslationContext {
        var context = self
        context.types = types.withSKIEFlows(on)
        return context
    }

    /// What the emulated export does (features and model style).
    var profile: ExportProfile { projection.profile }

    /// The naming rules; translators read `projection` (kept for code written before the projection).
    var names: SwiftTypeNames { projection.rules }
    /// `--style`; translators ask `profile` what the export does (kept for code written before the profile).
    var style: GenerationStyle { options.style }
    /// `--interop`; translators ask `profile.has(.skie)` (kept for code written before the profile).
    var interop: InteropMode { options.interop }

    /// The declarations with their members' types resolved.
    let model: ResolvedModule

    /// Where `entry` writes the supertype that resolves to `qualifiedName` (a left-out supertype's warning stands
    /// there), else at `entry`'s name.
    func locationOfSupertype(_ qualifiedName: String, of entry: IndexedDeclaration) -> SourceLocation {
        let written = zip(entry.declaration.supertypes, model[entry].supertypes).first {
            $1.declaredName == qualifiedName
        }?.0
        return written?.location ?? entry.declaration.name.location
    }
}
