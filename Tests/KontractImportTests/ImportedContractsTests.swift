// The committed imports of Tests/ImportCases/conformance, which tools/kotlin-conformance runs its cases on, are
// what import writes today.

import Foundation
import KontractCore
import KontractImport
import KontractTestSupport
import Testing

@Suite struct ImportedContractsTests {
    /// Each schema of Tests/ImportCases/conformance and the package its import is written in. To rewrite the
    /// goldens: `kontract import Tests/ImportCases/conformance/SCHEMA --output Tests/ImportCases/contracts
    /// --module Conformance --package PACKAGE`.
    static let imports = [
        ("shipping.schema.json", "conformance.imported.shipping"),
        ("kennel.openapi.yaml", "conformance.imported.kennel"),
    ]

    @Test func theCommittedContractsAreTheImportOfTheirSchemas() throws {
        let folder = repositoryURL("Tests/ImportCases/contracts")
        var written: Set<String> = []
        for (schema, package) in Self.imports {
            let path = repositoryURL("Tests/ImportCases/conformance/" + schema).path
            let result = SchemaImporter.importSchemas(paths: [path], module: "Conformance", package: package)
            #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
            #expect(!result.contracts.isEmpty)
            for contract in result.contracts {
                written.insert(contract.fileName)
                let golden = try String(
                    contentsOf: folder.appendingPathComponent(contract.fileName), encoding: .utf8)
                #expect(golden == contract.text, "\(contract.fileName) differs from its import")
            }
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(Set(committed) == written)
    }
}
