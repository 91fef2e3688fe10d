// `kontract check`: JSON values, NDJSON streams, fixtures and transcripts against the contracts.

import Foundation
import KontractCore

/// Checks JSON against the contracts with kotlinx's rules (the runtime codec's), reporting
/// `file:line:col: error: $.path: message [KCnnnn]` per failure and `N passed, M failed`.
public enum CheckCommand: KontractCommand {
    public static let name = "check"
    public static let summary = "Check JSON values, NDJSON streams, fixtures and transcripts against the contracts"
    public static let arguments =
        "[--type TYPE FILE...|-] [FIXTURE...] [--contracts PATH] [--format text|json] [--max-errors N]"
    public static let discussion = """
        Without --type, checks every *.fixtures.json and *.transcript.json file under the contracts
        folder (or the FIXTURE files and folders given); the format is in contracts/fixtures/README.md.
        With --type TYPE (a simple, nested or qualified name), checks each FILE: a .json file holds one
        value, any other file (.ndjson, .jsonl, logs) and - (stdin) one value per line, read in chunks
        so memory stays flat (a single line must fit in memory).
        Rules are kotlinx.serialization's, with the contract's json configuration: missing keys with
        defaults, unknown keys, quoted numbers, Int ranges, class discriminators, enum serial names.
        Each failure prints as `file:line:col: error: $.path: message [KC0201]` on stderr, then
        `N passed, M failed`; --format json writes one JSON document on stdout instead (docs/diagnostics.md).
        Exit status: 0 when every value passes, 1 on any failure, 2 for a usage error.
        `kontract help diagnostics` lists the KC ids.
        """
    public static let options: [OptionSpec] = [
        .value("type", short: "t", valueName: "TYPE", help: "the contract type every FILE's values must have"),
        .value("contracts", short: "c", valueName: "PATH", help: "contract file or folder (default: contracts)"),
        DiagnosticFormat.option,
        .value("max-errors", valueName: "N", help: "stop after N failed values"),
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
        let contractsPath = arguments.value("contracts") ?? ValidateCommand.defaultContractsFolder
        let sink = DiagnosticFormat(arguments).sink(context)
        guard let pipeline = ContractInputs.load([contractsPath], sink: sink, showingWarnings: false) else {
            return .failure
        }
        let contracts = CheckableContracts(module: pipeline.module)
        if let type = arguments.value("type"), arguments.positional.isEmpty {
            context.printError("kontract check: error: --type \(type) needs FILE arguments (or - for stdin)")
            return .usage
        }
        let reporter = CheckReporter(context: context, sink: sink, maxErrors: maxErrors)
        if let typeName = arguments.value("type") {
            switch contracts.type(named: typeName) {
            case .failure(let error):
                reporter.fail([Diagnostic.check(.unknownType, error.message, at: .start(of: contractsPath))])
            case .success(let type):
                let checker = StreamChecker(type: type, reporter: reporter, context: context)
                for path in arguments.positional { checker.check(path) }
            }
        } else {
            checkFixtures(arguments.positional.isEmpty ? [contractsPath] : arguments.positional, contracts, reporter)
        }
        reporter.finish(contractFiles: pipeline.files.count)
        return reporter.failed > 0 ? .failure : .success
    }

    /// Every fixture and transcript file of `paths` (files, or folders searched).
    static func checkFixtures(_ paths: [String], _ contracts: CheckableContracts, _ reporter: CheckReporter) {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += FixtureReader.discover(in: path)
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
