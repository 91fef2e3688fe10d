// A sealed class with constructor properties (`sealed class Outcome(val code: Int)`, issue 26): bridge Swift reads them
// on every subclass as on the framework; swift style does not emulate them yet (KG0102).

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct SealedConstructorTests {
    /// `sealed class Outcome(val code: Int, var note: String = "none")` with a data class passing a constant, one passing
    /// its own parameter and a data object.
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "sealed class", "name": "Outcome",
            "constructors": [ { "parameters": [ { "name": "code", "type": "Int", "property": "val" },
                                                { "name": "note", "type": "String", "property": "var", "default": "none" } ] } ],
            "subclasses": [
              { "kind": "data class", "name": "Ok", "superArguments": { "code": { "value": 200 } },
                "properties": [ { "name": "body", "type": "String" } ] },
              { "kind": "data class", "name": "Err", "superArguments": { "code": { "parameter": "c" }, "note": { "value": "err" } },
                "properties": [ { "name": "c", "type": "Int" } ] },
              { "kind": "data object", "name": "Waiting", "superArguments": { "code": { "value": 102 } } } ] } ] }
        """

    /// App-shaped Swift: the subclasses' initializers take only their own parameters, `code` is read on each (as the
    /// framework's inherited property), `note` is set, and the subclasses are told apart (SKIE: `onEnum(of:)`).
    static func usage(_ options: GeneratorOptions) -> String {
        let describe =
            options.interop == .skie
            ? """
            func describe(_ outcome: Outcome) -> String {
                switch onEnum(of: outcome) {
                case .ok(let ok): return "ok \\(ok.body) \\(ok.code)"
                case .err(let err): return "err \\(err.c) \\(err.code)"
                case .waiting(let waiting): return "waiting \\(waiting.code)"
                }
            }
            """
            : """
            func describe(_ outcome: Outcome) -> String {
                if let ok = outcome as? Outcome.Ok { return "ok \\(ok.body) \\(ok.code)" }
                if let err = outcome as? Outcome.Err { return "err \\(err.c) \\(err.code)" }
                return "other \\(outcome.code)"
            }
            """
        return describe + """

            func use() -> [String] {
                let ok = Outcome.Ok(body: "b")
                let code: Int32 = ok.code
                ok.note = "seen"
                let outcomes: [Outcome] = [ok, Outcome.Err(c: 4), Outcome.Waiting.shared]
                return outcomes.map(describe) + ["\\(code) \\(ok.note) \\(ok.doCopy(body: "c").body)"]
            }
            """
    }

    /// With `usage`, the module compiles without a warning in both bridge configurations (CompileBatchTests). With
    /// `let code: Int32 = ok.code` instead it fails ("cannot convert value of type 'Int32' to specified type
    /// 'String'", checked once, 2026-12-05).
    static let compileCase = CompileCase(
        "SealedConstructor", contracts: ["outcome.kontract.json": contract],
        options: [GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge)],
        forbidding: ["warning:"], app: { usage($0) })

    @Test func bridgeStyleStoresThePropertiesInTheSealedClassAndChainsEachSubclass() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["outcome.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .bridge))
        let swift = try #require(output["outcome.kontract.swift"])
        #expect(swift.contains("    public internal(set) var code: Int32\n    public var note: String\n"))
        #expect(swift.contains("public init(code: Int32, note: String) {"))
        #expect(swift.contains("super.init(code: 200, note: \"none\")"), "the parent's default for note")
        #expect(swift.contains("super.init(code: c, note: \"err\")"))
        #expect(swift.contains("super.init(code: 102, note: \"none\")"))
        #expect(swift.contains("inherited: 2,"), "code and note: in the JSON, not in equals/hashCode/toString")
        #expect(swift.contains("value.code = try slots.take(0)"), "decoding keeps the JSON's value")
    }

    @Test func swiftStyleIsKG0102AtTheParameter() throws {
        let output = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.contract.write(
            to: output.appendingPathComponent("o.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([output.path])
        let checked = try #require(module, "\(problems)")
        let result = SwiftGenerator.run(module: checked, options: GeneratorOptions(style: .swift))
        #expect(result.diagnostics.map(\.id) == ["KG0102"], "\(result.diagnostics)")
        #expect(result.diagnostics.first?.location.line == 3)
    }
}
