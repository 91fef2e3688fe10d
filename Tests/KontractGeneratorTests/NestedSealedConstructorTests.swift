// A sealed class below a sealed class, each with constructor parameters (`sealed class Failure(val status: Int) :
// Result(status)`; issue 26).

import Foundation
import KontractGenerator
import Testing

/// Bridge style: the inner sealed class stores its own constructor properties and its designated initializer chains
/// the outer one's with its `superArguments` (`super.init(code: status)`), so a case below it reads both classes'
/// properties (`timeout.code`, `timeout.reason`). Swift style would need each case's struct to hold the outer class's
/// properties too, worked out through the inner class's arguments: KG0102 at the inner class. Compiled in
/// CompileBatchTests (bridge configurations); kotlinx's encoding is proven by tools/kotlin-conformance/sealednested.
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

    /// With `usage`, the module compiles without a warning in the bridge configurations (CompileBatchTests).
    static let compileCase = CompileCase(
        "NestedSealedConstructor", contracts: ["nsc.kontract.json": contract],
        options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
        app: { _ in usage })

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ])
    func theInnerSealedClassChainsTheOuterInitializer(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["nsc.kontract.json": Self.contract], options)
        let swift = try #require(output["nsc.kontract.swift"])
        #expect(swift.contains("open class Failure: NscResult {"), "\(swift)")
        #expect(swift.contains(" init(status: Int32, reason: String) {"))
        #expect(!swift.contains("public init(status: Int32, reason: String)"), "a sealed class's init is internal")
        #expect(swift.contains("super.init(code: status, note: \"none\")"))
        #expect(swift.contains("super.init(status: 504, reason: \"timeout\")"))
        #expect(swift.contains("super.init(status: 410, reason: \"failed\")"))
        // A `Long` passed on to a `Long?` is boxed as the export shows the parameter (`KotlinLong?`).
        #expect(swift.contains("super.init(since: KotlinLong(value: started))"))
    }

    @Test func swiftStyleIsKG0102AtTheInnerSealedClass() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["nsc.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .swift))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(":7:41: error: ") && text.contains("sealed class 'Failure'"), "\(text)")
        #expect(text.contains("[KG0102]"), "\(text)")
    }
}
