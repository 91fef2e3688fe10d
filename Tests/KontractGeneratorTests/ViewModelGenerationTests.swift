// View models and bridge functions: what is generated, what is refused, and the SKIE+swift goldens compile.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Generates one contract file with `declarations` (JSON text) in package `v`; the Swift text or the error.
private func generate(_ declarations: String, _ options: GeneratorOptions = GeneratorOptions()) throws -> String {
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = #"{ "kontract": 1, "module": "Shared", "package": "v", "declarations": [ "# + declarations + " ] }"
    try text.write(to: folder.appendingPathComponent("v.kontract.json"), atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([folder.path])
    let checked = try #require(module, "\(problems)")
    return try #require(try SwiftGenerator.generate(module: checked, options: options).first).contents
}

private let state =
    #"{ "kind": "data class", "name": "S", "properties": [ { "name": "n", "type": "Int", "default": 0 } ] }"#

@Test func viewModelClassGetsKotlinNameScriptsFlowsAndUnitFunctions() throws {
    let text = try generate(
        state + #"""
            , { "kind": "class", "name": "Vm", "supertypes": [ "ViewModel" ],
                "properties": [ { "name": "uiState", "type": "StateFlow<S>", "initial": { "n": 2 } } ],
                "functions": [ { "name": "go", "parameters": [ { "name": "to", "type": "Int" } ] },
                               { "name": "count", "parameters": [], "returns": "Int" } ] },
              { "kind": "class", "name": "Plain" }
            """#)
    #expect(text.contains("public final class Vm: TranscriptViewModel<S> {"))
    #expect(text.contains(#"override public class var _kontractQualifiedName: String? { "v.Vm" }"#))
    #expect(text.contains("public static var _kontractInitialState: S { S(n: 2) }"))
    // Plain objc, bridge style: the header's untyped protocol over the transcript's typed state.
    #expect(
        text.contains(
            "public var uiState: any Kotlinx_coroutines_coreStateFlow { BoxingStateFlow.of(_kontract.state) }"))
    #expect(
        text.contains(
            "public func go(to: Int32) {\n        _kontract.handle(TranscriptCall(\"go\", [Kotlin.toString(to)]))"))
    // A function returning a value returns the transcript step's recorded result (the type's zero without one).
    #expect(
        text.contains(
            "public func count() -> Int32 {\n        return _kontract.handle(TranscriptCall(\"count\", []), "
                + "orElse: { 0 })"))
    #expect(text.contains("public final class Plain: KotlinBase"))  // a plain class (PlainClassTranslator)
}

@Test func bridgeFactoryResolvesThroughKoinAndTheProvider() throws {
    let text = try generate(
        state + #"""
            , { "kind": "class", "name": "Vm", "supertypes": [ "ViewModel" ],
                "properties": [ { "name": "uiState", "type": "StateFlow<S>", "initial": {} } ] },
              { "kind": "file", "name": "VmIos.kt", "sourceSet": "iosMain",
                "functions": [
                  { "name": "vm", "parameters": [ { "name": "owner", "type": "ViewModelStoreOwner" },
                    { "name": "id", "type": "Int" } ], "returns": "Vm", "provides": "viewModel", "suppress": [ "KT0603" ] },
                  { "name": "helper", "parameters": [] } ],
                "properties": [ { "name": "uiStateForIos", "receiver": "Vm", "type": "StateFlow<S>",
                  "annotations": [ "NativeCoroutinesState" ], "kotlin": "uiState" } ] }
            """#, GeneratorOptions(interop: .skie, style: .swift))
    #expect(text.contains("public enum VmIosKt {"))
    #expect(text.contains("public static func vm(owner: any ViewModelStoreOwner, id: Int) -> Vm {"))
    #expect(
        text.contains("koinViewModel(Vm.self, owner: owner, parameters: parametersOf(id), orElse: { Vm(steps: []) })"))
    // A function without a body in the contract runs the implementation a test sets.
    #expect(text.contains("public static func helper() {"))
    #expect(text.contains("public static let helperImplementation = KotlinFunction<Void, Void>("))
    #expect(text.contains("public var uiStateForIos: S { _kontract.state.value }"))
    #expect(text.contains("public var uiStateForIosFlow: NativeFlow<S, Error, KotlinUnit> {"))
    #expect(text.contains("_kontract.state.asNativeFlow(scope: viewModelScope)"))
}

@Test func viewModelNameWithKontractsPrefixIsAClearError() throws {
    #expect {
        _ = try generate(
            state + #"""
                , { "kind": "class", "name": "Vm", "supertypes": [ "ViewModel" ],
                    "functions": [ { "name": "_kontractHandle", "parameters": [] } ] }
                """#)
    } throws: { error in
        "\(error)".contains("the view-model name '_kontractHandle' starts with '_kontract'")
    }
}

@Test func stateFlowWithoutInitialIsAClearError() throws {
    #expect {
        _ = try generate(
            state + #"""
                , { "kind": "class", "name": "Vm", "supertypes": [ "ViewModel" ],
                    "properties": [ { "name": "uiState", "type": "StateFlow<S>" } ] }
                """#)
    } throws: { error in
        "\(error)".contains("needs 'initial' for Vm.uiState")
    }
}

/// `GeneratedBridgeTests`, `GeneratedSKIETests` and `GeneratedSwiftStyleTests` compile three of the four
/// configurations; this compiles the fourth.
@Test func skieSwiftGoldensCompile() async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    for name in ["repo", "edge"] {
        // skie-swift is stored as its differences from objc-swift: rebuilt in a temporary folder.
        let folder = try GoldenDifferences.materialize(
            "skie-swift", in: TestSupport.packageRoot.appendingPathComponent("Tests/Golden/\(name)"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        #expect(!sources.isEmpty)
        let result = await TestSupport.run(
            "/usr/bin/env", ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-I", modules] + sources)
        #expect(result.status == 0, "\(name)/skie-swift does not compile:\n\(String(result.output.prefix(4000)))")
    }
}
