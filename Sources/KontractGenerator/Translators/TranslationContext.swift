// What every translator needs: the module, the options, the namers and the recursion analysis.

import KontractCore

/// Shared, read-only state of one generator run.
struct TranslationContext: Sendable {
    let module: CheckedModule
    let options: GeneratorOptions
    let names: SwiftTypeNames
    let types: SwiftTypeMapper
    /// Data classes whose struct would contain itself: their storage is boxed.
    let boxedStructs: Set<String>
    /// The module's kotlinx descriptors: the same in every configuration, so runs may share them.
    let descriptors: DescriptorBuilder

    init(module: CheckedModule, options: GeneratorOptions, descriptors: DescriptorBuilder? = nil) {
        self.module = module
        self.options = options
        self.descriptors = descriptors ?? DescriptorBuilder(module: module)
        names = SwiftTypeNames(module: module, options: options)
        types = SwiftTypeMapper(names: names)
        boxedStructs = RecursionAnalysis.selfContainingStructs(module: module, names: names)
    }

    var style: GenerationStyle { options.style }
    var interop: InteropMode { options.interop }

    /// The declarations with their members' types resolved.
    var model: ResolvedModule { module.model }
}
