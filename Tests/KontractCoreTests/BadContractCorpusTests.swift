// Runs every bad contract of the corpus through the pipeline and compares its diagnostics exactly.

import Foundation
import Testing

@testable import KontractCore

/// The corpus: `BadContracts/<case>.kontract.json` with `<case>.expected`, one `KT0401 12:28`
/// line per diagnostic, sorted by position then id.
enum BadContractCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("BadContracts").path

    /// Every case name, sorted.
    static var caseNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(ContractFileName.suffix) }
            .map { String($0.dropLast(ContractFileName.suffix.count)) }.sorted()
    }

    static func contractPath(_ name: String) -> String { "\(folder)/\(name)\(ContractFileName.suffix)" }

    static func expectedLines(_ name: String) -> [String]? {
        guard let text = try? String(contentsOfFile: "\(folder)/\(name).expected", encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map(String.init)
    }

    /// The pipeline's diagnostics for a case, as `.expected` lines.
    static func actualDiagnostics(_ name: String) -> [Diagnostic] {
        ContractPipeline.run([contractPath(name)]).diagnostics
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.id) \(diagnostic.location.line):\(diagnostic.location.column)"
    }

    /// Sorted as `.expected` files are: by line, column, then id.
    static func sortedLines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sorted {
            ($0.location.line, $0.location.column, $0.id) < ($1.location.line, $1.location.column, $1.id)
        }.map(line)
    }
}

@Test(arguments: BadContractCorpus.caseNames)
func badContractReportsExactlyItsExpectedDiagnostics(_ name: String) throws {
    let expected = try #require(BadContractCorpus.expectedLines(name), "\(name).expected is missing")
    let diagnostics = BadContractCorpus.actualDiagnostics(name)
    let actual = BadContractCorpus.sortedLines(diagnostics)
    #expect(
        actual == expected,
        "\(name): got\n\(diagnostics.map { "\(BadContractCorpus.line($0)) \($0.message)" }.joined(separator: "\n"))")
    #expect(
        expected == expected.sorted { BadContractCorpus.order($0) < BadContractCorpus.order($1) },
        "\(name).expected is not sorted")
    #expect(!expected.isEmpty, "\(name) must report something")
}

extension BadContractCorpus {
    /// The sort key of an `.expected` line: line, column, id.
    static func order(_ line: String) -> (Int, Int, String) {
        let parts = line.split(separator: " ")
        let position = parts.count > 1 ? parts[1].split(separator: ":").compactMap { Int($0) } : []
        return (position.first ?? 0, position.count > 1 ? position[1] : 0, String(parts.first ?? ""))
    }
}

@Test func corpusHasAtLeast45Cases() {
    #expect(BadContractCorpus.caseNames.count >= 45)
}

@Test func everyCorpusCaseHasAnExpectedFile() {
    for name in BadContractCorpus.caseNames {
        #expect(BadContractCorpus.expectedLines(name) != nil, "\(name).expected is missing")
    }
}
