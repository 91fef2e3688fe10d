// `kontract generate --tests`: contract tests beside the Swift, from flags or the config file.

import Foundation
import KontractCLI
import Testing

private let contract = """
    { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
      { "kind": "data class", "name": "Ref", "properties": [ { "name": "id", "type": "Int", "default": 0 } ] } ] }
    """

private let fixtures = #"{ "type": "Ref", "accept": [ { "json": { "id": 7 }, "toString": "Ref(id=7)" } ] }"#

@Test func writesContractTestsFromTheFixturesBesideTheContracts() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/ref.kontract.json", contract)
    try folder.write("contracts/fixtures/Ref.fixtures.json", fixtures)
    let tests = folder.url.appendingPathComponent("tests").path
    let run = CommandRun([
        "generate", folder.url.appendingPathComponent("contracts").path, "--output",
        folder.url.appendingPathComponent("out").path, "--tests", tests,
    ])
    #expect(run.code == .success, "\(run.standardError)")
    #expect(run.standardOutput.contains("wrote \(tests)/ref.kontract.tests.swift"))
    let text = try String(contentsOfFile: tests + "/ref.kontract.tests.swift", encoding: .utf8)
    #expect(text.contains("import Shared\n"))
    #expect(text.contains("#expect(Kotlin.toString(value) == \"Ref(id=7)\")"))
    #expect(text.contains("func refDefaults() throws"))
}

@Test func theConfigFileSetsTheTestsFolderModuleAndFixtures() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/ref.kontract.json", contract)
    try folder.write("elsewhere/Ref.fixtures.json", fixtures)
    try folder.write(
        "contracts/kontract.config.json",
        #"{ "tests": "../tests", "testsModule": "App", "fixtures": "../elsewhere" }"#)
    let run = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path])
    #expect(run.code == .success, "\(run.standardError)")
    let text = try String(
        contentsOfFile: folder.url.appendingPathComponent("tests/ref.kontract.tests.swift").path, encoding: .utf8)
    #expect(text.contains("import App\n"))
    #expect(text.contains("func refAccepts1() throws"))
    // The flag wins; an empty module name imports nothing.
    let flagged = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path, "--tests-module", ""])
    #expect(flagged.code == .success, "\(flagged.standardError)")
    let same = try String(
        contentsOfFile: folder.url.appendingPathComponent("tests/ref.kontract.tests.swift").path, encoding: .utf8)
    #expect(!same.contains("import App"))
}

@Test func aBrokenFixtureFileFailsTheTestsGeneration() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/ref.kontract.json", contract)
    try folder.write("contracts/fixtures/Ref.fixtures.json", #"{ "type": "Ref", "accept": 3 }"#)
    let tests = folder.url.appendingPathComponent("tests")
    let run = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path, "--tests", tests.path])
    #expect(run.code == .failure)
    #expect(!run.standardError.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: tests.appendingPathComponent("ref.kontract.tests.swift").path))
}
