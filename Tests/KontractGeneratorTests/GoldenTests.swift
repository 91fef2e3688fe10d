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

    /// `objc-bridge`, `skie-swift`, ...
    var configuration: String { "\(options.interop.rawValue)-\(options.style.rawValue)" }

    var caseFolder: URL { TestSupport.packageRoot.appendingPathComponent("Tests/Golden/\(name)") }

    /// The golden files by name: a folder's, or a base folder's with the stored differences (`GoldenDifferences`).
    func expectedFiles() throws -> [String: String] {
        try GoldenDifferences.files(of: configuration, in: caseFolder)
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
    let goldens = try golden.expectedFiles()
    #expect(files.map(\.name) == goldens.keys.sorted(), "run tools/regenerate-goldens")
    for file in files {
        let expected = goldens[file.name] ?? ""
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

/// The model types read first: every kotlinx.serialization conformance comes after them, in its own section.
@Test(arguments: GoldenCase.all)
func serializationCodeFollowsTheModelTypes(_ golden: GoldenCase) throws {
    let (module, problems) = TestSupport.module([golden.inputPath])
    let checked = try #require(module, "the contracts have errors:\n\(problems)")
    for file in try SwiftGenerator.generate(module: checked, options: golden.options) {
        let text = file.contents
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let conformances = lines.indices.filter {
            lines[$0].hasPrefix("extension ") && lines[$0].contains(": KotlinSerializable")
                || lines[$0].hasPrefix("public enum ") && lines[$0].contains("KotlinSerializer")
        }
        guard let first = conformances.first else { continue }
        let mark = try #require(
            lines.firstIndex { $0.hasPrefix("// MARK: - kotlinx.serialization") },
            "\(file.name) has no serialization section")
        #expect(mark < first, "\(file.name): a conformance precedes the section")
        #expect(
            !lines[mark...].contains { $0.hasPrefix("public struct ") || $0.hasPrefix("public final class ") },
            "\(file.name): a model type follows the serialization section")
        #expect(!text.contains("The Kotlin entry name (`NUMBER`)"))
    }
}
