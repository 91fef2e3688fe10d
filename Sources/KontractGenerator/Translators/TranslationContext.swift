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

    init(module: CheckedModule, options: GeneratorOptions) {
        self.module = module
        self.options = options
        names = SwiftTypeNames(module: module, options: options)
        types = SwiftTypeMapper(names: names)
        boxedStructs = RecursionAnalysis.selfContainingStructs(module: module, names: names)
    }

    var style: GenerationStyle { options.style }
    var interop: InteropMode { options.interop }

    /// The declarations with their members' types resolved.
    var model: ResolvedModule { module.model }
}
