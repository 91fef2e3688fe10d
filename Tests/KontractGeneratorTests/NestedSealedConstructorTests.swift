// A sealed class below a sealed class, each with constructor parameters (`sealed class Failure(val status: Int) :
// Result(status)`; issue 26).

import Foundation
import KontractGenerator
import Testing

/// Bridge style: the inner sealed class stores its own constructor properties and its designated initializer chains
/// the outer one's with its `superArguments` (`super.init(code: status)`), so a case below it reads both classes'
/// properties (`timeout.code`, `timeout.reason`). Swift style: each case's struct holds the outer class's properties
/// too, worked out through the inner class's arguments (`Timeout : Failure(504)` and `Failure(status) :
/// NscResult(code = status)` give `timeout.code == 504`), and the inner enum reads them from its cases. Compiled in
/// CompileBatchTests (every configuration); kotlinx's encoding is proven by tools/kotlin-conformance/sealednested.
@Suite struct NestedSealedConstructorTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "nsc", "declarations": [
          { "kind": "sealed class", "name": "NscResult", "constructors": [ { "parameters": [
            { "name": "code", "type": "Int", "property": "val" }, { "name": "note", "type": "String", "property": "var", "default": "none" } ] } ],
            "subclasses": [
              { "kind": "data class", "name": "Ok", "superArguments": { "code": { "value": 200 } },
                "properties": [ { "name": "body", "type": "String" } ] },
              { "kind": "sealed class", "name": "Failure", "superArguments": { "code": { "parameter": "status" } },
                "constructors": [ { "parameters": [ { "name": "status", "type": "Int", "property": "val" },
                  { "name": "reason", "type": "String", "property": "val", "default": "failed" } ] } ],
                "subclasses": [
                  { "kind": "data class", "name": "Timeout", "superArguments": { "status": { "value": 504 }, "reason": { "value": "timeout" } },
                    "properties": [ { "name": "after", "type": "Long" } ] },
                  { "kind": "data object", "name": "Gone", "superArguments": { "status": { "value": 410 } } } ] } ] },
          { "kind": "sealed class", "name": "NscLoad", "serializable": false, "constructors": [ { "parameters": [
            { "name": "since", "type": "Long?", "property": "val" } ] } ],
            "subclasses": [
              { "kind": "sealed class", "name": "Running", "superArguments": { "since": { "parameter": "started" } },
                "constructors": [ { "parameters": [ { "name": "started", "type": "Long", "property": "val" } ] } ],
                "subclasses": [ { "kind": "object", "name": "Now", "superArguments": { "started": { "value": 1 } } } ] } ] } ] }
        """

    static let usage = """
        func nestedSealedConstructors() -> [String] {
            let timeout = NscResult.FailureTimeout(after: 5)
            let failure: NscResult.Failure = timeout
            let result: NscResult = failure
            result.note = "n"
            let gone: NscResult.Failure = NscResult.FailureGone.shared
            let since: KotlinLong? = NscLoad.RunningNow.shared.since
            let started: Int64 = NscLoad.RunningNow.shared.started
            return ["\\(result.code)", "\\(failure.status)", failure.reason, "\\(timeout.after)", "\\(gone.code)",
                    gone.reason, "\\(String(describing: since))", "\\(started)"]
        }
        """

    static let swiftUsage = """
        func nestedSealedConstructors() -> [String] {
            let timeout = NscResult.Failure.Timeout(after: 5)
            let failure = NscResult.Failure.timeout(timeout)
            let result = NscResult.failure(failure)
            let gone = NscResult.Failure.gone
            let since: Int64? = NscLoad.running(.now).since
            let started: Int64 = NscLoad.Running.now.started
            return ["\\(result.code)", result.note, "\\(failure.status)", failure.reason, "\\(timeout.after)",
                    "\\(timeout.code)", "\\(gone.code)", "\\(gone.status)", gone.reason, "\\(String(describing: since))",
                    "\\(started)"]
        }
        """

    /// With `usage` (`swiftUsage`), the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "NestedSealedConstructor", contracts: ["nsc.kontract.json": contract],
        forbidding: ["warning:"], app: { $0.style == .bridge ? usage : swiftUsage })

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ])
    func theInnerSealedClassChainsTheOuterInitializer(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["nsc.kontract.json": Self.contract], options)
        let swift = try #require(output["nsc.kontract.swift"])
        #expect(swift.contains("open class Failure: NscResult {"), "\(swift)")
        #expect(swift.contains("    init(status: Int32, reason: String) {") && !swift.contains("public init(status:"))
        #expect(swift.contains("super.init(code: status, note: \"none\")"))
        #expect(swift.contains("super.init(status: 504, reason: \"timeout\")"))
        #expect(swift.contains("super.init(status: 410, reason: \"failed\")"))
        // A `Long` passed on to a `Long?` is boxed as the export shows the parameter (`KotlinLong?`).
        #expect(swift.contains("super.init(since: KotlinLong(value: started))"))
    }

    /// Swift style: each case's struct holds the outer class's properties with what the inner class passes on, and
    /// the inner enum reads them from its cases (was KG0102 at the inner class).
    @Test(arguments: [GeneratorOptions(interop: .objc, style: .swift), GeneratorOptions(interop: .skie, style: .swift)])
    func swiftStyleCasesHoldTheOuterClassesProperties(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["nsc.kontract.json": Self.contract], options)
        let swift = try #require(output["nsc.kontract.swift"])
        #expect(swift.contains("            self.code = 504\n"), "\(swift)")
        #expect(swift.contains("public internal(set) var code: Int = 410"), "\(swift)")
        #expect(swift.contains("public internal(set) var since: Int64? = 1"), "\(swift)")
        // The inner enum reads the outer class's `code` from its cases; the outer enum reads it from the inner one.
        #expect(
            swift.contains("            case .gone:\n                return NscResult.Failure.Gone.shared.code\n"),
            "\(swift)")
        #expect(swift.contains("        case .failure(let value):\n            return value.code\n"), "\(swift)")
    }
}
