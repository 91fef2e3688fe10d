// What the commands share to read their contracts: the default paths and the front end's diagnostics.

import Foundation
import KontractCore

/// Loading contracts the same way in every command.
enum ContractInputs {
    /// The positional PATH arguments, or the default paths (`defaultPaths()`); nil when there are none and
    /// the default finds no contracts (`missingDefault` printed why; the command exits with `.usage`).
    static func paths(_ arguments: ParsedArguments, command: String, context: CommandContext) -> [String]? {
        let paths = arguments.positional.isEmpty ? defaultPaths() : arguments.positional
        if missingDefault(paths, given: !arguments.positional.isEmpty, command: command, context: context) {
            return nil
        }
        return paths
    }

    /// Without PATH arguments: `contracts/` when it exists; else, in a SwiftPM package, every
    /// target folder under `Sources/` holding `*.kontract.json` files (`Sources/Shared`), as the
    /// build plugin reads them; else `contracts` (reported as missing by `missingDefault`).
    static func defaultPaths() -> [String] {
        let folder = ValidateCommand.defaultContractsFolder
        let files = FileManager.default
        guard !files.fileExists(atPath: folder), files.fileExists(atPath: "Sources") else { return [folder] }
        let found = ContractLoader.discover(["Sources"]).files
        let targets = Set(
            found.compactMap { path in path.split(separator: "/").dropFirst().first.map { "Sources/\($0)" } })
        return targets.isEmpty ? [folder] : targets.sorted()
    }

    /// Whether the command runs on the default paths (no PATH given) and finds no contracts there:
    /// then it prints what it looked for and how to name the contracts, and the caller exits with `.usage`.
    static func missingDefault(
        _ paths: [String], given: Bool, command: String, flag: String? = nil, context: CommandContext
    ) -> Bool {
        guard !given, paths == [ValidateCommand.defaultContractsFolder],
            !FileManager.default.fileExists(atPath: ValidateCommand.defaultContractsFolder)
        else { return false }
        let here = FileManager.default.currentDirectoryPath
        let how = flag.map { "\($0) PATH" } ?? "PATH..."
        context.printError(
            """
            kontract \(command): error: no contracts found: there is no contracts/ folder in \(here) \
            and no *.kontract.json file under Sources/
            note: name the contracts: kontract \(command) \(how) (a contract file, or a folder searched for *.kontract.json), \
            e.g. kontract \(command) \(flag.map { "\($0) " } ?? "")Sources/Shared
            """)
        return true
    }

    /// How a command working from the PATH arguments starts (emit-kotlin, emit-jsonschema): the paths (or the
    /// default ones) loaded and checked, an error sent to the `--format` sink, which `body` gets with the
    /// contracts when there is none. `.usage` when no contracts are found, `.failure` when they have an error.
    static func withContracts(
        _ arguments: ParsedArguments, command: String, context: CommandContext,
        _ body: (CheckedContracts, any DiagnosticSink) -> ExitCode
    ) -> ExitCode {
        guard let paths = paths(arguments, command: command, context: context) else { return .usage }
        let sink = DiagnosticFormat(arguments).sink(context)
        guard let contracts = load(paths, sink: sink, showingWarnings: false) else { return .failure }
        return body(contracts, sink)
    }

    /// Loads and checks the contracts under `paths`; sends the diagnostics to `sink` (all of them
    /// with `showingWarnings`, else only when there is an error). On an error it finishes the
    /// sink's run and returns nil.
    /// `notApplying`: warnings about a configuration other than the one generated (KT0801, Kotlin/Native's
    /// lowercasing of enum entries, does not happen under SKIE, which names entries itself).
    static func load(
        _ paths: [String], sink: any DiagnosticSink, showingWarnings: Bool, notApplying: Set<DiagnosticCode> = [],
        from source: some SourceProvider = FileSystemSourceProvider()
    ) -> CheckedContracts? {
        let pipeline = ContractPipeline.run(paths, from: source)
        if pipeline.hasErrors || showingWarnings {
            sink.emit(
                pipeline.diagnostics.filter { $0.severity == .error || $0.code.map(notApplying.contains) != true })
        }
        guard let module = pipeline.module, !pipeline.hasErrors else {
            sink.finish(DiagnosticSummary(contractFiles: pipeline.files.count))
            return nil
        }
        return CheckedContracts(files: pipeline.files, module: module, diagnostics: pipeline.diagnostics)
    }
}

/// Contracts that loaded and checked without an error: what a command works from.
struct CheckedContracts {
    let files: [ContractFile]
    let module: CheckedModule
    /// The warnings met.
    let diagnostics: [Diagnostic]
}
