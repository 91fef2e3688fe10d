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

/// Type-checks `app` (which begins with `import Shared` only) against the emitted module.
private func typecheck(_ app: String, in folder: URL, modules: String) async throws -> (status: Int32, output: String) {
    let path = folder.appendingPathComponent("App.swift").path
    try app.write(toFile: path, atomically: true, encoding: .utf8)
    return await TestSupport.run(
        "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-I", folder.path, "-I", modules, path])
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
        func flow(_ f: Kotlinx_coroutines_coreStateFlow<SearchUiState>) {}
        func vm(owner: Owner) -> PokemonSearchViewModel { SearchIosKt.pokemonSearchViewModel(owner: owner) }
        final class Handler: KotlinFunction1 { func invoke(p1: Any?) -> Any? { p1 } }
        func call(_ f: any KotlinFunction0, _ g: any KotlinFunction33) async -> Any? { f.invoke() }
        """
    let result = try await typecheck(app, in: folder, modules: modules)
    #expect(result.status == 0, "\(String(result.output.prefix(3000)))")

    // What the real framework does not bring: KMP-NativeCoroutines, prefixed names of exported libraries,
    // the unprefixed names of libraries it does not export, Kontract's own modules.
    for (line, missing) in [
        ("_ = asyncSequence", "asyncSequence"), ("let x: NativeFlow<Int, Error, Void>? = nil", "NativeFlow"),
        ("let x: Lifecycle_viewmodelViewModelStoreOwner? = nil", "Lifecycle_viewmodelViewModelStoreOwner"),
        ("let x: StateFlow<Int>? = nil", "StateFlow"), ("let x: TranscriptStep<Int>? = nil", "TranscriptStep"),
    ] {
        let result = try await typecheck("import Shared\n\(line)\n", in: folder, modules: modules)
        #expect(result.status != 0 && result.output.contains("'\(missing)'"), "\(line): \(result.output.prefix(500))")
    }
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
    #expect(try await typecheck(app, in: folder, modules: modules).status == 0)
    let unprefixed = try await typecheck(
        "import Shared\nlet x: ViewModelStoreOwner? = nil\n", in: folder, modules: modules)
    #expect(unprefixed.status != 0 && unprefixed.output.contains("'ViewModelStoreOwner'"))
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
    let result = try await typecheck(app, in: folder, modules: modules)
    #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
    // Only SKIE's types: kotlinx.coroutines' own names stay out (the framework does not export it).
    let unexported = try await typecheck(
        "import Shared\nlet x: MutableStateFlow<Int>? = nil\n", in: folder, modules: modules)
    #expect(unexported.status != 0 && unexported.output.contains("'MutableStateFlow'"), "\(unexported.output)")
}
