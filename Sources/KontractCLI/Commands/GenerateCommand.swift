// `kontract generate`: contracts → Swift files that emulate the Kotlin framework's API.

import Foundation
import KontractCore
import KontractGenerator

/// Checks the contracts, then generates one Swift file per contract into the output folder.
public enum GenerateCommand: KontractCommand {
    public static let name = "generate"
    public static let summary = "Generate Swift that looks as the Kotlin framework looks from Swift"
    public static let arguments =
        "[PATH...] --output DIR [--tests DIR [--tests-module NAME] [--fixtures DIR]] [--interop objc|skie] [--style bridge|swift] [--config FILE] [--only CONTRACT] [--format text|json]"
    public static let discussion = """
        PATH is a contract file or a folder (default contracts/, or the Sources/TARGET folders holding
        contracts in a SwiftPM package). Settings may also come from
        kontract.config.json beside the contracts (keys output, interop, style, tests, testsModule,
        fixtures, export, dataClasses, skie); flags win. With --tests, Swift Testing suites checking the generated types against
        the fixtures, the Kotlin defaults and the transcripts go to DIR (one file per contract).
        Style bridge (default) is the Objective-C export as Swift sees it; style swift writes
        idiomatic Swift models. Files are written only when they change; generated files that are
        no longer produced are removed; files without the generator's header are never touched.
        Nothing is written when a contract has an error, or holds something the generator cannot
        express (a KG diagnostic at its place; `kontract validate` reports those too). --format json
        writes the diagnostics as one JSON document on stdout (docs/diagnostics.md).
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "the folder to write the Swift files to"),
        .interop(help: "objc (default) or skie"),
        .style(help: "bridge (default) or swift"),
        .configFile,
        .value("tests", valueName: "DIR", help: "also write the contract tests (Swift Testing) to DIR"),
        .value(
            "tests-module", valueName: "NAME",
            help: "the module the tests import (default: each contract's module; \"\": none)"),
        .value("fixtures", valueName: "DIR", help: "the fixtures folder (default: fixtures/ beside the contracts)"),
        .value(
            "only", valueName: "CONTRACT",
            help: "write only this contract's Swift file (the others are read for names); remove nothing"),
        DiagnosticFormat.option,
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let paths = ContractInputs.paths(arguments, command: name, context: context) else { return .usage }
        guard let configuration = GeneratorConfiguration.forCommand(arguments, paths: paths, context: context) else {
            return .failure
        }
        let tests = arguments.value("tests") ?? configuration.tests
        let output = arguments.value("output") ?? configuration.output
        guard output != nil || tests != nil else {
            context.printError(
                "kontract generate: error: no output folder: pass --output DIR (or --tests DIR) or set 'output' in \(GeneratorConfiguration.fileName)"
            )
            return .usage
        }
        let options = configuration.generatorOptions(
            interop: arguments.value("interop"), style: arguments.value("style"))
        let format = DiagnosticFormat(arguments)
        let sink = format.sink(context)
        // The written-file lines go to stdout in text mode only (stdout holds the JSON document otherwise).
        let log: (String) -> Void = { line in if format == .text { context.print(line) } }
        let only = arguments.value("only")
        // A whole-folder run of Swift only keeps a stamp: when these very inputs wrote the folder's files before,
        // it compares them instead of translating (GenerationStamp). After a run that reported nothing, it need
        // not even parse the contracts: it hashes their bytes only.
        let stamped = only == nil && tests == nil
        if stamped, let output, let count = quietlyUpToDate(paths, options: options, output: output, log: log) {
            sink.finish(DiagnosticSummary(contractFiles: count))
            return .success
        }
        let source = DigestingSourceProvider()
        guard
            let pipeline = ContractInputs.load(
                paths, sink: sink, showingWarnings: true,
                notApplying: options.interop == .skie ? [.enumEntryPascalCase] : [], from: source)
        else {
            return .failure
        }
        let summary = DiagnosticSummary(contractFiles: pipeline.files.count)
        // Once per run, also when the output is up to date (the build plugin's `--only` runs would repeat it).
        let exportDiagnostics = only == nil ? configuration.exportsMatchingNoLibrary(in: pipeline.files) : []
        if only == nil { sink.emit(exportDiagnostics) }
        let stamp =
            stamped ? source.contracts.flatMap { GenerationStamp.inputsKey(options: options, contracts: $0) } : nil
        if let output, let stamp, let names = GenerationStamp.upToDate(output, inputs: stamp) {
            log("\(names.count) file(s) up to date in \(output)")
            sink.finish(summary)
            return .success
        }
        var onlyContract: ContractFile?
        if let only {
            guard let contract = pipeline.files.first(where: { samePath($0.path, only) }) else {
                sink.finish(summary)
                context.printError("kontract generate: error: --only '\(only)' is not among the contracts read")
                return .usage
            }
            onlyContract = contract
        }
        let suppressions = pipeline.files.flatMap(\.suppressions)
        // With --only, the other files are not translated (the build plugin runs one command per contract).
        var generated = SwiftGenerator.run(module: pipeline.module, options: options, only: onlyContract)
        generated.diagnostics = generated.diagnostics.removingSuppressed(by: suppressions)
        // The build plugin runs one `--only` command per contract: each shows the warnings of its own contract.
        sink.emit(
            generated.diagnostics.filter { diagnostic in
                diagnostic.severity == .error
                    || onlyContract.map { samePath($0.path, diagnostic.location.file) } ?? true
            })
        guard !generated.diagnostics.hasErrors else {
            sink.finish(summary)
            return .failure
        }
        let files = generated.files
        var testFiles: (files: [GeneratedFile], folder: String)?
        if let tests {
            let result = GenerateTestsStep.generate(
                module: pipeline.module, paths: paths,
                fixturesFolder: arguments.value("fixtures") ?? configuration.fixtures,
                options: ContractTestOptions(
                    generator: options, testedModule: arguments.value("tests-module") ?? configuration.testsModule),
                only: onlyContract)
            sink.emit(result.diagnostics.removingSuppressed(by: suppressions))
            guard !result.diagnostics.hasErrors else {
                sink.finish(summary)
                return .failure
            }
            testFiles = (result.files, tests)
        }
        do {
            if let testFiles {
                try GenerateTestsStep.write(testFiles.files, to: testFiles.folder, only: onlyContract, log: log)
            }
            if let output {
                let report = try GeneratedFileWriter.write(files, to: output, removingStale: only == nil)
                // Without a diagnostic to report again, the next run with these inputs may only compare.
                if let stamp, generated.diagnostics.isEmpty {
                    // Quiet: the front end and the configuration had nothing to say either (a warning
                    // filtered out for this interop counts too: the mark only ever errs towards parsing).
                    let quiet = pipeline.diagnostics.isEmpty && exportDiagnostics.isEmpty
                    try GenerationStamp.record(files, inputs: stamp, quiet: quiet, in: output)
                }
                // The build plugin's per-contract commands (`--only`) stay silent on success.
                if only == nil {
                    for name in report.written { log("wrote \(output)/\(name)") }
                    for name in report.removed { log("removed \(output)/\(name)") }
                    if report.written.isEmpty && report.removed.isEmpty {
                        log("\(report.unchanged.count) file(s) up to date in \(output)")
                    }
                }
            }
        } catch {
            // Only writing the output can fail here (I/O); it is not a diagnostic of the contracts.
            sink.finish(summary)
            context.printError("kontract generate: error: \(error)")
            return .failure
        }
        sink.finish(summary)
        return .success
    }

    /// When `output` holds a stamp marked quiet whose inputs are these contracts' bytes and `options`, and the
    /// files it lists: logs that they are up to date and returns the number of contracts; nil otherwise (then
    /// the run parses, checks and compares or generates). The contracts are read and hashed, never parsed: the
    /// run that left the stamp had no diagnostic to report, and the same bytes give the same diagnostics.
    private static func quietlyUpToDate(
        _ paths: [String], options: GeneratorOptions, output: String, log: (String) -> Void
    ) -> Int? {
        guard GenerationStamp.recordsQuietRun(in: output) else { return nil }
        let source = DigestingSourceProvider()
        let (found, diagnostics) = source.discover(paths)
        guard diagnostics.isEmpty else { return nil }
        // Read as the loader reads them (side by side), so that the digests are taken the same way.
        let read = Concurrently.map(found.count) { index in
            if case .success = source.read(found[index]) { true } else { false }
        }
        guard !read.contains(false), let contracts = source.contracts,
            let key = GenerationStamp.inputsKey(options: options, contracts: contracts),
            let names = GenerationStamp.upToDate(output, inputs: key, quietOnly: true)
        else { return nil }
        log("\(names.count) file(s) up to date in \(output)")
        return found.count
    }

    private static func samePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }
}
