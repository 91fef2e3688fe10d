// What `import Shared` brings into app code: the generated module's re-exports, compiled against.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

/// The repository's contracts generated with `options` into a module named Shared (in `folder`).
private func emitShared(_ options: GeneratorOptions, into folder: URL, modules: String) async throws {
    let (module, problems) = TestSupport.module([TestSupport.packageRoot.appendingPathComponent("contracts").path])
    let checked = try #require(module, "\(problems)")
    var sources: [String] = []
    for file in try SwiftGenerator.generate(module: checked, options: options) {
        let path = folder.appendingPathComponent(file.name).path
        try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
        sources.append(path)
    }
    let result = await TestSupport.run(
        "/usr/bin/env",
        [
            "swiftc", "-emit-module", "-module-name", "Shared", "-I", modules, "-emit-module-path",
            folder.path + "/Shared.swiftmodule",
        ]
            + sources)
    try #require(result.status == 0, "Shared did not build:\n\(String(result.output.prefix(3000)))")
}

/// Type-checks `app` (which begins with `import Shared` only) against the emitted module with `-verify`: each line
/// marked `// expected-error {{…}}` must fail with that message and nothing else may fail (one swiftc for the app's
/// compiling and not-compiling lines; diagnostics inside Shared's own files are not the app's).
private func verify(_ app: String, in folder: URL, modules: String) async throws -> (status: Int32, output: String) {
    let path = folder.appendingPathComponent("App.swift").path
    try app.write(toFile: path, atomically: true, encoding: .utf8)
    return await TestSupport.run(
        "/usr/bin/env",
        [
            "swiftc", "-typecheck", "-swift-version", "5", "-I", folder.path, "-I", modules, "-Xfrontend", "-verify",
            "-Xfrontend", "-verify-ignore-unrelated", path,
        ])
}

/// `declaration` (one line naming `name`), expected to fail because `name` is not in scope.
private func notInScope(_ declaration: String, _ name: String) -> String {
    "\(declaration)  // expected-error {{'\(name)'}}\n"
}

@Test func importSharedAloneReachesFoundationTheKotlinBaseTypesAndExportedLibraries() async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await emitShared(GeneratorOptions(), into: folder, modules: modules)
    let app = """
        import Shared

        final class Owner: ViewModelStoreOwner { let viewModelStore = ViewModelStore() }
        let group = DispatchGroup()
        let label = String(format: "N.º %04d", Int32(25))
        let boxes: [KotlinNumber] = [KotlinInt(int: 5), KotlinInt(value: 3), KotlinBoolean(bool: false), KotlinLong(longLong: 1)]
        let base: KotlinBase = KotlinUnit.shared
        let state = SearchUiState(consulta: "", resultados: [], buscando: false, error: nil)
        func flow(_ f: any Kotlinx_coroutines_coreStateFlow) -> SearchUiState? { f.value as? SearchUiState }
        func vm(owner: Owner) -> PokemonSearchViewModel { SearchIosKt.pokemonSearchViewModel(owner: owner) }
        final class Handler: KotlinFunction1 { func invoke(p1: Any?) -> Any? { p1 } }
        func call(_ f: any KotlinFunction0, _ g: any KotlinFunction33) async -> Any? { f.invoke() }

        """
    // What the real framework does not bring: KMP-NativeCoroutines, prefixed names of exported libraries,
    // the unprefixed names of libraries it does not export, Kontract's own modules.
    let missing = [
        notInScope("_ = asyncSequence", "asyncSequence"),
        notInScope("let x1: NativeFlow<Int, Error, Void>? = nil", "NativeFlow"),
        notInScope(
            "let x2: Lifecycle_viewmodelViewModelStoreOwner? = nil", "Lifecycle_viewmodelViewModelStoreOwner"),
        notInScope("let x3: StateFlow<Int>? = nil", "StateFlow"),
        notInScope("let x4: TranscriptStep<Int>? = nil", "TranscriptStep"),
    ]
    let result = try await verify(app + missing.joined(), in: folder, modules: modules)
    #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
}

@Test func aLibraryTheFrameworkDoesNotExportGetsTheExportersPrefix() async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await emitShared(GeneratorOptions(exportedLibraries: []), into: folder, modules: modules)
    let app = """
        import Shared

        final class Owner: Lifecycle_viewmodelViewModelStoreOwner {
            let viewModelStore = Lifecycle_viewmodelViewModelStore()
        }

        """
    let unprefixed = notInScope("let x: ViewModelStoreOwner? = nil", "ViewModelStoreOwner")
    let result = try await verify(app + unprefixed, in: folder, modules: modules)
    #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
}

