// Helpers of the import tests: schema text in, contracts and diagnostics out; emit-jsonschema of contracts.

import Foundation
import KontractCLI
import KontractCLITestSupport
import KontractCore
import KontractGenerator
import KontractImport
import KontractTestSupport

/// Imports schema documents given as text (path → JSON text), in process.
func importTexts(_ documents: [(String, String)], package: String? = nil, strict: Bool = false)
    -> SchemaImportResult
{
    var parsed: [(path: String, json: LocatedJSON)] = []
    for (path, text) in documents {
        switch SchemaImporter.parseDocument(Array(text.utf8), path: path) {
        case .success(let json): parsed.append((path, json))
        case .failure(let problem): fatalError("test schema \(path) is not JSON: \(problem.formatted)")
        }
    }
    return SchemaImporter.importDocuments(parsed, package: package, strict: strict)
}

/// `ID line:col` of each diagnostic, for compact expectations.
func idsAndPlaces(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.id) \($0.location.line):\($0.location.column)" }
}

/// emit-jsonschema of the contracts read through `source` (nil when they do not validate).
func emittedSchema(_ paths: [String], from source: some SourceProvider = FileSystemSourceProvider()) -> String? {
    let pipeline = ContractPipeline.run(paths, from: source)
    guard let module = pipeline.module, !pipeline.hasErrors else { return nil }
    var emitter = JSONSchemaEmitter(module: module)
    return emitter.emit()
}

/// The contracts an import produced, as an in-memory source under `imported/`.
func importedSource(_ result: SchemaImportResult) -> InMemorySourceProvider {
    InMemorySourceProvider(
        texts: Dictionary(uniqueKeysWithValues: result.contracts.map { ("imported/" + $0.fileName, $0.text) }))
}

/// Runs `kontract ARGS` in process: exit code, stdout, stderr.
func kontract(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let run = CommandRun(arguments)
    return (run.code.rawValue, run.standardOutput, run.standardError)
}
