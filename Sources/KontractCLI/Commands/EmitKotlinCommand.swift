// `kontract emit-kotlin`: writes the Kotlin side of the contracts (@Serializable declarations).

import Foundation
import KontractCore
import KontractGenerator

/// Emits Kotlin source for the serializable declarations of the contracts: one file per
/// contract, in its package, with kotlinx.serialization annotations and defaults.
public enum EmitKotlinCommand: KontractCommand {
    public static let name = "emit-kotlin"
    public static let summary = "Write the contracts' serializable declarations as Kotlin source"
    public static let arguments = "[PATH...] [--api] [--output DIR] [--format text|json]"
    public static let discussion = """
        PATH is a contract file or a folder searched for *.kontract.json files; the default is
        contracts/ (or the Sources/TARGET folders holding contracts). Each contract becomes NAME.kt
        in its package: @Serializable data classes with their defaults, @SerialName, @Transient, @Required, @EncodeDefault and @JsonNames, enums,
        objects and sealed hierarchies. View models and bridge files are left out; with --api they are written
        too, as everything Swift sees (plain classes and interfaces with their members, every function, each
        `file` declaration as its own NAME.kt in a folder named after its source set), bodies `TODO()`: the
        Kotlin `kontract extract` reads back into the same contracts (the round trip of docs/extract.md).
        Without --output the files are printed to stdout, each after a `// NAME.kt` line.
        When the contracts have errors, --format json writes them as validate does: one JSON document
        on stdout instead of the Kotlin (docs/diagnostics.md).
        Exit status: 0 when done, 1 when the contracts have errors, 2 for a usage error.
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "folder to write the .kt files into"),
        .flag("api", help: "also what only Swift sees: classes' and interfaces' members, functions, file facades"),
        DiagnosticFormat.option,
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        ContractInputs.withContracts(arguments, command: name, context: context) { pipeline, sink in
            var emitter = KotlinEmitter(module: pipeline.module, wholeAPI: arguments.has("api"))
            let files = emitter.emit()
            if !emitter.problems.isEmpty {
                sink.emit(emitter.problems)
                sink.finish(DiagnosticSummary(contractFiles: pipeline.files.count))
                return .failure
            }
            guard let output = arguments.value("output") else {
                for file in files { context.print("// \(file.name)\n\(file.source)") }
                return .success
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                for file in files {
                    let folder = (file.name as NSString).deletingLastPathComponent
                    if !folder.isEmpty {
                        try FileManager.default.createDirectory(
                            atPath: output + "/" + folder, withIntermediateDirectories: true)
                    }
                    try file.source.write(toFile: output + "/" + file.name, atomically: true, encoding: .utf8)
                }
            } catch {
                context.printError("kontract: error: cannot write to '\(output)': \(error.localizedDescription)")
                return .failure
            }
            return .success
        }
    }
}
