// `kontract emit-jsonschema`: a JSON Schema of the contracts' types as kotlinx encodes them.

import Foundation
import KontractCheck
import KontractCore
import KontractGenerator

/// Writes a JSON Schema (draft 2020-12) for validators in other languages.
public enum EmitJSONSchemaCommand: KontractCommand {
    public static let name = "emit-jsonschema"
    public static let summary = "Write a JSON Schema (draft 2020-12) of the contracts' types as kotlinx encodes them"
    public static let arguments = "[PATH...] [--type TYPE] [--output FILE] [--format text|json]"
    public static let discussion = """
        PATH is a contract file or a folder searched for *.kontract.json files; the default is
        contracts/ (or the Sources/TARGET folders holding contracts). Every serializable type is
        under $defs (by serial name); with --type the schema itself validates that type. Required keys are the properties without a default, enums are
        their serial names, sealed types a oneOf whose branches fix the class discriminator, and
        unknown keys are refused unless the contract sets ignoreUnknownKeys. The schema describes
        what kotlinx writes; kotlinx reads more (quoted numbers, booleans in any case): use
        `kontract check` for its exact rules. When the contracts have errors, --format json writes them
        as validate does: one JSON document on stdout instead of the schema (docs/diagnostics.md).
        Exit status: 0 when done, 1 when the contracts have errors or TYPE is unknown, 2 for a usage error.
        """
    public static let options: [OptionSpec] = [
        .value("type", short: "t", valueName: "TYPE", help: "the type the schema validates (simple or qualified name)"),
        .value("output", short: "o", valueName: "FILE", help: "write the schema to FILE instead of stdout"),
        DiagnosticFormat.option,
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        ContractInputs.withContracts(arguments, command: name, context: context) { pipeline, _ in
            var rootType: String?
            if let name = arguments.value("type") {
                switch CheckableContracts(module: pipeline.module).type(named: name) {
                case .failure(let error):
                    context.printError("kontract emit-jsonschema: error: \(error.message)")
                    return .failure
                case .success(let type): rootType = type.qualifiedName
                }
            }
            var emitter = JSONSchemaEmitter(module: pipeline.module)
            let schema = emitter.emit(rootType: rootType)
            guard let output = arguments.value("output") else {
                context.print(schema.hasSuffix("\n") ? String(schema.dropLast()) : schema)
                return .success
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
                let file = (output as NSString).appendingPathComponent(
                    "\(rootType.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "contracts").schema.json"
                )
                context.printError(
                    "kontract emit-jsonschema: error: --output '\(output)' is a folder; --output names the schema file to write, e.g. --output \(file)"
                )
                return .usage
            }
            do {
                try schema.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                let folder = (output as NSString).deletingLastPathComponent
                let reason =
                    folder.isEmpty || FileManager.default.fileExists(atPath: folder)
                    ? "check that it is writable" : "its folder '\(folder)' does not exist; create it first"
                context.printError("kontract emit-jsonschema: error: cannot write the schema to '\(output)': \(reason)")
                return .failure
            }
            return .success
        }
    }
}
