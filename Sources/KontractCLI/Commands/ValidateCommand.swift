// `kontract validate`: parses and checks contracts, printing diagnostics.

import KontractCore
import KontractGenerator

/// Checks contract files and reports every problem in the compiler's format.
public enum ValidateCommand: KontractCommand {
    public static let name = "validate"
    public static let summary = "Check contracts and print their diagnostics"
    public static let arguments =
        "[PATH...] [--interop objc|skie] [--style bridge|swift] [--config FILE] [--format text|json] [--warnings-as-errors]"
    public static let discussion = """
        PATH is a contract file or a folder searched for *.kontract.json files; the default is
        contracts/, or in a SwiftPM package without it every Sources/TARGET folder holding contracts.
        All files of one run form one Kotlin module: names resolve across them.
        A contract that validates also generates: what the generator cannot express in any
        configuration (--interop objc|skie, --style bridge|swift) is reported here too, with its KG id.
        Diagnostics print as `path:line:col: error: message [KT0104]`, sorted by file and position;
        --interop and --style (else kontract.config.json's "interop" and "style") name the configurations
        the project generates with: a problem met only in the others is a note, not an error.
        --format json writes one JSON document on stdout instead (docs/diagnostics.md).
        Exit status: 0 when there is no error, 1 when there is one, 2 for a usage error.
        `kontract help diagnostics` lists every diagnostic id.
        """
    public static let options: [OptionSpec] = [
        .interop(help: "the interop the project uses"),
        .style(help: "the style the project uses"),
        .configFile,
        DiagnosticFormat.option,
        .flag("warnings-as-errors", help: "treat warnings as errors (exit 1 when there is one)"),
    ]

    /// The folder `validate`, `generate` and `check` read when given no path.
    public static let defaultContractsFolder = "contracts"

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard let paths = ContractInputs.paths(arguments, command: name, context: context) else { return .usage }
        guard let configuration = GeneratorConfiguration.forCommand(arguments, paths: paths, context: context) else {
            return .failure
        }
        let used = SwiftGenerator.configurations(
            interop: arguments.value("interop").flatMap(InteropMode.init(rawValue:)) ?? configuration.interop,
            style: arguments.value("style").flatMap(GenerationStyle.init(rawValue:)) ?? configuration.style)
        let pipeline = ContractPipeline.run(paths)
        var diagnostics = pipeline.diagnostics
        diagnostics += configuration.exportsMatchingNoLibrary(in: pipeline.files)
        if let module = pipeline.module, !pipeline.hasErrors {
            let generatorDiagnostics = SwiftGenerator.diagnose(module: module, used: used)
                .removingSuppressed(by: pipeline.files.flatMap(\.suppressions))
            diagnostics = (diagnostics + generatorDiagnostics).sortedByLocation()
        }
        if arguments.has("warnings-as-errors") {
            diagnostics = diagnostics.map { diagnostic in
                var promoted = diagnostic
                promoted.severity = diagnostic.severity == .warning ? .error : diagnostic.severity
                return promoted
            }
        }
        let sink = DiagnosticFormat(arguments).sink(context)
        sink.emit(diagnostics)
        sink.finish(DiagnosticSummary(contractFiles: pipeline.files.count))
        return diagnostics.hasErrors ? .failure : .success
    }
}
