// The contract tests of contracts/ generated in memory, compared byte for byte with Tests/Golden/repo/objc-bridge-tests.

import Foundation
import KontractCheck
import KontractCore
import KontractGenerator
import Testing

@Test func generatedContractTestsMatchTheGoldenFiles() throws {
    let root = TestSupport.packageRoot
    let (module, problems) = TestSupport.module([root.appendingPathComponent("contracts").path])
    let checked = try #require(module, "the contracts have errors:\n\(problems)")
    let fixtures = FixtureReader.discover(in: root.appendingPathComponent("contracts/fixtures").path).compactMap {
        try? FixtureReader.read($0).get()
    }
    #expect(fixtures.count == 12)
    let files = try ContractTestGenerator.generate(
        module: checked, fixtures: fixtures,
        options: ContractTestOptions(generator: GeneratorOptions(interop: .objc, style: .bridge), testedModule: ""))
    let folder = root.appendingPathComponent("Tests/Golden/repo/objc-bridge-tests")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(files.map(\.name) == onDisk.sorted(), "run tools/regenerate-goldens")
    for file in files {
        let expected = (try? String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
        #expect(
            file.contents == expected,
            "\(file.name) differs; run tools/regenerate-goldens and review:\n\(TestSupport.unifiedDiff(expected: expected, actual: file.contents, name: file.name))"
        )
    }
}
