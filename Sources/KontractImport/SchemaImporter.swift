// `kontract import`'s library entry: schema documents in, contract files and KI diagnostics out.

import KontractCore
import KontractExtract

/// What an import produced: the contracts (empty when any error was found) and every diagnostic.
public struct SchemaImportResult: Sendable {
    public var contracts: [ImportedContract]
    public var diagnostics: [Diagnostic]
}

/// Imports JSON Schema (draft-07, 2020-12) and OpenAPI 3.0/3.1 documents as contracts (docs/import.md).
public enum SchemaImporter {
    /// The package of declarations whose schema name carries none (`Pet`, not `com.example.Pet`).
    public static let defaultPackage = "com.example.imported"

    /// Reads the documents at `paths` and imports them.
    public static func importSchemas(
        paths: [String], module: String = "Shared", package: String? = nil, strict: Bool = false
    ) -> SchemaImportResult {
        var documents: [(path: String, json: LocatedJSON)] = []
        var problems: [Diagnostic] = []
        for path in paths {
            switch SchemaSource.read(path) {
            case .success(let json): documents.append((path, json))
            case .failure(let problem): problems.append(problem)
            }
        }
        guard problems.isEmpty else { return SchemaImportResult(contracts: [], diagnostics: problems) }
        return importDocuments(documents, module: module, package: package, strict: strict)
    }

    /// Parses a document's bytes (JSON; YAML when `path` ends in .yaml or .yml) as `path`; an integer beyond Int64
    /// is read as a real.
    public static func parseDocument(_ bytes: [UInt8], path: String) -> Result<LocatedJSON, Diagnostic> {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
            ? YAMLReader.parse(bytes, path: path) : SchemaSource.parse(bytes, path: path)
    }

    /// Imports documents already read (tests, fuzzing, YAML): `path` names each in diagnostics and `$ref`s.
    public static func importDocuments(
        _ documents: [(path: String, json: LocatedJSON)], module: String = "Shared", package: String? = nil,
        strict: Bool = false
    ) -> SchemaImportResult {
        var classified: [SchemaDocument] = []
        var diagnostics: [Diagnostic] = []
        for document in documents {
            switch SchemaDocument.classify(document.json, path: document.path) {
            case .success(let found): classified.append(found)
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        guard diagnostics.isEmpty else { return SchemaImportResult(contracts: [], diagnostics: diagnostics) }
        let session = ImportSession(
            documents: classified, defaultPackage: package.map(KotlinNames.packageName) ?? defaultPackage)
        session.run()
        diagnostics = session.diagnostics.map { diagnostic in
            var promoted = diagnostic
            if strict && promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
        let contracts = ContractLayout(session: session, module: module).contracts()
        if !diagnostics.hasErrors && !contracts.isEmpty { diagnostics += validation(of: contracts) }
        let sorted = diagnostics.sortedByLocation()
        return SchemaImportResult(contracts: sorted.hasErrors ? [] : contracts, diagnostics: sorted)
    }

    /// The contracts checked as `kontract validate` reads them (in memory): each KT error is KI0104, a mapping the
    /// importer got wrong rather than a schema problem.
    static func validation(of contracts: [ImportedContract]) -> [Diagnostic] {
        let texts = Dictionary(uniqueKeysWithValues: contracts.map { ("imported/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["imported"], from: InMemorySourceProvider(texts: texts))
        return pipeline.diagnostics.filter { $0.severity == .error }.map { problem in
            .schemaImport(
                .importedContractInvalid, "the imported contract does not validate: \(problem.message) [\(problem.id)]",
                at: problem.location)
        }
    }
}
