// `kontract import`: contracts from JSON Schema and OpenAPI documents, written into a folder.

import KontractCore
import KontractGenerator
import KontractImport

/// Reads JSON Schema and OpenAPI documents and writes the contracts their named schemas describe (docs/import.md).
public enum ImportCommand: KontractCommand {
    public static let name = "import"
    public static let summary = "Write contracts from JSON Schema or OpenAPI documents"
    public static let arguments =
        "SCHEMA... [--output DIR] [--module NAME] [--package NAME] [--strict] [--format text|json]"
    public static let discussion = """
        SCHEMA is a JSON Schema (draft-07 or 2020-12: its $defs/definitions and a root schema with a type) or an
        OpenAPI 3.0/3.1 document (its components/schemas). Objects become data classes, string enums enum
        classes, oneOf/anyOf with a discriminator sealed interfaces (docs/import.md has the whole mapping). A
        schema name with a package (com.example.Pet) keeps it; any other goes into --package (default
        com.example.imported). One contract per package and JSON configuration (class discriminator, unknown
        keys). Without --output the contracts are printed, each after a `// NAME.kontract.json` line; with it
        they are written all or nothing, each only when its bytes change, never over a hand-written contract.
        What the contract format cannot express exactly (pattern, bounds, not, if/then) is a KI warning at the
        schema's line; --strict makes them errors. --format json writes one JSON document (docs/diagnostics.md).
        Exit status: 0 when done, 1 on errors (nothing written), 2 for a usage error.
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "folder to write the contracts into"),
        .value("module", valueName: "NAME", help: "the framework name Swift imports (default Shared)"),
        .value("package", valueName: "NAME", help: "the Kotlin package of schemas named without one"),
        .flag("strict", help: "what the format cannot express exactly is an error, not a warning"),
        DiagnosticFormat.option,
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        guard !arguments.positional.isEmpty else {
            context.printError("kontract import: error: give the JSON Schema or OpenAPI documents to read")
            return .usage
        }
        let result = SchemaImporter.importSchemas(
            paths: arguments.positional, module: arguments.value("module") ?? "Shared",
            package: arguments.value("package"), strict: arguments.has("strict"))
        let sink = DiagnosticFormat(arguments).sink(context)
        defer { sink.finish(DiagnosticSummary(contractFiles: result.contracts.count)) }
        sink.emit(result.diagnostics)
        if result.diagnostics.hasErrors { return .failure }
        guard let output = arguments.value("output") else {
            for contract in result.contracts { context.print("// \(contract.fileName)\n\(contract.text.dropLast())") }
            return .success
        }
        do {
            let files = result.contracts.map { GeneratedFile(name: $0.fileName, contents: $0.text) }
            _ = try GeneratedFileWriter.write(files, to: output, removingStale: false, format: ExtractCommand.format)
        } catch {
            context.printError("kontract import: \(error)")
            return .failure
        }
        return .success
    }
}
