// Kotlin that compiles but fails in kotlinx at run time: validate warns, `check` fails the value as kotlinx.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractCore

/// Tests/Conformance/conformance-runtime.kontract.json: a `Map<Address, Int>`, a `Map<List<Int>, String>`
/// and a sealed subclass with a property named `type` (the class discriminator).
@Suite("Runtime-only kotlinx failures")
struct RuntimeOnlyFailureTests {
    static let contract = repositoryURL("Tests/Conformance/conformance-runtime.kontract.json").path

    /// The same contract without its `suppress` line, so the warnings show.
    static func unsuppressedPipeline() throws -> ContractPipeline {
        let text = try String(contentsOfFile: contract, encoding: .utf8)
            .replacingOccurrences(of: "  \"suppress\": [\"KT0210\", \"KT0506\"],\n", with: "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-runtime-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("runtime.kontract.json")
        try Data(text.utf8).write(to: file)
        return ContractPipeline.run([file.path])
    }

    @Test func theKotlinValidatesWithWarningsAtTheirLines() throws {
        let pipeline = try Self.unsuppressedPipeline()
        #expect(!pipeline.hasErrors, "\(pipeline.diagnostics.map(\.formatted))")
        let found = pipeline.diagnostics.map { "\($0.id) \($0.severity) \($0.location.line):\($0.location.column)" }
        #expect(
            found == [
                "KT0210 warning 8:59", "KT0210 warning 10:55", "KT0210 warning 12:59", "KT0506 warning 15:75",
            ], "\(pipeline.diagnostics.map(\.formatted))")
        #expect(ContractPipeline.run([Self.contract]).diagnostics.isEmpty, "the committed contract suppresses them")
    }

    static func tally(_ fixture: String) throws -> CheckTally {
        let contracts = CheckableContracts(module: try #require(ContractPipeline.run([contract]).module))
        let document = try FixtureReader.parse(Array(fixture.utf8), path: "f.fixtures.json").get()
        var tally = CheckTally()
        FixtureChecker(contracts: contracts).check(document, into: &tally)
        return tally
    }

    @Test func checkFailsAStructuredMapKeyWithKotlinxsMessage() throws {
        let tally = try Self.tally(#"{"type": "conformance.runtime.Ledger", "accept": [{"json": {"byAddress": {}}}]}"#)
        #expect(tally.failed == 1)
        let failure = try #require(tally.failures.first)
        #expect(failure.id == "KC0207")
        #expect(
            failure.message.hasPrefix(
                "Value of type 'conformance.runtime.Address' can't be used in JSON as a key in the map. It should have either primitive or enum kind, but its kind is 'CLASS'."
            ), "\(failure.message)")
    }

    @Test func checkFailsAValueKotlinxDecodesButCannotEncode() throws {
        let tally = try Self.tally(
            #"{"type": "conformance.runtime.Token", "accept": [{"json": {"type": "conformance.runtime.Token.Word", "text": "hi"}}, {"json": {"type": "conformance.runtime.Token.Number", "value": 1}}]}"#
        )
        #expect(tally.passed == 1 && tally.failed == 1)
        let failure = try #require(tally.failures.first)
        #expect(failure.id == "KC0207")
        #expect(
            failure.message.hasPrefix(
                "kotlinx decodes this value but cannot encode it: Sealed class 'conformance.runtime.Token.Word' cannot be serialized as base class 'conformance.runtime.Token' because it has property name that conflicts with JSON class discriminator 'type'."
            ), "\(failure.message)")
    }
}
