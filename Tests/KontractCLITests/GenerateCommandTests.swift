// `kontract generate`: options, the config file beside the contracts, and output discipline end to end.

import Foundation
import KontractCLI
import Testing

private let contract = """
    { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
      { "kind": "data class", "name": "Ref", "properties": [ { "name": "id", "type": "Int", "default": 0 } ] } ] }
    """

@Test func generatesWithFlagsAndIsQuietWhenNothingChanged() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/ref.kontract.json", contract)
    let output = folder.url.appendingPathComponent("out").path
    let first = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path, "--output", output])
    #expect(first.code == .success, "\(first.standardError)")
    let text = try String(contentsOfFile: output + "/ref.kontract.swift", encoding: .utf8)
    #expect(text.contains("public let id: Int32"))
    let second = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path, "-o", output])
    #expect(second.standardOutput.contains("1 file(s) up to date"))
}

@Test func readsTheConfigFileAndFlagsOverrideIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/ref.kontract.json", contract)
    try folder.write("contracts/kontract.config.json", #"{ "output": "../gen", "style": "swift" }"#)
    let contracts = folder.url.appendingPathComponent("contracts").path
    let run = CommandRun(["generate", contracts])
    #expect(run.code == .success, "\(run.standardError)")
    let generated = folder.url.appendingPathComponent("gen/ref.kontract.swift").path
    #expect(try String(contentsOfFile: generated, encoding: .utf8).contains("public init(id: Int = 0)"))
    let overridden = CommandRun(["generate", contracts, "--style", "bridge"])
    #expect(overridden.code == .success)
    #expect(try String(contentsOfFile: generated, encoding: .utf8).contains("public let id: Int32"))
}

@Test func rejectsUnknownConfigKeysAndMissingOutput() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/ref.kontract.json", contract)
    let contracts = folder.url.appendingPathComponent("contracts").path
    #expect(CommandRun(["generate", contracts]).code == .usage)
    try folder.write("contracts/kontract.config.json", #"{ "output": "gen", "colour": "blue" }"#)
    let run = CommandRun(["generate", contracts])
    #expect(run.code == .failure)
    #expect(run.standardError.contains("unknown key 'colour'"))
}

@Test func writesNothingWhenAContractHasAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("contracts/bad.kontract.json", #"{ "kontract": 1, "module": "Shared" }"#)
    let output = folder.url.appendingPathComponent("out")
    let run = CommandRun(["generate", folder.url.appendingPathComponent("contracts").path, "--output", output.path])
    #expect(run.code == .failure)
    #expect(!FileManager.default.fileExists(atPath: output.path))
}
