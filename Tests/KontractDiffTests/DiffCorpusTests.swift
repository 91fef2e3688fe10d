// Every case of Tests/DiffCases gives exactly its expected `KDnnnn line:col` lines, in all four configurations.

import Foundation
import KontractCore
import KontractDiff
import Testing

@Suite struct DiffCorpusTests {
    /// `KONTRACT_DIFF_RECORD=1` rewrites every `expected` file from what the differ says (review the git diff).
    static let recording = ProcessInfo.processInfo.environment["KONTRACT_DIFF_RECORD"] == "1"

    @Test func everyCaseGivesItsExpectedChanges() throws {
        let cases = try DiffCorpus.cases.get()
        #expect(cases.count >= 100)
        for diffCase in cases {
            let actual = diffCase.actualLines()
            if Self.recording {
                let text = actual.map { $0 + "\n" }.joined()
                try text.write(
                    to: diffCase.folder.appendingPathComponent("expected"), atomically: true, encoding: .utf8)
                continue
            }
            let expected = try #require(diffCase.expectedLines(), "\(diffCase.name) has no expected file")
            #expect(actual == expected, "\(diffCase.name)")
        }
    }

    /// Every classifying KD id is shown by at least one case.
    @Test func theCorpusCoversEveryRule() throws {
        let cases = try DiffCorpus.cases.get()
        var seen = Set<String>()
        for diffCase in cases {
            for line in diffCase.expectedLines() ?? [] { seen.insert(String(line.prefix(6))) }
        }
        let rules = DiffDiagnosticCode.allCases.map(\.rawValue).filter { !$0.hasPrefix("KD00") }
        #expect(rules.filter { !seen.contains($0) } == [])
    }
}
