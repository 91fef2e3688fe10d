// Fuzz target `import`: schema bytes (JSON, then the same bytes as YAML) → `kontract import`'s contracts.

import KontractCore
import KontractImport

/// Input: the bytes of one schema document (any bytes), read as JSON and as YAML.
///
/// Properties: no crash or stack overflow; every diagnostic of the reader and the mapping stands inside the input;
/// the imported contracts always validate (KI0104 is an importer bug); importing twice gives the same bytes.
enum ImportFuzzTarget: FuzzTarget {
    static let name = "import"
    static let summary =
        "JSON Schema / OpenAPI bytes (as JSON and as YAML) → contracts that validate; diagnostics inside"

    static func run(_ bytes: [UInt8]) {
        for path in ["Fuzz.json", "Fuzz.yaml"] {
            let bounds = InputBounds(bytes, path: path)
            let document: LocatedJSON
            switch SchemaImporter.parseDocument(bytes, path: path) {
            case .failure(let diagnostic):
                bounds.require(diagnostic.location, diagnostic.formatted)
                continue
            case .success(let json): document = json
            }
            let result = SchemaImporter.importDocuments([(path, document)])
            for diagnostic in result.diagnostics {
                if diagnostic.id == ImportDiagnosticCode.importedContractInvalid.rawValue {
                    FuzzProperty.fail("an imported contract does not validate: \(diagnostic.formatted)")
                }
                bounds.require(diagnostic.location, diagnostic.formatted)
            }
            let again = SchemaImporter.importDocuments([(path, document)])
            if again.contracts != result.contracts { FuzzProperty.fail("importing twice gave different contracts") }
        }
    }
}
