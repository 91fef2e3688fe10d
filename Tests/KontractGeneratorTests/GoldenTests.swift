// Generates every golden case in memory and compares it byte for byte with Tests/Golden.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// One golden configuration: a case folder and an interop/style pair.
struct GoldenCase: CustomStringConvertible, Sendable {
    var name: String
    var options: GeneratorOptions

    var description: String { "\(name)/\(options.interop.rawValue)-\(options.style.rawValue)" }

    /// `repo` reads the repository's contracts/, other cases their own contracts/ folder.
    var inputPath: String {
        let root = TestSupport.packageRoot
        return name == "repo"
            ? root.appendingPathComponent("contracts").path
            : root.appendingPathComponent("Tests/Golden/\(name)/contracts").path
    }

    var goldenFolder: URL {
        TestSupport.packageRoot.appendingPathComponent(
            "Tests/Golden/\(name)/\(options.interop.rawValue)-\(options.style.rawValue)")
    }

    static let all: [GoldenCase] = ["repo", "edge"].flatMap { name in
        InteropMode.allCases.flatMap { interop in
            GenerationStyle.allCases.map { style in
                GoldenCase(name: name, options: GeneratorOptions(interop: interop, style: style))
            }
        }
    }
}

@Test(arguments: GoldenCase.all)
func generatedSwiftMatchesTheGoldenFiles(_ golden: GoldenCase) throws {
    let (module, problems) = TestSupport.module([golden.inputPath])
    let checked = try #require(module, "the contracts have errors:\n\(problems)")
    let files = try SwiftGenerator.generate(module: checked, options: golden.options)
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: golden.goldenFolder.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.map(\.name) == onDisk, "run tools/regenerate-goldens")
    for file in files {
        let url = golden.goldenFolder.appendingPathComponent(file.name)
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(
            file.contents == expected,
            "\(golden)/\(file.name) differs; run tools/regenerate-goldens and review:\n\(TestSupport.unifiedDiff(expected: expected, actual: file.contents, name: file.name))"
        )
    }
}

@Test func generationIsDeterministic() throws {
    let golden = GoldenCase.all[0]
    let (module, problems) = TestSupport.module([golden.inputPath])
    let checked = try #require(module, "\(problems)")
    let first = try SwiftGenerator.generate(module: checked, options: golden.options)
    let second = try SwiftGenerator.generate(module: checked, options: golden.options)
    #expect(first == second)
}
