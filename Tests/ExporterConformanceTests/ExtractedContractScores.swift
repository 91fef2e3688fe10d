// Scores contracts `kontract extract` wrote from the exporter cases' Kotlin beside the hand-written ones.

import Foundation
import Testing

/// Run by `tools/exporter-conformance/extract-cases` (JetBrains' Kotlin is not committed, so CI never has the
/// extracted contracts): with `KONTRACT_EXPORTER_EXTRACTED_CONTRACTS` set to a folder holding
/// `<case>/*.kontract.json`, each covered case is scored from that folder's contracts exactly as
/// `ExporterConformanceTests` scores the hand-written contract, and both figures are written, one case a line,
/// to `scores.txt` in that folder's parent: `<case> <hand matched/total validates|invalid> <extracted ...>`
/// (`missing` when the folder has no contract for the case), followed by the facts the extracted contract misses.
/// Without the variable the test is skipped (a scoring entry point for the script, not a check of its own).
@Suite struct ExtractedContractScores {
    static let folder = ProcessInfo.processInfo.environment["KONTRACT_EXPORTER_EXTRACTED_CONTRACTS"] ?? ""

    @Test(.enabled(if: !folder.isEmpty, "only under tools/exporter-conformance/extract-cases"))
    func extractedContractsAreScoredBesideTheHandWrittenOnes() throws {
        let root = URL(fileURLWithPath: Self.folder)
        var lines: [String] = []
        var details: [String] = []
        for testCase in try ConformanceCorpus.cases() where testCase.covered {
            let hand = try ExporterConformanceTests.run(testCase.name).figure
            let contracts = ConformanceCorpus.contractFiles(in: root.appendingPathComponent(testCase.name))
            guard !contracts.isEmpty else {
                lines.append("\(testCase.name) \(hand.line) missing")
                continue
            }
            let extracted = try ExporterConformanceTests.run(testCase.name, contracts: contracts)
            lines.append("\(testCase.name) \(hand.line) \(extracted.figure.line)")
            details.append("\(testCase.name): \(extracted.figure.line)")
            details += extracted.missing.map { "    missing: \($0)" }
            if !extracted.problems.isEmpty {
                details.append("    " + extracted.problems.replacingOccurrences(of: "\n", with: "\n    "))
            }
        }
        #expect(!lines.isEmpty, "no covered case")
        let output = root.deletingLastPathComponent()
        try Data(lines.joined(separator: "\n").appending("\n").utf8)
            .write(to: output.appendingPathComponent("scores.txt"))
        try Data(details.joined(separator: "\n").appending("\n").utf8)
            .write(to: output.appendingPathComponent("missing.txt"))
    }
}
