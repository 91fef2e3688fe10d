// emit-jsonschema → import → emit-jsonschema gives the same schema, for the repository's and the edge goldens'
// contracts, in process.

import Foundation
import KontractCore
import KontractImport
import KontractTestSupport
import Testing

@Suite struct RoundTripTests {
    /// Every contract folder of the repository whose types a schema describes.
    static let folders = ["contracts", "Tests/Golden/edge/contracts"]

    @Test(arguments: folders) func importedContractsEmitTheSameSchema(_ folder: String) throws {
        let original = try #require(emittedSchema([repositoryURL(folder).path]))
        let imported = importTexts([("emitted.schema.json", original)])
        #expect(!imported.diagnostics.hasErrors, "\(imported.diagnostics.map(\.formatted))")
        #expect(imported.diagnostics.allSatisfy { $0.id == "KI0204" }, "\(imported.diagnostics.map(\.formatted))")
        let again = try #require(emittedSchema(["imported"], from: importedSource(imported)))
        #expect(again == original)
    }

    /// Each edge contract alone (a file whose types reference no other file's), so that a schema naming no type
    /// and one-subclass hierarchies are covered too.
    @Test func eachEdgeContractAloneRoundTrips() throws {
        let folder = repositoryURL("Tests/Golden/edge/contracts")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".kontract.json")
        }.sorted()
        #expect(files.count >= 10)
        for file in files {
            guard let original = emittedSchema([folder.appendingPathComponent(file).path]) else { continue }
            let imported = importTexts([("emitted.schema.json", original)])
            #expect(!imported.diagnostics.hasErrors, "\(file): \(imported.diagnostics.map(\.formatted))")
            if imported.contracts.isEmpty {
                // No serializable type: the schema's `$defs` is empty and so is the import.
                #expect(original.contains("\"$defs\": {}"), "\(file)")
                continue
            }
            #expect(emittedSchema(["imported"], from: importedSource(imported)) == original, "\(file)")
        }
    }
}
