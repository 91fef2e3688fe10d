// `kontract generate --tests DIR`: the contract tests, written after the Swift types.

import Foundation
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

    /// Every fixture document of `folder` (none when it does not exist); unreadable files are errors.
    static func readFixtures(in folder: String) throws -> [FixtureDocument] {
        var documents: [FixtureDocument] = []
        var messages = FixtureReader.misnamed(in: folder).map { file, expected in
            CheckFailure(
                .malformedFixture,
                "not read: fixture files end in \(FixtureReader.fixturesSuffix) and transcripts in \(FixtureReader.transcriptSuffix); rename it to \(expected)",
                at: .start(of: file)
            ).formatted
        }
        for path in FixtureReader.discover(in: folder) {
            switch FixtureReader.read(path) {
            case .success(let document): documents.append(document)
            case .failure(let failures): messages += failures.all.map(\.formatted)
            }
        }
        guard messages.isEmpty else { throw ConfigurationError(messages.joined(separator: "\n")) }
        return documents
    }

    /// Generates and writes the tests; `only` restricts writing to one contract's file.
    static func run(
        module: CheckedModule, paths: [String], folder: String, fixturesFolder: String?,
        options: ContractTestOptions, only: ContractFile?, context: CommandContext
    ) throws {
        let fixtures = try readFixtures(in: fixturesFolder ?? defaultFixturesFolder(for: paths))
        var files = try ContractTestGenerator.generate(module: module, fixtures: fixtures, options: options)
        if let only {
            files = files.filter { $0.name == ContractTestGenerator.outputName(for: only) }
            if files.isEmpty { files = [ContractTestGenerator.placeholder(for: only, options: options)] }
        }
        let report = try GeneratedFileWriter.write(files, to: folder, removingStale: only == nil)
        guard only == nil else { return }
        for name in report.written { context.print("wrote \(folder)/\(name)") }
        for name in report.removed { context.print("removed \(folder)/\(name)") }
        if report.written.isEmpty && report.removed.isEmpty {
            context.print("\(report.unchanged.count) test file(s) up to date in \(folder)")
        }
    }
}