@Test func reexportsFollowTheLibrariesAFileUsesAndTheExportList() {
    let lifecycleAndCoroutines: [RuntimeModule] = [.kotlin, .coroutines, .lifecycle]
    #expect(
        FrameworkExports.reexports(usedModules: lifecycleAndCoroutines, options: GeneratorOptions())
            == ["Foundation", "KontractKotlin", "KontractLifecycle", "KontractCoroutinesUnexported"])
    #expect(
        FrameworkExports.reexports(
            usedModules: lifecycleAndCoroutines,
            options: GeneratorOptions(exportedLibraries: [.coroutinesCore]))
            == ["Foundation", "KontractKotlin", "KontractLifecycleUnexported", "KontractCoroutinesExported"])
    // Swift style has no header: an exported kotlinx.coroutines is the runtime's typed flows.
    #expect(
        FrameworkExports.reexports(
            usedModules: lifecycleAndCoroutines,
            options: GeneratorOptions(style: .swift, exportedLibraries: [.coroutinesCore]))
            == ["Foundation", "KontractKotlin", "KontractLifecycleUnexported", "KontractCoroutines"])
    #expect(
        FrameworkExports.reexports(usedModules: [.kotlin, .serialization], options: GeneratorOptions())
            == ["Foundation", "KontractKotlin"])
    #expect(KotlinLibrary(coordinates: "androidx.lifecycle:lifecycle-viewmodel:2.8.4") == .lifecycleViewModel)
    #expect(KotlinLibrary(coordinates: "io.insert-koin:koin-core") == nil)
}

@Test func withSKIETheFrameworkModuleHoldsSKIEsFlowTypes() async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try await emitShared(GeneratorOptions(interop: .skie), into: folder, modules: modules)
    let app = """
        import Shared

        func observe(_ vm: PokemonSearchViewModel) async {
            let flow: SkieSwiftStateFlow<SearchUiState> = vm.uiState
            for await state in flow { print(state.consulta) }
            let optional: SkieSwiftOptionalStateFlow<SearchUiState>? = nil
            let kotlin: SkieKotlinStateFlow<SearchUiState>? = nil
            let mutable: SkieSwiftMutableStateFlow<KotlinInt>? = nil
            print(optional as Any, kotlin as Any, mutable as Any)
        }

        """
    // Only SKIE's types: kotlinx.coroutines' own names stay out (the framework does not export it).
    let unexported = notInScope("let x: MutableStateFlow<Int>? = nil", "MutableStateFlow")
    let result = try await verify(app + unexported, in: folder, modules: modules)
    #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
}

/// A framework that `export()`s kotlinx.coroutines shows the library's flow protocols under their own names, untyped
/// as in its header (`@protocol StateFlow`, `value: id`); the prefixed names and the runtime's typed flows stay out.
@Test(arguments: [InteropMode.objc, .skie])
func aFrameworkExportingCoroutinesShowsItsUntypedFlowProtocols(_ interop: InteropMode) async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = GeneratorOptions(interop: interop, exportedLibraries: [.lifecycleViewModel, .coroutinesCore])
    try await emitShared(options, into: folder, modules: modules)
    var app = """
        import Shared

        func state(_ f: any StateFlow) -> SearchUiState? { f.value as? SearchUiState }
        func mutable(_ f: any MutableStateFlow) { f.setValue(nil) }
        func shared(_ f: any MutableSharedFlow) -> Bool { f.tryEmit(value: nil) }
        func collect(_ f: any Flow, _ c: any FlowCollector) async throws { try await f.collect(collector: c) }
        func typed(_ f: any StateFlow<Int>) {}  // expected-error {{does not have primary associated types}}

        """
    if interop == .skie {
        // SKIE's classes are still compiled into the framework module, one by one.
        app += "func skie(_ vm: PokemonSearchViewModel) -> SkieSwiftStateFlow<SearchUiState> { vm.uiState }\n"
    }
    let missing = [
        notInScope("let x1: (any Kotlinx_coroutines_coreStateFlow)? = nil", "Kotlinx_coroutines_coreStateFlow"),
        notInScope("let x2: BoxingStateFlow<Int>? = nil", "BoxingStateFlow"),
        notInScope("let x3: FlowValues<Int>? = nil", "FlowValues"),
    ]
    let result = try await verify(app + missing.joined(), in: folder, modules: modules)
    #expect(result.status == 0, "\(interop): \(String(result.output.prefix(3000)))")
}
