// The contract tests of the repo and edge contracts, with their generated types, compile in every configuration.

import Foundation
import KontractCheck
import KontractCore
import KontractGenerator
import Testing

/// One contract folder, with its fixtures folder when it has one.
private struct ContractFolder: Sendable, CustomStringConvertible {
    var name: String
    var contracts: String
    var fixtures: String?
    var description: String { name }

    static let all: [ContractFolder] = [
        ContractFolder(name: "repo", contracts: "contracts", fixtures: "contracts/fixtures"),
        ContractFolder(name: "edge", contracts: "Tests/Golden/edge/contracts", fixtures: nil),
    ]
}

@Test(arguments: ContractFolder.all)
private func generatedContractTestsCompileInEveryConfiguration(_ folder: ContractFolder) async throws {
    let root = TestSupport.packageRoot
    let (module, problems) = TestSupport.module([root.appendingPathComponent(folder.contracts).path])
    let checked = try #require(module, "\(problems)")
    let fixtures = (folder.fixtures.map { FixtureReader.discover(in: root.appendingPathComponent($0).path) } ?? [])
        .compactMap { try? FixtureReader.read($0).get() }
    // `.build/debug` links to the triple's folder; the test target depends on KontractRuntime, so it is built.
    let modules = root.appendingPathComponent(".build/debug/Modules").path
    #expect(FileManager.default.fileExists(atPath: modules + "/KontractRuntime.swiftmodule"))
    let output = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    for interop in InteropMode.allCases {
        for style in GenerationStyle.allCases {
            let options = GeneratorOptions(interop: interop, style: style)
            let types = try SwiftGenerator.generate(module: checked, options: options)
            let tests = try ContractTestGenerator.generate(
                module: checked, fixtures: fixtures, options: ContractTestOptions(generator: options, testedModule: ""))
            let folder = output.appendingPathComponent("\(interop.rawValue)-\(style.rawValue)")
            _ = try GeneratedFileWriter.write(types + tests, to: folder.path)
            let sources = (types + tests).map { folder.appendingPathComponent($0.name).path }
            let result = await TestSupport.run(
                "/usr/bin/env", ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-I", modules] + sources)
            #expect(
                result.status == 0, "\(interop)-\(style): the tests do not compile:\n\(result.output.prefix(4000))")
        }
    }
}
