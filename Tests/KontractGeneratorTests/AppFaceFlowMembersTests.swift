// The runtime's flow types, member by member, against the exporter's kotlinx.coroutines headers (app-face members).

import Foundation
import Testing

@testable import KontractGenerator

@Suite struct AppFaceFlowMembersTests {
    static let file = TestSupport.packageRoot.appendingPathComponent("Tests/AppFace/flow-members.allowed")
    /// Kontract-only members of the flow types still on an app face (issue 25 item 9): none since the exported
    /// kotlinx.coroutines face shows the header's untyped protocols (h-face16); a `PENDING` line fails.
    static let pendingAtMost = 0
    /// The types an app reaches as `Kotlinx_coroutines_core…` (and `FlowCollector`, which it adopts).
    static let types: Set<String> = [
        "Flow", "SharedFlow", "StateFlow", "MutableStateFlow", "MutableSharedFlow", "FlowCollector",
        // The header's untyped protocols (issue 25: the app face's flows under plain objc interop once generated
        // code shows them).
        "Kotlinx_coroutines_coreFlow", "Kotlinx_coroutines_coreSharedFlow", "Kotlinx_coroutines_coreStateFlow",
        "Kotlinx_coroutines_coreMutableSharedFlow", "Kotlinx_coroutines_coreMutableStateFlow",
    ]

    /// `Type.member` → reason, from `flow-members.allowed`.
    static func allowed() throws -> [String: String] {
        try AppFaceAllowList(file: file).reasons
    }

    /// Every public, non-SPI member KontractCoroutines declares on the flow types (`StateFlow.value`), protocol
    /// extensions' members included: each must be in the allow-list with a reason, and each line there must still
    /// name a member.
    @Test func theFlowTypesHaveOnlyTheHeadersMembers() async throws {
        let runtime = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let output = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = await TestSupport.run(
            "/usr/bin/env",
            [
                "swift-symbolgraph-extract", "-module-name", "KontractCoroutines", "-target",
                try await SymbolGraphExtraction.hostTriple(), "-output-dir", output.path, "-minimum-access-level",
                "public", "-skip-synthesized-members", "-I", runtime,
            ])
        try #require(result.status == 0, "swift-symbolgraph-extract failed:\n\(result.output)")
        let data = try Data(contentsOf: output.appendingPathComponent("KontractCoroutines.symbols.json"))
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var members: Set<String> = []
        for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
            let path = symbol["pathComponents"] as? [String] ?? []
            if path.count == 2, Self.types.contains(path[0]) { members.insert(path.joined(separator: ".")) }
        }
        #expect(members.contains("StateFlow.value"), "the symbol graph lost the flow types: \(members.sorted())")
        let allowed = try Self.allowed()
        for member in members.sorted() {
            #expect(
                allowed[member] != nil, "\(member) is on the app face: does the header have it? (flow-members.allowed)")
            #expect(allowed[member]?.isEmpty == false, "\(member) has no reason in flow-members.allowed")
        }
        for member in allowed.keys.sorted() where !members.contains(member) {
            Issue.record("\(member) is in flow-members.allowed but not a public member: remove its line")
        }
        let pending = allowed.filter { $0.value.hasPrefix("PENDING") }.count
        #expect(pending <= Self.pendingAtMost, "more Kontract-only flow members on the app face: \(pending)")
    }

    /// The typed runtime flows (`StateFlow<T>` with its `Element`) are swift style's face only: no bridge
    /// configuration, kotlinx.coroutines exported or not, re-exports KontractCoroutines (its header's untyped protocols
    /// come from KontractCoroutinesUnexported or KontractCoroutinesExported, SKIE's classes one by one).
    @Test(arguments: [InteropMode.objc, .skie])
    func theTypedFlowsAreOnNoBridgeFace(_ interop: InteropMode) {
        let used: [RuntimeModule] = [.kotlin, .coroutines, .lifecycle]
        for exported: Set<KotlinLibrary> in [[], [.lifecycleViewModel], [.coroutinesCore], Set(KotlinLibrary.allCases)]
        {
            let bridge = GeneratorOptions(interop: interop, style: .bridge, exportedLibraries: exported)
            let reexports = FrameworkExports.reexports(usedModules: used, options: bridge)
            #expect(!reexports.contains(RuntimeModule.coroutines.name), "\(interop) \(exported): \(reexports)")
            #expect(
                reexports.contains(
                    exported.contains(.coroutinesCore)
                        ? RuntimeModule.coroutinesExported.name : RuntimeModule.coroutinesUnexported.name))
            let typed = ["StateFlow", "MutableStateFlow", "MutableSharedFlow", "SharedFlow", "Flow"]
            let declarations = FrameworkExports.reexportedDeclarations(usedModules: used, options: bridge)
            #expect(!declarations.contains { typed.contains($0.name) }, "\(interop) \(exported): \(declarations)")
            let swift = GeneratorOptions(interop: interop, style: .swift, exportedLibraries: exported)
            #expect(
                FrameworkExports.reexports(usedModules: used, options: swift).contains(RuntimeModule.coroutines.name)
                    == exported.contains(.coroutinesCore))
        }
    }
}
