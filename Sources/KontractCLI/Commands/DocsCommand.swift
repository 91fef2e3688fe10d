// `kontract docs`: writes the static site showing each Kotlin declaration beside its Swift face.

import KontractCore
import KontractDiff
import KontractDocs
import KontractGenerator

/// Renders the contracts as a site (index, a page per contract file, CSS, search script) into --output.
public enum DocsCommand: KontractCommand {
    public static let name = "docs"
    public static let summary = "Write a static site: each Kotlin declaration beside its Swift face"
    public static let arguments =
        "[PATH...] --output DIR [--interop objc|skie] [--style bridge|swift] [--module NAME] [--config FILE]"
        + " [--format text|json]"
    public static let discussion = """
        PATH is a contract file or a folder searched for *.kontract.json files; the default is contracts/ (or the
        Sources/TARGET folders holding contracts). When every PATH is Kotlin (a .kt file, or a folder of them and
        no contract), the contracts are extracted as kontract extract does (--module names the framework, default
        Shared) and each declaration shows its Kotlin file and line. Fixtures (*.fixtures.json) found as kontract
        check finds them show on their types. Writes index.html, one NAME.html per contract file, style.css,
        search.js and search-index.js into DIR: each declaration's Kotlin (as emit-kotlin spells it) beside its
        Swift face under the Objective-C export, SKIE and the swift style (--interop keeps one interop, --style
        one style), the names the export renamed, the defaults Swift must pass, a JSON example as kotlinx encodes
        it, how Swift gets and collects a view model, and the warnings on their declaration. Exports, data-class shape and SKIE
        switches come from kontract.config.json beside the contracts (or --config). Only changed files are
        written; generated files the run no longer produces are removed; files without the header are left alone.
        Exit status: 0 when done, 1 when the contracts have errors or DIR cannot be written, 2 for a usage error.
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "folder to write the site into"),
        .interop(help: "show one interop (default both)"),
        .style(help: "show one style (default both)"),
        .value("module", valueName: "NAME", help: "the framework name of Kotlin sources (default Shared)"),
        .configFile,
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
        var base = GeneratorOptions(
            exportedLibraries: configuration.exportedLibraries ?? KotlinLibrary.exportedByDefault,
            dataClasses: configuration.dataClasses ?? .struct, skie: configuration.skie ?? SKIEConfiguration())
        base.exportedModules = configuration.exportedModules
        let format = DiagnosticFormat(arguments)
        let sink = format.sink(context)
        let contracts: CheckedContracts
        var kotlinLocations = KotlinLocations()
        if !paths.isEmpty && paths.allSatisfy(KotlinSources.isKotlin) {
            let input = KotlinSourceInput.load(paths, module: arguments.value("module") ?? "Shared")
            sink.emit(input.diagnostics)
            guard let module = input.pipeline.module, !input.diagnostics.hasErrors else {
                sink.finish(DiagnosticSummary(contractFiles: input.pipeline.files.count))
                return .failure
            }
            contracts = CheckedContracts(files: input.pipeline.files, module: module, diagnostics: input.diagnostics)
            kotlinLocations = input.locations
        } else {
            guard let loaded = ContractInputs.load(paths, sink: sink, showingWarnings: true) else { return .failure }
            contracts = loaded
        }
        let fixtures = FixtureExamples.load(CheckCommand.defaultFixturePaths(paths), module: contracts.module)
        sink.emit(fixtures.diagnostics)
        let files = DocsSite.render(
            contracts.module, warnings: contracts.diagnostics.filter { $0.severity != .error },
            configuration: DocsConfiguration(
                interop: arguments.value("interop").flatMap(InteropMode.init(rawValue:)),
                style: arguments.value("style").flatMap(GenerationStyle.init(rawValue:)), base: base),
            fixtures: fixtures, kotlinLocations: kotlinLocations)
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
