// `kontract check`: JSON values, NDJSON streams, fixtures and transcripts against the contracts.

import Foundation
import KontractCheck
import KontractCore

/// Checks JSON against the contracts with kotlinx's rules (the runtime codec's), reporting
/// `file:line:col: error: $.path: message [KCnnnn]` per failure and `N passed, M failed`.
public enum CheckCommand: KontractCommand {
    public static let name = "check"
    public static let summary = "Check JSON values, NDJSON streams, fixtures and transcripts against the contracts"
    public static let arguments =
        "[--type TYPE FILE...|-] [FIXTURE...] [--contracts PATH] [--format text|json] [--max-errors N] [--jobs N]"
    public static let discussion = """
        Without --type, checks every *.fixtures.json and *.transcript.json file under the contracts
        folder, and Tests/ when the contracts come from Sources/ (or the FIXTURE files and folders
        given); the format is in contracts/fixtures/README.md. A file named *.fixture.json or
        *.transcripts.json is reported, not skipped.
        With --type TYPE (a simple, nested or qualified name), checks each FILE: a .json file holds one
        value, any other file (.ndjson, .jsonl, logs) and - (stdin) one value per line, read in chunks
        so memory stays flat (a single line must fit in memory). Values are checked on --jobs cores
        (default: every active core): a large NDJSON file is split at line boundaries, small files
        are checked side by side; failures, counts and the exit status are those of --jobs 1.
        Rules are kotlinx.serialization's, with the contract's json configuration: missing keys with
        defaults, unknown keys, quoted numbers, Int ranges, class discriminators, enum serial names.
        Each failure prints as `file:line:col: error: $.path: message [KC0201]` on stderr, then
        `N passed, M failed`; --format json writes one JSON document on stdout instead (docs/diagnostics.md).
        A value kotlinx decodes but cannot encode again (a sealed subclass property named as the class
        discriminator) passes, as in kotlinx, with a KC0208 warning.
        Exit status: 0 when every value passes, 1 on any failure, 2 for a usage error.
        `kontract help diagnostics` lists the KC ids.
        """
    public static let options: [OptionSpec] = [
        .value("type", short: "t", valueName: "TYPE", help: "the contract type every FILE's values must have"),
        .value(
            "contracts", short: "c", valueName: "PATH",
            help: "contract file or folder (default: contracts, or the Sources/TARGET folders holding contracts)"),
        DiagnosticFormat.option,
        .value("max-errors", valueName: "N", help: "stop after N failed values"),
        .value("jobs", short: "j", valueName: "N", help: "check on N cores (default: the active processor count)"),
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        var maxErrors: Int?
        if let text = arguments.value("max-errors") {
            guard let number = Int(text), number > 0 else {
                context.printError("kontract check: error: --max-errors needs a positive number, not '\(text)'")
                return .usage
            }
            maxErrors = number
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = arguments.value("jobs") {
            guard let number = Int(text), number > 0 else {
                context.printError("kontract check: error: --jobs needs a positive number, not '\(text)'")
                return .usage
            }
            jobs = number
        }
        let contractsPaths = arguments.value("contracts").map { [$0] } ?? ContractInputs.defaultPaths()
        if ContractInputs.missingDefault(
            contractsPaths, given: arguments.value("contracts") != nil, command: name, flag: "--contracts",
            context: context)
        {
            return .usage
        }
        let sink = DiagnosticFormat(arguments).sink(context)
        guard let pipeline = ContractInputs.load(contractsPaths, sink: sink, showingWarnings: false) else {
            return .failure
        }
        let contracts = CheckableContracts(module: pipeline.module)
        if let type = arguments.value("type"), arguments.positional.isEmpty {
            context.printError("kontract check: error: --type \(type) needs FILE arguments (or - for stdin)")
            return .usage
        }
        let reporter = CheckReporter(
            sink: sink, maxErrors: maxErrors, isErrorTerminal: context.isErrorTerminal,
            writeError: context.writeError)
        if let typeName = arguments.value("type") {
            switch contracts.type(named: typeName) {
            case .failure(let error):
                // No place in a file to point at: the type is named on the command line.
                context.printError(
                    "kontract check: error: --type \(typeName): \(error.message) [\(CheckDiagnosticCode.unknownType.rawValue)]"
                )
                return .failure
            case .success(let type):
                // Each job's own descriptors: a second builder builds every descriptor again.
                let module = pipeline.module
                let checker = StreamChecker(
                    type: type, reporter: reporter, standardInput: context.standardInput, jobs: jobs,
                    copy: {
                        guard case .success(let copy) = CheckableContracts(module: module).type(named: typeName)
                        else { return type }
                        return copy
                    })
                checker.check(arguments.positional)
            }
        } else {
            checkFixtures(
                arguments.positional.isEmpty ? defaultFixturePaths(contractsPaths) : arguments.positional, contracts,
                reporter)
        }
        reporter.finish(contractFiles: pipeline.files.count)
        return reporter.failed > 0 ? .failure : .success
    }

    /// Where fixtures are looked for without FIXTURE arguments: the contract folders and, when the
    /// contracts come from a SwiftPM package's `Sources/`, its `Tests/` (where test targets keep them).
    static func defaultFixturePaths(_ contractsPaths: [String]) -> [String] {
        let fromSources = contractsPaths.allSatisfy { $0.hasPrefix("Sources/") }
        return contractsPaths + (fromSources && FileManager.default.fileExists(atPath: "Tests") ? ["Tests"] : [])
    }

    /// Every fixture and transcript file of `paths` (files, or folders searched).
    static func checkFixtures(_ paths: [String], _ contracts: CheckableContracts, _ reporter: CheckReporter) {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += FixtureReader.discover(in: path)
                for (file, expected) in FixtureReader.misnamed(in: path) {
                    let message =
                        "not checked: fixture files end in \(FixtureReader.fixturesSuffix) and transcripts in \(FixtureReader.transcriptSuffix); rename it to \(expected)"
                    reporter.fail([Diagnostic.check(.malformedFixture, message, at: .start(of: file))])
                }
            } else {
                files.append(path)
            }
        }
        if files.isEmpty {
            let message = "no *.fixtures.json or *.transcript.json files under \(paths.joined(separator: ", "))"
            reporter.fail([Diagnostic.check(.noFixtures, message, at: .start(of: paths.first ?? "."))])
            return
        }
        let checker = FixtureChecker(contracts: contracts)
        for file in files {
            if reporter.isStopped { return }
            switch FixtureReader.read(file) {
            case .failure(let failures): reporter.fail(failures.all)
            case .success(let document):
                var tally = CheckTally()
                checker.check(document, into: &tally)
                reporter.record(tally)
            }
        }
    }
}
