// `typealias` in a contract (issue 26, second shape): Swift sees the expanded type wherever the alias is written.

import Foundation
import KontractGenerator
import Testing

/// The exporter emits no name for a typealias: `val id: UserId` is `let id: String`, `ByKey<Int?>` is the map it
/// expands to, in every configuration. Today's main refuses `"kind": "typealias"` (KT0105). Compiled in
/// CompileBatchTests.
@Suite struct TypeAliasTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "aliases", "declarations": [
          { "kind": "typealias", "name": "UserId", "type": "String" },
          { "kind": "typealias", "name": "UserIds", "type": "List<UserId>" },
          { "kind": "typealias", "name": "ByName", "typeParameters": [ "V" ], "type": "Map<String, V>" },
          { "kind": "typealias", "name": "OnUser", "type": "(UserId) -> Unit" },
          { "kind": "data class", "name": "Roster", "properties": [
            { "name": "owner", "type": "UserId" }, { "name": "members", "type": "UserIds", "default": [] },
            { "name": "scores", "type": "ByName<Int?>", "default": {} }, { "name": "deputy", "type": "UserId?", "default": null } ] },
          { "kind": "file", "name": "Rosters.kt", "functions": [
            { "name": "visit", "parameters": [ { "name": "roster", "type": "Roster" }, { "name": "each", "type": "OnUser" } ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        let scores = options.style == .bridge ? "[String: Any]" : "[String: Int?]"
        let roster =
            options.style == .bridge
            ? #"Roster(owner: "a", members: ["b"], scores: ["b": KotlinInt(int: 1)], deputy: nil)"#
            : #"Roster(owner: "a", members: ["b"], scores: ["b": 1], deputy: nil)"#
        return """
            func typeAliases() -> [String] {
                let roster = \(roster)
                let owner: String = roster.owner
                let members: [String] = roster.members
                let scores: \(scores) = roster.scores
                let deputy: String? = roster.deputy
                RostersKt.visit(roster: roster, each: { (id: String) in _ = id })
                return [owner, deputy ?? ""] + members + scores.keys.sorted()
            }
            """
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "TypeAlias", contracts: ["aliases.kontract.json": contract], forbidding: ["warning:"], app: { usage($0) })

    @Test func theAliasIsExpandedAndNamedNowhere() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["aliases.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .bridge))
        let swift = try #require(output["aliases.kontract.swift"])
        #expect(swift.contains("public let owner: String"))
        #expect(swift.contains("public let members: [String]"))
        #expect(!swift.contains("UserId") && !swift.contains("ByName") && !swift.contains("OnUser"))
    }

    /// A name means the alias (or value class) of the file's own package before a class of that name in another
    /// package, as Kotlin resolves it (the other package's class needs an import there).
    @Test func theOwnPackagesAliasWinsOverAnotherPackagesClass() throws {
        let own = """
            { "kontract": 1, "module": "Shared", "package": "a", "declarations": [
              { "kind": "typealias", "name": "Handle", "type": "String" },
              { "kind": "value class", "name": "Token", "properties": [ { "name": "raw", "type": "Long" } ] },
              { "kind": "data class", "name": "Login", "properties": [
                { "name": "handle", "type": "Handle" }, { "name": "token", "type": "Token" } ] } ] }
            """
        let other = """
            { "kontract": 1, "module": "Shared", "package": "b", "declarations": [
              { "kind": "class", "name": "Handle" }, { "kind": "class", "name": "Token" } ] }
            """
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["a.kontract.json": own, "b.kontract.json": other], GeneratorOptions(interop: .objc, style: .bridge))
        let swift = try #require(output["a.kontract.swift"])
        #expect(swift.contains("public let handle: String") && swift.contains("public let token: Int64"), "\(swift)")
    }
}
