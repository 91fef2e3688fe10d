// validate ⇒ generate: every KG refusal has a contract that triggers it, and `kontract validate` reports it.

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

@testable import KontractCLI

/// The generator's corpus: `Tests/GeneratorBadContracts/<case>.kontract.json`, valid contracts (no KT error)
/// the generator refuses in some configuration, with `<case>.expected`: one `KG0301 8:23` line per
/// diagnostic `kontract validate` reports, sorted by position then id.
enum GeneratorBadContractCorpus {
    static let folder = repositoryRoot.appendingPathComponent("Tests/GeneratorBadContracts").path

    static var caseNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(ContractFileName.suffix) }
            .map { String($0.dropLast(ContractFileName.suffix.count)) }.sorted()
    }

    static func contractPath(_ name: String) -> String { "\(folder)/\(name)\(ContractFileName.suffix)" }

    static func expectedLines(_ name: String) -> [String] {
        let text = (try? String(contentsOfFile: "\(folder)/\(name).expected", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// `kontract validate --format json` on a case, as decoded diagnostic objects.
    static func validate(_ path: String) throws -> [[String: Any]] {
        let run = CommandRun(["validate", "--format", "json", path])
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return try #require(document?["diagnostics"] as? [[String: Any]], "\(run.standardOutput)")
    }

    static func line(_ object: [String: Any]) -> String {
        "\(object["id"] as? String ?? "?") \(object["line"] as? Int ?? 0):\(object["column"] as? Int ?? 0)"
    }
}

/// KG ids a corpus case cannot show (they need several files or fixtures), with the test exercising each.
enum GeneratorUnitTestCoverage {
    static let ids: [GeneratorDiagnosticCode: String] = [
        .duplicateOutputName: "twoContractsGeneratingOneFileAreAValidateError",
        .exportMatchesNoLibrary: "anExportCoordinateNamingNoLibraryIsAWarningAtIt",
        .memberNameTaken: "theRefusedNamesAreKG0103AtTheirLines",
        .fixtureTypeNotTestable: "fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace",
        .fixtureUnknownMember: "fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace",
        .transcriptUnknownCall: "fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace",
        .transcriptMissingArgument: "fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace",
        .defaultsTestLeftOut: "fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace",
        .transcriptMissingResult: "fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace",
    ]
}

@Test(arguments: GeneratorBadContractCorpus.caseNames)
func validateReportsExactlyTheExpectedGeneratorDiagnostics(_ name: String) throws {
    let path = GeneratorBadContractCorpus.contractPath(name)
    let pipeline = ContractPipeline.run([path])
    #expect(!pipeline.hasErrors, "\(name) must be a valid contract: \(pipeline.diagnostics.map(\.formatted))")
    let objects = try GeneratorBadContractCorpus.validate(path)
    let actual = objects.map(GeneratorBadContractCorpus.line)
    #expect(actual == GeneratorBadContractCorpus.expectedLines(name), "\(name): \(objects)")
    #expect(!actual.isEmpty, "\(name) must report something")
}

/// The generator, run in every configuration, refuses nothing `validate` did not already report at
/// the same place with the same id, message and severity.
@Test(arguments: GeneratorBadContractCorpus.caseNames)
func everyGeneratorRefusalIsAlreadyAValidateDiagnostic(_ name: String) throws {
    let path = GeneratorBadContractCorpus.contractPath(name)
    let pipeline = ContractPipeline.run([path])
    let module = try #require(pipeline.module, "\(pipeline.diagnostics.map(\.formatted))")
    let validated = Set(
        try GeneratorBadContractCorpus.validate(path).map {
            "\(GeneratorBadContractCorpus.line($0)) \($0["severity"] as? String ?? "") \($0["message"] as? String ?? "")"
        })
    var refusals = 0
    for options in SwiftGenerator.configurations {
        let result = SwiftGenerator.run(module: module, options: options)
        #expect(result.files.isEmpty == result.diagnostics.hasErrors)
        // What the contract suppresses (`"suppress": ["KG0002"]`) neither command shows.
        for diagnostic in result.diagnostics.removingSuppressed(by: pipeline.files.flatMap(\.suppressions)) {
            refusals += 1
            let key =
                "\(diagnostic.id) \(diagnostic.location.line):\(diagnostic.location.column) "
                + "\(diagnostic.severity.rawValue) \(diagnostic.message)"
            #expect(validated.contains(key), "\(name) with \(options): validate missed \(diagnostic.formatted)")
        }
        let run = CommandRun([
            "generate", path, "--output", NSTemporaryDirectory() + "kontract-kg-\(UUID().uuidString)",
            "--interop", options.interop.rawValue, "--style", options.style.rawValue,
        ])
        #expect(run.code == (result.diagnostics.hasErrors ? .failure : .success), "\(run.standardError)")
    }
    #expect(refusals > 0, "\(name) makes the generator report nothing")
}

@Test func everyGeneratorIdIsExercisedByTheCorpusOrANamedTest() {
    var covered = Set<GeneratorDiagnosticCode>()
    for name in GeneratorBadContractCorpus.caseNames {
        for line in GeneratorBadContractCorpus.expectedLines(name) {
            if let id = line.split(separator: " ").first, let code = GeneratorDiagnosticCode(rawValue: String(id)) {
                covered.insert(code)
            }
        }
    }
    covered.formUnion(GeneratorUnitTestCoverage.ids.keys)
    let missing = GeneratorDiagnosticCode.allCases.filter { !covered.contains($0) }
    #expect(missing.isEmpty, "no test exercises \(missing.map(\.rawValue))")
}

@Test func twoContractsGeneratingOneFileAreAValidateError() throws {
    let folder = try TemporaryFolder()
    let body = #"{ "kontract": 1, "module": "Shared", "package": "PACKAGE", "declarations": [] }"#
    let first = try folder.write("a/cart.kontract.json", body.replacingOccurrences(of: "PACKAGE", with: "a"))
    let second = try folder.write("b/cart.kontract.json", body.replacingOccurrences(of: "PACKAGE", with: "b"))
    let run = CommandRun(["validate", first, second])
    #expect(run.code == .failure)
    #expect(
        run.standardError.split(separator: "\n").prefix(2) == [
            "\(second):1:1: error: two contract files would both generate 'cart.kontract.swift' [KG0001]",
            "\(first):1:1: note: the other one",
        ])
    let output = folder.url.appendingPathComponent("out").path
    #expect(CommandRun(["generate", first, second, "--output", output]).code == .failure)
    #expect(!FileManager.default.fileExists(atPath: output))
}

/// An `"export"` coordinate whose artifact no library contract declares (a typo, a missing contract) would silently
/// change nothing: KG0005 at the coordinate, in validate and in a whole-folder generate; a matching one and one of the
/// libraries Kontract emulates say nothing.
@Test func anExportCoordinateNamingNoLibraryIsAWarningAtIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
        "contracts/koin.kontract.json",
        """
        { "kontract": 1, "module": "Shared", "package": "org.koin.core", "library": "koin-core",
          "declarations": [ { "kind": "class", "name": "KoinApplication", "constructors": [] } ] }
        """)
    let config = try folder.write(
        "contracts/kontract.config.json",
        """
        { "export": [ "io.insert-koin:koin-core", "androidx.lifecycle:lifecycle-viewmodel",
          "io.insert-koin:koin-cor" ] }
        """)
    let contracts = folder.url.appendingPathComponent("contracts").path
    let expected =
        "\(config):2:3: warning: 'export' names the library 'koin-cor', but no contract declares \"library\": "
        + "\"koin-cor\" (and it is none Kontract emulates): it changes nothing [KG0005]"
    let validate = CommandRun(["validate", contracts])
    #expect(validate.code == .success)
    #expect(validate.standardError.split(separator: "\n").filter { $0.contains("KG0005") } == [Substring(expected)])
    #expect(CommandRun(["validate", contracts, "--warnings-as-errors"]).code == .failure)
    let output = folder.url.appendingPathComponent("out").path
    let generate = CommandRun(["generate", contracts, "--output", output])
    #expect(generate.code == .success)
    #expect(generate.standardError.split(separator: "\n").filter { $0.contains("KG0005") } == [Substring(expected)])
}

