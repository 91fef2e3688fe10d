// Generated bridge Swift against the Kotlin compiler's own ObjC-export test data, fact by fact.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// For each covered case of Tests/ExporterConformance: the hand-written contract validates, bridge
/// Swift (objc interop) is generated, its facts are extracted and compared with the facts of the
/// exporter's expected header. Prints matched/total per case and overall; fails only when a case
/// falls below `baseline.txt` (fewer facts, or a contract that validated no longer does).
@Suite struct ExporterConformanceTests {
    struct Outcome {
        var figure: ConformanceCorpus.Figure
        var missing: [String]
        var problems: String
    }

    /// Scores the case's hand-written contract, or the given contract files (all of one module) instead.
    static func run(_ name: String, contracts: [String]? = nil) throws -> Outcome {
        let expected = try ConformanceCorpus.expectedFacts(name)
        let pipeline = ContractPipeline.run(contracts ?? ConformanceCorpus.contractPaths(name))
        guard let module = pipeline.module else {
            let problems = pipeline.diagnostics.map { "\($0)" }.joined(separator: "\n")
            return Outcome(
                figure: .init(matched: 0, total: expected.count, validates: false), missing: expected,
                problems: problems)
        }
        let files: [GeneratedFile]
        do {
            // Data classes as the framework has them (`"dataClasses": "class"`): final classes under KotlinBase
            // with `isEqual(_:)`/`hash`. The default struct shape trades those for value semantics (`==`,
            // `hashValue`) on purpose; it is not what the header says, so it is not what this suite measures.
            files = try SwiftGenerator.generate(
                module: module, options: GeneratorOptions(interop: .objc, dataClasses: .class))
        } catch {
            return Outcome(
                figure: .init(matched: 0, total: expected.count, validates: true), missing: expected,
                problems: "generate: \(error)")
        }
        let generated = GeneratedSwiftFacts.extract(files.map(\.contents).joined(separator: "\n"))
        let missing = expected.filter { !generated.contains($0) }
        return Outcome(
            figure: .init(matched: expected.count - missing.count, total: expected.count, validates: true),
            missing: missing, problems: "")
    }

    @Test func coveredCasesDoNotFallBelowTheBaseline() throws {
        let cases = try ConformanceCorpus.cases()
        let baseline = try ConformanceCorpus.baseline()
        var figures: [String: ConformanceCorpus.Figure] = [:]
        var report: [String] = []
        var matched = 0
        var total = 0
        for testCase in cases where testCase.covered {
            let outcome = try Self.run(testCase.name)
            figures[testCase.name] = outcome.figure
            matched += outcome.figure.matched
            total += outcome.figure.total
            report.append("\(testCase.name): \(outcome.figure.line)")
            report += outcome.missing.map { "    missing: \($0)" }
            if !outcome.problems.isEmpty {
                report.append("    " + outcome.problems.replacingOccurrences(of: "\n", with: "\n    "))
            }
            guard let before = baseline[testCase.name] else {
                Issue.record("\(testCase.name): no line in baseline.txt (now \(outcome.figure.line))")
                continue
            }
            #expect(
                outcome.figure.matched >= before.matched,
                "\(testCase.name): \(outcome.figure.matched) of \(outcome.figure.total) facts match, baseline \(before.matched)\n\(outcome.missing.joined(separator: "\n"))"
            )
            #expect(
                outcome.figure.validates || !before.validates,
                "\(testCase.name): the contract no longer validates\n\(outcome.problems)")
        }
        let skipped = cases.count - figures.count
        let percent = total == 0 ? 0 : Double(matched) * 100 / Double(total)
        let summary =
            "exporter conformance: \(figures.count) cases covered, \(skipped) skipped; "
            + "\(matched)/\(total) facts match (\(String(format: "%.1f", percent))%)"
        report.append(summary)
        // The per-case lines go to stdout, the missing facts to a report file beside the build products.
        print(report.filter { !$0.hasPrefix("    ") }.joined(separator: "\n"))
        let reportURL = ConformanceCorpus.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/exporter-conformance-report.txt")
        try? Data(report.joined(separator: "\n").appending("\n").utf8).write(to: reportURL)
        print("missing facts per case: \(reportURL.path)")
        if ProcessInfo.processInfo.environment["KONTRACT_UPDATE_CONFORMANCE_BASELINE"] == "1" {
            try ConformanceCorpus.writeBaseline(figures)
        }
    }

    @Test func everyCaseHasFactsAndEveryCoveredCaseAContract() throws {
        for testCase in try ConformanceCorpus.cases() {
            #expect(!(try ConformanceCorpus.expectedFacts(testCase.name)).isEmpty, "\(testCase.name): no facts")
            let hasContract = !ConformanceCorpus.contractPaths(testCase.name).isEmpty
            #expect(
                hasContract == testCase.covered, "\(testCase.name): contract present \(hasContract), \(testCase.reason)"
            )
        }
    }

    @Test func generatedSwiftFactsReadTheRendererShapes() {
        let text = """
            public struct Foo: Hashable, Sendable {
                public let text: String
                public var count: Int32 { storage.count }
                public init(
                    text: String,
                    count: Int32
                ) {
                    self.text = text
                }
                public func doCopy(text: String, count: Int32) -> Foo { Foo(text: text, count: count) }
            }
            public final class Color: KotlinEnum<Color>, @unchecked Sendable {
                public static let red: Color = Color(name: "RED", ordinal: 0)
                public static func values() -> KotlinArray<Color> { fatalError() }
            }
            public enum FooKt {
                public static var bool_: Bool { false }
            }
            extension Foo {
                public final class Nested: KotlinBase {}
            }
            """
        let facts = GeneratedSwiftFacts.extract(text)
        for fact in [
            "type Foo", "property Foo.text: String { get }", "property Foo.count: Int32 { get }",
            "init Foo(text: String, count: Int32)", "method Foo.doCopy(text: String, count: Int32) -> Foo",
            "enum-case Color.red", "static-method Color.values() -> KotlinArray<Color>",
            "supertype Color: KotlinEnum<Color>", "facade FooKt", "static-property FooKt.bool_: Bool { get }",
            "type Foo.Nested", "property Foo.Nested.hash: Int { get }",
        ] {
            #expect(facts.contains(fact), "\(fact) not in \(facts.sorted())")
        }
    }
}
