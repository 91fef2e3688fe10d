// What `import Shared` brings into an app: the modules every generated file re-exports.

/// A Kotlin library whose types reach Swift through the framework. Gradle's `export(...)` decides
/// their names: an exported library's types keep their own (`ViewModelStoreOwner`), the others get the
/// library's module name as a prefix (`Lifecycle_viewmodelViewModelStoreOwner`).
public enum KotlinLibrary: String, CaseIterable, Sendable, Comparable {
    /// `androidx.lifecycle:lifecycle-viewmodel` (ViewModel, ViewModelStore, ViewModelStoreOwner…).
    case lifecycleViewModel = "androidx.lifecycle:lifecycle-viewmodel"
    /// `org.jetbrains.kotlinx:kotlinx-coroutines-core` (StateFlow, CoroutineScope, Job…).
    case coroutinesCore = "org.jetbrains.kotlinx:kotlinx-coroutines-core"

    /// The libraries a framework exports when the configuration does not say: the lifecycle library, as
    /// apps that let Swift own view models through `ViewModelStoreOwner` do.
    public static let exportedByDefault: Set<KotlinLibrary> = [.lifecycleViewModel]

    /// The library named `coordinates` (`group:artifact`, a version after a second `:` is ignored).
    public init?(coordinates: String) {
        let parts = coordinates.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        self.init(rawValue: parts[0] + ":" + parts[1])
    }

    /// The runtime module emulating the library under its own names (its typed flows, `StateFlow<T>`).
    var module: RuntimeModule {
        switch self {
        case .lifecycleViewModel: .lifecycle
        case .coroutinesCore: .coroutines
        }
    }

    /// The runtime module an exporting framework's app face shows: the library's own names, as its header has them
    /// (bridge style: kotlinx.coroutines' untyped flow protocols; swift style has no header, its typed flows).
    func exportedModule(_ options: GeneratorOptions) -> RuntimeModule {
        self == .coroutinesCore && options.style == .bridge ? .coroutinesExported : module
    }

    /// The runtime module offering the library's prefixed names only.
    var unexportedModule: RuntimeModule {
        switch self {
        case .lifecycleViewModel: .lifecycleUnexported
        case .coroutinesCore: .coroutinesUnexported
        }
    }

    public static func < (lhs: KotlinLibrary, rhs: KotlinLibrary) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// The `@_exported import`s of a generated file, so that the module holding the generated code offers
/// what the real framework's module does: Foundation (the framework's header imports it), the Kotlin
/// base types (`KotlinBase`, the boxes, `KotlinUnit`, `KotlinThrowable`, `KotlinArray`) and the types of
/// the libraries its API shows, under their exported or prefixed names. KMP-NativeCoroutines' Swift
/// modules are never re-exported: an app imports `KMPNativeCoroutinesAsync` itself.
enum FrameworkExports {
    /// Foundation, KontractKotlin, then for each library `usedModules` touch, its module when the framework
    /// exports it and its prefixed names otherwise.
    static func reexports(usedModules: [RuntimeModule], options: GeneratorOptions) -> [String] {
        var modules = [RuntimeNames.foundation, RuntimeModule.kotlin.name]
        for library in KotlinLibrary.allCases where usedModules.contains(library.module) {
            let exported = options.exportedLibraries.contains(library)
            modules.append((exported ? library.exportedModule(options) : library.unexportedModule).name)
        }
        return modules
    }

    /// With SKIE, the framework module also holds SKIE's flow types (`SkieSwiftFlow`, `SkieSwiftStateFlow`,
    /// `SkieKotlinStateFlow`, …), its namespace `Skie`, its runtime class `Skie_SuspendResult` and that class's
    /// `onEnum(of:)`, as SKIE compiles them into it: re-exported one by one from the coroutines module unless the
    /// whole module is (swift style with kotlinx.coroutines exported).
    static func reexportedDeclarations(usedModules: [RuntimeModule], options: GeneratorOptions)
        -> [SwiftScopedImport]
    {
        let wholeModule =
            options.exportedLibraries.contains(.coroutinesCore)
            && KotlinLibrary.coroutinesCore.exportedModule(options) == .coroutines
        guard options.interop == .skie, usedModules.contains(.coroutines), !wholeModule else { return [] }
        return RuntimeNames.skieFlowTypes.map {
            let kind: SwiftScopedImport.Kind =
                switch $0 {
                case RuntimeNames.skieFlowProtocol: .protocol
                case RuntimeNames.skieNamespace: .enum
                default: .class
                }
            return SwiftScopedImport(kind, RuntimeModule.coroutines.name, $0)
        } + [SwiftScopedImport(.func, RuntimeModule.coroutines.name, RuntimeNames.onEnum)]
    }
}