@Test func fixturesTheTestGeneratorCannotUseAreKGDiagnosticsAtTheirPlace() throws {
    let folder = try TemporaryFolder()
    try folder.write(
        "contracts/counter.kontract.json",
        """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Counter", "properties": [ { "name": "count", "type": "Int", "default": 0 } ] },
          { "kind": "data class", "name": "Tally", "properties": [ { "name": "marks", "type": "IntArray", "default": [1, 2] } ] },
          { "kind": "class", "name": "CounterViewModel", "supertypes": [ "ViewModel" ],
            "properties": [ { "name": "uiState", "type": "StateFlow<Counter>", "initial": {} } ],
            "functions": [ { "name": "add", "parameters": [ { "name": "amount", "type": "Int" } ] },
              { "name": "total", "returns": "Int" } ] }
        ] }
        """)
    let fixtures: [(String, String, String)] = [
        ("Missing.fixtures.json", #"{ "type": "Missing", "accept": [ { "json": {} } ] }"#, "KG0501"),
        (
            "Counter.fixtures.json", #"{ "type": "Counter", "accept": [ { "json": {}, "derived": { "twice": 0 } } ] }"#,
            "KG0502"
        ),
        (
            "unknown.transcript.json", #"{ "viewModel": "CounterViewModel", "steps": [ { "call": "reset" } ] }"#,
            "KG0503"
        ),
        ("missing.transcript.json", #"{ "viewModel": "CounterViewModel", "steps": [ { "call": "add" } ] }"#, "KG0504"),
        (
            "noresult.transcript.json", #"{ "viewModel": "CounterViewModel", "steps": [ { "call": "total" } ] }"#,
            "KG0506"
        ),
    ]
    for (name, text, _) in fixtures { try folder.write("contracts/fixtures/\(name)", text) }
    let tests = folder.url.appendingPathComponent("tests").path
    let run = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path, "--tests", tests])
    #expect(run.code == .failure)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    for (name, _, id) in fixtures {
        #expect(
            lines.contains { $0.contains("fixtures/\(name):") && $0.hasSuffix("[\(id)]") }, "\(id): \(lines)")
    }
    #expect(lines.contains { $0.contains("counter.kontract.json:3:") && $0.hasSuffix("[KG0505]") }, "\(lines)")
    #expect(!FileManager.default.fileExists(atPath: tests))
}

@Test func eachOnlyCommandShowsTheGeneratorWarningsOfItsOwnContract() throws {
    let folder = try TemporaryFolder()
    let warned = try folder.write(
        "contracts/vm.kontract.json",
        """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "CartViewModel", "supertypes": [ "ViewModel" ],
            "functions": [ { "name": "totals", "returns": "Flow<Int>" } ] } ] }
        """)
    let plain = try folder.write(
        "contracts/state.kontract.json",
        """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Cart", "properties": [ { "name": "n", "type": "Int", "default": 0 } ] } ] }
        """)
    let contracts = folder.url.appendingPathComponent("contracts").path
    let output = folder.url.appendingPathComponent("out").path
    let quiet = CommandRun(["generate", contracts, "--output", output, "--only", plain])
    #expect(quiet.code == .success)
    #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
    let shown = CommandRun(["generate", contracts, "--output", output, "--only", warned])
    #expect(shown.code == .success)
    #expect(shown.standardError.contains("leaves out 'totals'") && shown.standardError.contains("[KG0303]"))
}
