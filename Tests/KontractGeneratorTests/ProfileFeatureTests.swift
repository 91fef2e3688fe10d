// Issue 25's profile feature and a view model of colliding names: generated, then compiled with a Swift fake.

import Foundation
import KontractGenerator
import Testing

@Suite struct ProfileFeatureTests {
    /// The newcomer's profile feature (Examples/ProfileKit), written from the issue's Kotlin.
    static let profileContract: String = {
        let url = TestSupport.packageRoot.appendingPathComponent(
            "Examples/ProfileKit/Sources/Shared/contracts/profile.kontract.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "missing \(url.path)"
    }()

    /// A view model whose members take the names the runtime's view model used to have (and a constructor with
    /// the labels of Kontract's own initializers): each must be generated and compile.
    static let collidingNames = #"""
        { "kontract": 1, "module": "Shared", "package": "com.example.names",
          "declarations": [
            { "kind": "class", "name": "NamesViewModel", "supertypes": [ "ViewModel" ],
              "constructors": [ { "parameters": [ { "name": "steps", "type": "Int" }, { "name": "behaviour", "type": "String" } ] } ],
              "properties": [
                { "name": "state", "type": "StateFlow<Int>", "initial": 0, "annotations": [ "NativeCoroutinesState" ] },
                { "name": "mismatches", "type": "StateFlow<Int>", "initial": 0, "annotations": [ "NativeCoroutines" ] },
                { "name": "calls", "type": "StateFlow<String>", "initial": "", "annotations": [ "NativeCoroutinesState" ] },
                { "name": "shared", "type": "SharedFlow<String>" },
                { "name": "companion", "type": "StateFlow<Int>", "initial": 1 }
              ],
              "functions": [
                { "name": "handle", "parameters": [ { "name": "call", "type": "String" } ] },
                { "name": "verifyTranscriptCompleted", "parameters": [] },
                { "name": "scriptedResults", "parameters": [], "returns": "Int" },
                { "name": "remainingCalls", "parameters": [], "returns": "List<String>" },
                { "name": "onMismatch", "parameters": [], "suspend": true, "returns": "Boolean",
                  "annotations": [ "NativeCoroutines" ] },
                { "name": "suspendCall", "parameters": [], "suspend": true }
              ] } ] }
        """#

    /// The test face of the runtime, and KMP-NativeCoroutines' async functions, as a test file imports them.
    static let imports = "@_spi(Testing) import KontractTranscripts\nimport KMPNativeCoroutinesAsync\n"

    /// Examples/ProfileKit's fake repository (the generated `FakeProfileRepository`, set by `fakeRepository(_:)`) and
    /// view-model body (`installProfileViewModelBody()`), its imports of Shared dropped: here the app code is in
    /// module Shared.
    static let fake: String = {
        let url = TestSupport.packageRoot.appendingPathComponent(
            "Examples/ProfileKit/Tests/ProfileAppTests/ProfileViewModelBody.swift")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? "missing \(url.path)"
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasSuffix("import Shared") }.joined(separator: "\n")
    }()

    /// The app and its tests: a Swift fake repository, the view model made by its Kotlin constructor and driven
    /// through refresh (which awaits the repository) and rename (a `NativeSuspend` of a `KotlinBoolean`).
    static let app =
        imports + fake + "\n" + #"""
            @MainActor func driveProfile(owner: any ViewModelStoreOwner) async throws -> Bool {
                let repository = fakeRepository()
                let direct = ProfileViewModel(repository: repository)
                let viewModel = ProfileIosKt.profileViewModel(owner: owner, repository: repository)
                _ = direct.state is ProfileStateLoading
                viewModel.refresh(id: 7)
                for try await state in asyncSequence(for: viewModel.stateFlow) where state is ProfileStateLoaded { break }
                let renamed = try await asyncFunction(for: viewModel.rename(newName: "Ash"))
                return renamed.boolValue
            }

            @MainActor func useCollidingNames() async throws {
                let names = NamesViewModel(steps: 1, behaviour: "b")
                let values: (Int32, Int32, String) = (names.state, names.mismatchesValue, names.calls)
                _ = values
                _ = (names.stateFlow, names.mismatches, names.callsFlow, names.shared, names.companion)
                names.handle(call: "c")
                names.verifyTranscriptCompleted()
                let counts: (Int32, [String]) = (names.scriptedResults(), names.remainingCalls())
                _ = counts
                let mismatch: KotlinBoolean = try await asyncFunction(for: names.onMismatch())
                _ = mismatch
                try await names.suspendCall()
                _ = names._kontract.calls
            }
            """#

    static let compileCase = CompileCase(
        "ProfileFeature",
        contracts: ["profile.kontract.json": profileContract, "names.kontract.json": collidingNames],
        options: [GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge)],
        app: { _ in app })

    @Test func theViewModelKeepsKotlinsConstructorNamesAndSuspendFunctions() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["profile.kontract.json": Self.profileContract], GeneratorOptions())
        let text = try #require(output["profile.kontract.swift"])
        #expect(text.contains("public init(repository: any ProfileRepository) {"))
        #expect(text.contains("public var state: any ProfileState { _kontract.state.value }"))
        #expect(
            text.contains("public func rename(newName: String) -> NativeSuspend<KotlinBoolean, Error, KotlinUnit> {"))
        // The factory makes it as the Kotlin factory's initializer does when Koin has no definition.
        #expect(text.contains("orElse: { ProfileViewModel(repository: repository) })"))
    }
}
