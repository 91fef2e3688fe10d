// `kontract extract --swift DIR`: the Swift of the extracted contracts, one file per Kotlin file (the build plugin).

import Foundation
import KontractCore
import KontractExtract
import KontractGenerator

/// Generates Swift from contracts extracted in memory, as `kontract generate` does from contract files, and names
/// each Swift file after its Kotlin file: `Search.kt` → `Search.kontract.swift`, a file with only the header when the
/// Kotlin declares nothing Swift sees. The build plugin declares those outputs from the Kotlin file names alone.
enum ExtractSwiftStep {
    /// The folder the in-memory contracts are named under in diagnostics.
    static let folder = "kotlin#extracted"

    static func run(
        _ result: ExtractionResult, into output: String, options: GeneratorOptions, sink: any DiagnosticSink,
        context: CommandContext
    ) -> ExitCode {
        let names =
            result.kotlinPaths.map { SourceSets.swiftFileName(forKotlin: $0) } + [
                SourceSets.librariesSwiftFileName
            ]
        if let clash = Dictionary(grouping: result.kotlinPaths + [""], by: swiftFileName(forKotlin:)).first(where: {
            $0.value.count > 1
        }) {
            context.printError(
                "kontract extract: error: --swift names each Swift file after its Kotlin file, and "
                    + "\(clash.value.joined(separator: " and ")) would both be \(clash.key): rename one, or commit "
                    + "contracts (kontract extract --output) and generate from them")
            return .failure
        }
        let (files, byPath) = result.inMemoryFiles(under: folder)
        guard !files.isEmpty else { return write([], names: names, to: output, context: context) }
        guard
            let pipeline = ContractInputs.load(
                [folder], sink: sink, showingWarnings: true, from: InMemorySourceProvider(files: files))
        else { return .failure }
        let generated = SwiftGenerator.run(module: pipeline.module, options: options)
        sink.emit(generated.diagnostics)
        guard !generated.diagnostics.hasErrors else { return .failure }
        // Each contract's Swift file, renamed after the Kotlin file it came from.
        var swift: [GeneratedFile] = []
        // The library contracts' Swift, in one file (their generated files in name order, one after another).
        var libraries: [String] = []
        for file in generated.files {
            let contractName = String(file.name.dropLast(".swift".count)) + ".json"
            guard let contract = byPath[folder + "/" + contractName] else {
                // Every generated file is one contract's; one that is not would be lost from the build.
                context.printError("kontract extract: error: generated \(file.name) belongs to no Kotlin file")
                return .failure
            }
            if contract.library != nil {
                libraries.append(file.contents)
                continue
            }
            swift.append(
                GeneratedFile(name: SourceSets.swiftFileName(forKotlin: contract.kotlinPath), contents: file.contents))
        }
        if !libraries.isEmpty {
            swift.append(
                GeneratedFile(name: SourceSets.librariesSwiftFileName, contents: libraries.joined(separator: "\n")))
        }
        return write(swift, names: names, to: output, context: context)
    }

    /// The Swift file of a Kotlin file, or of the library contracts (`""`).
    private static func swiftFileName(forKotlin path: String) -> String {
        path.isEmpty ? SourceSets.librariesSwiftFileName : SourceSets.swiftFileName(forKotlin: path)
    }

    /// Writes `swift` and a header-only file for each other name, all or nothing; stale generated files removed.
    private static func write(
        _ swift: [GeneratedFile], names: [String], to output: String, context: CommandContext
    ) -> ExitCode {
        let written = Set(swift.map(\.name))
        let placeholders = names.filter { !written.contains($0) }.map { name in
            GeneratedFile(
                name: name,
                contents: name == SourceSets.librariesSwiftFileName
                    ? "// \(GeneratedSwiftFiles.headerMarker) for the library contracts: the Kotlin names no library "
                        + "type. Do not edit.\n"
                    : "// \(GeneratedSwiftFiles.headerMarker) from \(name.dropLast(".kontract.swift".count)).kt: "
                        + "it declares nothing Swift sees. Do not edit.\n")
        }
        do {
            _ = try GeneratedFileWriter.write(swift + placeholders, to: output, removingStale: true)
        } catch {
            context.printError("kontract extract: error: \(error)")
            return .failure
        }
        return .success
    }
}
