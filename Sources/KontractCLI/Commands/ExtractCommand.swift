// `kontract extract`: contracts from Kotlin sources, written into a folder or checked against committed ones.

import Foundation
import KontractCore
import KontractExtract
import KontractGenerator
import KotlinSourceSyntax

/// Reads Kotlin files and folders and writes one contract per Kotlin file that declares something Swift sees,
/// or (`--check`) reports every difference from the committed contracts.
public enum ExtractCommand: KontractCommand {
    public static let name = "extract"
    public static let summary = "Write contracts from Kotlin sources, or check committed contracts against them"
    public static let arguments =
        "[KOTLIN_PATH...] [--output DIR | --swift DIR] [--module NAME] [--config FILE] [--check --contracts DIR]"
        + " [--strict] [--dump-syntax] [--parse-only] [--format text|json]"
    public static let discussion = """
        KOTLIN_PATH is a .kt file or a folder searched for .kt files (a KMP module's src/commonMain/kotlin,
        src/iosMain/kotlin, or the whole module: source sets iOS does not compile, such as jvmMain and
        androidMain, and test source sets are skipped); without one, the "kotlin" paths of --config FILE.
        Each Kotlin file that declares something Swift sees becomes NAME.kontract.json (docs/extract.md).
        Without --output the contracts are printed to stdout, each after a `// NAME.kontract.json` line; with
        it they are written all or nothing, each only when its bytes change. A file there that extract did
        not write (one not starting with `{` and `"kontract": 1`, as a hand-written contract with `$schema`)
        is never overwritten. A contract an earlier run wrote whose Kotlin file is gone is removed, unless it
        was changed since (DIR/.kontract-extract-files records what extract wrote).
        --check --contracts DIR writes nothing and prints every difference between the contracts under DIR
        and the Kotlin (ignoring formatting, key order and file layout) as `path:line:col: error: … [KX03xx]`.
        What the contract format cannot carry and defaults that are not constants are KX warnings at their
        Kotlin line; --strict makes them errors. --format json writes one JSON document (docs/diagnostics.md).
        --swift DIR generates the Swift of the extracted contracts (as kontract generate, with the --config
        settings) into DIR, one NAME.kontract.swift per Kotlin file NAME.kt (the build plugin's command).
        --dump-syntax prints what the parser read of each file (tools/extract-oracle compares it with the
        Kotlin compiler's PSI) and writes nothing. --parse-only reads and parses the files one after another
        and prints how many declarations it read and how long that took (tools/bench-extract), nothing else.
        Exit status: 0 when done (--check: the contracts agree), 1 on errors or drift (nothing written),
        2 for a usage error.
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "folder to write the contracts into"),
        .value("module", valueName: "NAME", help: "the framework name Swift imports (default Shared)"),
        .flag("check", help: "write nothing; report differences from the contracts under --contracts"),
        .value("contracts", valueName: "DIR", help: "the committed contracts --check compares with"),
        .flag("strict", help: "what the format cannot carry is an error, not a warning"),
        .flag("dump-syntax", help: "print the parsed declarations of each Kotlin file (tools/extract-oracle)"),
        .flag("parse-only", help: "read and parse the Kotlin files, print the time it took (tools/bench-extract)"),
        .value("swift", valueName: "DIR", help: "generate the Swift of the extracted contracts into DIR"),
        .configFile,
        DiagnosticFormat.option,
    ]

    /// What marks a contract file as extract's own (`removingStale` is off: a hand-written contract starts the same
    /// way; `ExtractOutputRecord` removes only the contracts extract itself wrote last time).
    static let format = GeneratedFileFormat(headerMarker: "{\n  \"kontract\": 1,", suffix: ".kontract.json")

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        var configuration = GeneratorConfiguration()
        if let path = arguments.value("config") {
            do {
                configuration = try GeneratorConfiguration.load(path)
            } catch {
                context.printError("\(error)")
                return .failure
            }
        }
        let paths = arguments.positional.isEmpty ? configuration.kotlin ?? [] : arguments.positional
        guard !paths.isEmpty else {
            context.printError(
                "kontract extract: error: give the Kotlin files or folders to read (or \"kotlin\" in --config FILE)")
            return .usage
        }
        if arguments.has("dump-syntax") { return dumpSyntax(paths, context: context) }
        if arguments.has("parse-only") { return parseOnly(paths, context: context) }
        let isCheck = arguments.has("check")
        if isCheck && arguments.value("contracts") == nil {
            context.printError("kontract extract: error: --check needs --contracts DIR")
            return .usage
        }
        if isCheck && (arguments.value("output") != nil || arguments.value("swift") != nil) {
            context.printError("kontract extract: error: --check writes nothing; leave out --output and --swift")
            return .usage
        }
        if arguments.value("output") != nil && arguments.value("swift") != nil {
            context.printError("kontract extract: error: --output writes contracts, --swift Swift: give one")
            return .usage
        }
        let module = arguments.value("module") ?? "Shared"
        // `--output`: each contract is staged beside the folder as it is printed, and moved in when all succeeded.
        var staging: ContractStaging?
        if let output = arguments.value("output"), !isCheck {
            do {
                staging = try ContractStaging(beside: output)
            } catch {
                context.printError("kontract extract: error: cannot stage the contracts beside '\(output)': \(error)")
                return .failure
            }
        }
        defer { staging?.remove() }
        let libraries = LibraryPackages(configured: configuration.libraries ?? [:])
        let result =
            staging.map { ContractExtractor.extract(paths: paths, module: module, staging: $0, libraries: libraries) }
            // Where each declaration stands is read by the drift check alone.
            ?? ContractExtractor.extract(paths: paths, module: module, libraries: libraries, keepingLocations: isCheck)
        var diagnostics = result.diagnostics
        if arguments.has("strict") {
            diagnostics = diagnostics.map { diagnostic in
                var promoted = diagnostic
                if promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
        }
        let sink = DiagnosticFormat(arguments).sink(context)
        defer { sink.finish(DiagnosticSummary(contractFiles: result.contracts.count)) }
        if diagnostics.hasErrors {
            sink.emit(diagnostics)
            return .failure
        }
        if isCheck, let folder = arguments.value("contracts") {
            let (committed, readProblems) = committedContracts(in: folder)
            let drift =
                readProblems
                + ContractDrift.compare(
                    extracted: result.contracts, committed: committed, leftOut: result.leftOut)
            sink.emit(diagnostics + drift)
            return drift.hasErrors ? .failure : .success
        }
        // A library contract the user added members to is kept (KX0108 names the types it lacks).
        var kept: Set<String> = []
        if let output = arguments.value("output"), let staging {
            let library = ExtractOutputRecord.keptLibraryContracts(
                in: output, staged: staging.files, contracts: result.contracts)
            kept = library.names
            diagnostics += library.diagnostics
        }
        sink.emit(diagnostics)
        if let swift = arguments.value("swift") {
            let options = configuration.generatorOptions(
                interop: arguments.value("interop"), style: arguments.value("style"))
            return ExtractSwiftStep.run(result, into: swift, options: options, sink: sink, context: context)
        }
        guard let output = arguments.value("output") else {
            // Each contract's bytes written as they are (they end in a newline): a file's contract was printed as
            // extract mapped it, on every core, so no copy of it is made here.
            for contract in result.contracts {
                context.print("// \(contract.fileName)")
                context.write(contract.textBytes)
            }
            return .success
        }
        do {
            guard let staging else { return .failure }
            if let failure = staging.failure { throw WriterError(failure) }
            let staged = staging.files.filter { !kept.contains($0.name) }
            // A contract the folder already held byte for byte was not staged: checked again under the folder's lock.
            _ = try GeneratedFileWriter.move(
                staged: staged.filter { !$0.isUnchanged }.map { ($0.name, $0.path) },
                unchanged: staged.filter(\.isUnchanged).map { file in
                    (file.name, { ContractStaging.hash([UInt8]($0)) == file.hash })
                }, to: output, removingStale: false, format: format)
            try ExtractOutputRecord.update(output, written: staged.map { ($0.name, $0.hash) })
        } catch {
            context.printError("kontract extract: \(error)")
            return .failure
        }
        return .success
    }

    /// `--dump-syntax`: each file's declarations as the parser read them, in the PSI oracle's format.
    static func dumpSyntax(_ paths: [String], context: CommandContext) -> ExitCode {
        let (files, diagnostics) = KotlinSourceFiles.read(paths)
        for file in files {
            context.print(String(KotlinSyntaxDump.dump(file.syntax, path: file.path).dropLast()))
            for error in file.syntax.errors { context.print("error \(file.path):\(error)") }
        }
        for diagnostic in diagnostics { context.printError("kontract extract: \(diagnostic.message)") }
        return diagnostics.isEmpty ? .success : .failure
    }

    /// `--parse-only`: the files read and parsed on this thread, the time printed as the PSI driver prints its own
    /// (`N declarations, parsed in M ms`, tools/psi-dump's `--parse-only`).
    static func parseOnly(_ paths: [String], context: CommandContext) -> ExitCode {
        let clock = ContinuousClock()
        let started = clock.now
        let (files, declarations, diagnostics) = KotlinSourceFiles.parseOnly(paths)
        let elapsed = clock.now - started
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        context.print("\(files) files, \(declarations) declarations, parsed in \(milliseconds) ms")
        for diagnostic in diagnostics { context.printError("kontract extract: \(diagnostic.message)") }
        return diagnostics.isEmpty ? .success : .failure
    }

    /// The `*.kontract.json` files under `folder` (fixtures folders skipped), parsed with their locations.
    static func committedContracts(in folder: String) -> ([(path: String, json: LocatedJSON)], [Diagnostic]) {
        var files: [String] = []
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            files = [folder]
        } else if let enumerator = FileManager.default.enumerator(atPath: folder) {
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".kontract.json") {
                    files.append((folder.hasSuffix("/") ? folder : folder + "/") + relative)
                }
            }
        }
        guard !files.isEmpty else {
            return ([], [Diagnostic(.noContractsFound, "no *.kontract.json under '\(folder)'", at: .start(of: folder))])
        }
        var parsed: [(path: String, json: LocatedJSON)] = []
        var problems: [Diagnostic] = []
        for path in files.sorted() {
            switch ContractJSONReader.parseFile(at: path) {
            case .success(let json): parsed.append((path, json))
            case .failure(let diagnostic): problems.append(diagnostic)
            }
        }
        return (parsed, problems)
    }
}
