// `kontract generate --tests DIR`: the contract tests, written after the Swift types.

import Foundation
import KontractCheck
import KontractCore
import KontractGenerator

/// Reads the fixtures and transcripts beside the contracts and writes the generated contract tests.
enum GenerateTestsStep {
    /// `contracts/fixtures` beside the contracts: under the first folder given, or beside the first file.
    static func defaultFixturesFolder(for paths: [String]) -> String {
        let first = paths.first ?? ValidateCommand.defaultContractsFolder
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        let folder = exists && isDirectory.boolValue ? first : (first as NSString).deletingLastPathComponent
        return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("fixtures")
    }

    /// Every fixture document of `folder` (none when it does not exist), and the KC diagnostics of
    /// the files that cannot be read.
    static func readFixtures(in folder: String) -> (documents: [FixtureDocument], diagnostics: [Diagnostic]) {
        var documents: [FixtureDocument] = []
        var diagnostics = FixtureReader.misnamed(in: folder).map { file, expected in
            Diagnostic.check(
                .malformedFixture,
                "not read: fixture files end in \(FixtureReader.fixturesSuffix) and transcripts in \(FixtureReader.transcriptSuffix); rename it to \(expected)",
                at: .start(of: file))
        }
        for path in FixtureReader.discover(in: folder) {
            switch FixtureReader.read(path) {
            case .success(let document): documents.append(document)
            case .failure(let failures): diagnostics += failures.all
            }
        }
        return (documents, diagnostics)
    }

    /// Reads the fixtures and generates the tests; `only` keeps one contract's file (a placeholder
    /// when it has nothing to test). No file when a fixture cannot be read or turned into a test.
    static func generate(
        module: CheckedModule, paths: [String], fixturesFolder: String?, options: ContractTestOptions,
        only: ContractFile?
    ) -> GenerationResult {
        let fixtures = readFixtures(in: fixturesFolder ?? defaultFixturesFolder(for: paths))
        guard fixtures.diagnostics.isEmpty else {
            return GenerationResult(files: [], diagnostics: fixtures.diagnostics)
        }
        var result = ContractTestGenerator.run(module: module, fixtures: fixtures.documents, options: options)
        if let only, !result.diagnostics.hasErrors {
            result.files = result.files.filter { $0.name == ContractTestGenerator.outputName(for: only) }
            if result.files.isEmpty { result.files = [ContractTestGenerator.placeholder(for: only, options: options)] }
        }
        return result
    }

    /// Writes the test files, logging what changed (nothing with `only`: the build plugin stays silent).
    static func write(_ files: [GeneratedFile], to folder: String, only: ContractFile?, log: (String) -> Void) throws {
        let report = try GeneratedFileWriter.write(files, to: folder, removingStale: only == nil)
        guard only == nil else { return }
        for name in report.written { log("wrote \(folder)/\(name)") }
        for name in report.removed { log("removed \(folder)/\(name)") }
        if report.written.isEmpty && report.removed.isEmpty {
            log("\(report.unchanged.count) test file(s) up to date in \(folder)")
        }
    }
}
