// The re-exported runtime modules' types, member by member, against the framework's header (app-face members).

import Foundation
import Testing

@Suite struct AppFaceRuntimeMembersTests {
    static let file = TestSupport.packageRoot.appendingPathComponent("Tests/AppFace/runtime-members.allowed")
    /// Members of the runtime's app-face types the real framework does not have (or not under that name), still
    /// on the app face (issue 25): this number may only go down.
    static let pendingAtMost = 0
    /// The runtime modules generated code `@_exported import`s whose every type is on the app face (their type
    /// names are AppFaceTests' `app-face.allowed`; the flow types are AppFaceFlowMembersTests').
    static let modules = ["KontractKotlin", "KontractLifecycle"]

    /// `Type.member` → reason, from `runtime-members.allowed`.
    static func allowed() throws -> [String: String] {
        try AppFaceAllowList(file: file).reasons
    }

    /// Every public, non-SPI member (nested types and their members included) `module` declares on its own types
    /// and on other modules' (`NSError.kotlinException`), members protocol extensions give them included.
    static func members(of module: String, modules folder: String) async throws -> Set<String> {
        let output = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        try await SymbolGraphExtraction.extract(module, modules: folder, into: output)
        var members: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let path = symbol["pathComponents"] as? [String] ?? []
                if path.count >= 2 { members.insert(path.joined(separator: ".")) }
            }
        }
        return members
    }

    /// Each member must be in the allow-list with a reason (the header fact, or `PENDING`), and each line there
    /// must still name a member.
    @Test func theRuntimeTypesHaveOnlyTheFrameworksMembers() async throws {
        let runtime = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        var members: Set<String> = []
        for module in Self.modules {
            members.formUnion(try await Self.members(of: module, modules: runtime))
        }
        for expected in ["KotlinThrowable.message", "NSError.kotlinException", "ViewModel.onCleared()"] {
            #expect(members.contains(expected), "the symbol graphs lost \(expected): \(members.sorted())")
        }
        let allowed = try Self.allowed()
        for member in members.sorted() {
            #expect(
                allowed[member] != nil,
                "\(member) is on the app face: does the framework have it? (runtime-members.allowed)")
            #expect(allowed[member]?.isEmpty == false, "\(member) has no reason in runtime-members.allowed")
        }
        for member in allowed.keys.sorted() where !members.contains(member) {
            Issue.record("\(member) is in runtime-members.allowed but not a public member: remove its line")
        }
        let pending = allowed.filter { $0.value.hasPrefix("PENDING") }.count
        #expect(pending <= Self.pendingAtMost, "more Kontract-only runtime members on the app face: \(pending)")
    }
}
