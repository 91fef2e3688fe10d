// `kontract docs`: writes the static site showing each Kotlin declaration beside its Swift face.

import KontractCore
import KontractDocs
import KontractGenerator

/// Renders the contracts as a site (index, a page per contract file, CSS, search script) into --output.
public enum DocsCommand: KontractCommand {
    public static let name = "docs"
    public static let summary = "Write a static site: each Kotlin declaration beside its Swift face"
    public static let arguments = "[PATH...] --output DIR [--interop objc|skie] [--config FILE] [--format text|json]"
    public static let discussion = """
        PATH is a contract file or a folder searched for *.kontract.json files; the default is contracts/ (or the
        Sources/TARGET folders holding contracts). Writes index.html, one NAME.html per contract file, style.css,
        search.js and search-index.js into DIR: each declaration's Kotlin (as emit-kotlin spells it) beside its
        Swift face under the Objective-C export, SKIE and the swift style (--interop keeps one interop), the
        names the export renamed, the defaults Swift must pass, a JSON example as kotlinx encodes it, how Swift
        gets and collects a view model, and the warnings on their declaration. Exports, data-class shape and SKIE
        switches come from kontract.config.json beside the contracts (or --config). Only changed files are
        written; generated files the run no longer produces are removed; files without the header are left alone.
        Exit status: 0 when done, 1 when the contracts have errors or DIR cannot be written, 2 for a usage error.
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "folder to write the site into"),
        .value("interop", valueName: "MODE", allowed: ["objc", "skie"], help: "show one interop (default both)"),
        .value(
            "config", valueName: "FILE",
            help: "the \(GeneratorConfiguration.fileName) to use instead of the one beside the contracts"),
        DiagnosticFormat.option,
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let output = arguments.value("output") else {
            context.printError("kontract docs: error: no output folder: pass --output DIR")
            return .usage
        }
        guard let paths = ContractInputs.paths(arguments, command: name, context: context) else { return .usage }
        guard let configuration = GeneratorConfiguration.forCommand(arguments, paths: paths, context: context) else {
            return .failure
        }
        let base = GeneratorOptions(
            exportedLibraries: configuration.exportedLibraries ?? KotlinLibrary.exportedByDefault,
            dataClasses: configuration.dataClasses ?? .struct, skie: configuration.skie ?? SKIEConfiguration())
        let format = DiagnosticFormat(arguments)
        let sink = format.sink(context)
        guard let contracts = ContractInputs.load(paths, sink: sink, showingWarnings: true) else { return .failure }
        let fixtures = FixtureExamples.load(CheckCommand.defaultFixturePaths(paths), module: contracts.module)
        sink.emit(fixtures.diagnostics)
        let files = DocsSite.render(
            contracts.module, warnings: contracts.diagnostics.filter { $0.severity != .error },
            configuration: DocsConfiguration(
                interop: arguments.value("interop").flatMap(InteropMode.init(rawValue:)), base: base),
            fixtures: fixtures)
        do {
            let report = try DocsSite.write(files, to: output)
            if format == .text {
                for name in report.written { context.print("wrote \(output)/\(name)") }
                for name in report.removed { context.print("removed \(output)/\(name)") }
                if report.written.isEmpty && report.removed.isEmpty {
                    context.print("\(report.unchanged.count) file(s) up to date in \(output)")
                }
            }
        } catch {
            context.printError("kontract docs: error: \(error)")
            sink.finish(DiagnosticSummary(contractFiles: contracts.files.count))
            return .failure
        }
        sink.finish(DiagnosticSummary(contractFiles: contracts.files.count))
        return .success
    }
}
