// Kotlin that compiles but fails in kotlinx at run time: validate warns, `check` answers as kotlinx does.

import Foundation
import KontractSerialization
import KontractTestSupport
import Testing

@testable import KontractCheck
@testable import KontractCore

/// Tests/Conformance/conformance-runtime.kontract.json: a `Map<Address, Int>`, a `Map<List<Int>, String>`
/// a sealed subclass with a property named `type` (the class discriminator), and interface- and
/// function-typed properties (KT0211).
@Suite("Runtime-only kotlinx failures")
struct RuntimeOnlyFailureTests {
    static let contract = repositoryURL("Tests/Conformance/conformance-runtime.kontract.json").path

    /// The same contract without its `suppress` line, so the warnings show.
    static func unsuppressedPipeline() throws -> ContractPipeline {
        let text = try String(contentsOfFile: contract, encoding: .utf8)
            .replacingOccurrences(of: "  \"suppress\": [\"KT0210\", \"KT0211\", \"KT0506\"],\n", with: "")
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
                "KT0211 warning 19:91", "KT0211 warning 20:91", "KT0211 warning 23:39", "KT0211 warning 24:39",
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

    /// Issue 26, item 15: kotlinx decodes it (the discriminator's value lands in the property), so `check`
    /// accepts it as kotlinx does, with a warning quoting the encoder's refusal (main failed it, KC0207).
    @Test func checkAcceptsAValueKotlinxDecodesButCannotEncodeWithAWarning() throws {
        let tally = try Self.tally(
            #"{"type": "conformance.runtime.Token", "accept": [{"json": {"type": "conformance.runtime.Token.Word", "text": "hi"}}, {"json": {"type": "conformance.runtime.Token.Number", "value": 1}}]}"#
        )
        #expect(tally.passed == 2 && tally.failed == 0)
        let failure = try #require(tally.failures.first)
        #expect(tally.failures.count == 1)
        #expect(failure.id == "KC0208" && failure.severity == .warning)
        #expect(
            failure.message.hasPrefix(
                "kotlinx decodes this value but cannot encode it: Sealed class 'conformance.runtime.Token.Word' cannot be serialized as base class 'conformance.runtime.Token' because it has property name that conflicts with JSON class discriminator 'type'."
            ), "\(failure.message)")
    }

    /// An interface-typed property: kotlinx's open polymorphic scope registers no subclass.
    @Test(arguments: [
        (
            #"{"greeter": {"type": "x"}}"#,
            "Serializer for subclass 'x' is not found in the polymorphic scope of 'Greeter'"
        ),
        (
            #"{"greeter": {}}"#,
            "Class discriminator was missing and no default serializers were registered in the polymorphic scope of 'Greeter'."
        ),
        (
            #"{"greeter": null}"#,
            "Expected JsonObject, but had JsonNull as the serialized body of kotlinx.serialization.Polymorphic<Greeter>"
        ),
    ])
    func checkFailsAnInterfaceTypedValueWithKotlinxsMessage(json: String, message: String) throws {
        let tally = try Self.tally(#"{"type": "conformance.runtime.Card", "accept": [{"json": "# + json + "}]}")
        #expect(tally.failed == 1)
        let failure = try #require(tally.failures.first)
        // A wrong JSON kind (null) reads "expected Greeter, found null"; kotlinx's text rides along.
        let text = failure.message + " " + (failure.kotlinxMessage ?? "")
        #expect(text.contains(message), "\(failure.message) \(failure.kotlinxMessage ?? "")")
    }

    @Test func checkFailsAFunctionTypedValueAndAcceptsNullWhereNullable() throws {
        let button = try Self.tally(#"{"type": "conformance.runtime.Button", "accept": [{"json": {"onTap": null}}]}"#)
        #expect(button.failed == 1)
        #expect(button.failures.first?.message == "expected Function0, found null")
        #expect(
            button.failures.first?.kotlinxMessage?.contains(
                "Expected JsonObject, but had JsonNull as the serialized body of kotlinx.serialization.Polymorphic<Function0>"
            ) == true, "\(button.failures.map { $0.kotlinxMessage ?? $0.message })")
        let maybe = try Self.tally(
            #"{"type": "conformance.runtime.MaybeCard", "accept": [{"json": {}}, {"json": {"greeter": null, "format": null}}]}"#
        )
        #expect(maybe.passed == 2 && maybe.failed == 0, "\(maybe.failures.map(\.message))")
    }

    /// Encoding a value of an interface-typed property fails as kotlinx's encoder does.
    @Test func encodingAnInterfaceTypedValueFailsWithKotlinxsMessage() throws {
        let descriptor = DescriptorBuilder.polymorphicDescriptor(scope: "Greeter")
        #expect(throws: KotlinJSONError.polymorphicSubclassNotFound("Hello", scope: "Greeter", kind: .encoding)) {
            try KotlinJSON.encode(.instance(serialName: "Hello", fields: []), descriptor)
        }
    }

    /// The stream path too (`check --type`): NDJSON lines kotlinx decodes but cannot encode pass with a warning
    /// at their line, on one job or two; a type that cannot hold such a value is never decoded for it.
    @Test(arguments: [1, 2]) func checkStreamsAcceptAValueKotlinxCannotEncodeWithAWarning(jobs: Int) throws {
        let module = try #require(ContractPipeline.run([Self.contract]).module)
        let contracts = CheckableContracts(module: module)
        let sentence = try contracts.type(named: "conformance.runtime.Sentence").get()
        let lines = [
            #"{"tokens":[{"type":"conformance.runtime.Token.Number","value":1}]}"#,
            #"{"tokens":[{"type":"conformance.runtime.Token.Word","text":"hi"}]}"#,
            #"{"tokens":"x"}"#,
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-reencode-\(UUID()).ndjson")
        defer { try? FileManager.default.removeItem(at: path) }
        try Data(lines.joined(separator: "\n").utf8).write(to: path)
        let sink = CollectingDiagnosticSink()
        let reporter = CheckReporter(sink: sink, maxErrors: nil, isErrorTerminal: false, writeError: { _ in })
        var checker = StreamChecker(type: sentence, reporter: reporter, standardInput: .nullDevice, jobs: jobs)
        checker.chunkSize = 64
        checker.check([path.path])
        #expect(checker.mayNotReEncode)
        #expect(reporter.passed == 2 && reporter.failed == 1)
        #expect(
            sink.diagnostics.map { "\($0.location.line) \($0.id) \($0.severity)" } == [
                "2 KC0208 warning", "3 KC0201 error",
            ])
        let ledger = try contracts.type(named: "conformance.runtime.Grid").get()
        #expect(!StreamChecker(type: ledger, reporter: reporter, standardInput: .nullDevice).mayNotReEncode)
    }
}
