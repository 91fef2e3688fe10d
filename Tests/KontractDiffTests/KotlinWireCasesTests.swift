// Tests/DiffCases/kotlin-wire-cases.txt, what tools/kotlin-conformance feeds the real kotlinx: per case, diff's WIRE
// verdict and each serializable declaration's BASE and HEAD samples as JSON; this test keeps the file current.

import Foundation
import KontractCore
import KontractSerialization
import Testing

@testable import KontractDiff

@Suite struct KotlinWireCasesTests {
    static let file = DiffCorpus.folder.appendingPathComponent("kotlin-wire-cases.txt")

    /// The checked-in file is what diff and the codec say today (`KONTRACT_DIFF_RECORD=1` rewrites it).
    @Test func theKotlinWireCasesAreCurrent() throws {
        let text = try Self.record()
        if DiffCorpusTests.recording {
            try text.write(to: Self.file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = String(decoding: FileManager.default.contents(atPath: Self.file.path) ?? Data(), as: UTF8.self)
        if recorded != text {
            let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
            let new = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
            Issue.record(
                "stale \(Self.file.path) from line \(line + 1): KONTRACT_DIFF_RECORD=1 swift test --filter KotlinWireCases"
            )
        }
        let verdicts = text.split(separator: "\n").filter { $0.hasPrefix("case ") }
        #expect(verdicts.count >= 30, "\(verdicts.count) cases with a serializable declaration on both sides")
    }

    /// Lines `case NAME breaks|compatible [WIRE ids]`, then per declaration both sides have `pair PACKAGE NAME`
    /// and its samples, `base JSON` (BASE's codec) and `head JSON` (HEAD's).
    static func record() throws -> String {
        var lines = [
            "# kontract diff's WIRE verdicts with sample values, for tools/kotlin-conformance (diff_wire.py).",
            "# Written by KotlinWireCasesTests: KONTRACT_DIFF_RECORD=1 swift test --filter KotlinWireCases",
        ]
        for diffCase in try DiffCorpus.cases.get() {
            let pairs = WireRules.pairs(base: diffCase.base, head: diffCase.head)
            guard !pairs.isEmpty else { continue }
            let ids = Set(
                diffCase.changes(DiffCase.configurations[0].options).filter { $0.category == .wire }.map {
                    $0.diagnostic.id
                }
            ).sorted()
            let verdict = WireEvidenceTests.diffSaysWireBreaks(diffCase) ? "breaks" : "compatible"
            lines.append(
                (["case", diffCase.name, verdict] + (ids.isEmpty ? [] : [ids.joined(separator: ",")]))
                    .joined(separator: " "))
            for sides in pairs {
                lines.append("pair \(sides.base.package) \(sides.name)")
                for sample in WireSamples.samples(sides.was) {
                    lines.append("base " + (try KotlinJSON.encode(sample, sides.was, configuration: sides.oldJSON)))
                }
                for sample in WireSamples.samples(sides.now) {
                    lines.append("head " + (try KotlinJSON.encode(sample, sides.now, configuration: sides.newJSON)))
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
