// One input document: what it is (OpenAPI 3.0/3.1, JSON Schema draft-07/2020-12) and the schemas it names.

import Foundation
import KontractCore

/// The dialect a document is written in; it decides a few keywords' meaning (`nullable`, boolean bounds).
enum SchemaDialect: Sendable, Equatable {
    case openAPI30
    case openAPI31
    case draft07
    case draft2020

    /// OpenAPI 3.0's Schema Object: `nullable: true`, boolean `exclusiveMinimum`.
    var isOpenAPI30: Bool { self == .openAPI30 }
}

/// A schema document and its named schemas, each a declaration candidate.
struct SchemaDocument: Sendable {
    var path: String
    var root: LocatedJSON
    var dialect: SchemaDialect
    /// The named schemas in document order: `components/schemas` members, `$defs`/`definitions` members, and a
    /// root schema that describes a value itself (named by its `title` or the file name).
    var named: [(key: String, pointer: JSONPointer)]

    /// Classifies `root`; a diagnostic when it is no document `import` reads.
    static func classify(_ root: LocatedJSON, path: String) -> Result<SchemaDocument, Diagnostic> {
        guard let members = root.members else {
            return .failure(
                .schemaImport(
                    .notASchemaDocument,
                    "the document is \(root.value.kindDescription), not an OpenAPI document or a JSON Schema",
                    at: root.location))
        }
        let text = { (key: String) in root[key]?.string }
        if let version = text("openapi") {
            guard version.hasPrefix("3.0") || version.hasPrefix("3.1") else {
                return .failure(
                    .schemaImport(
                        .notASchemaDocument, "OpenAPI \(version) is not read; import reads OpenAPI 3.0 and 3.1",
                        at: root["openapi"]?.location ?? root.location))
            }
            let schemas = root["components"]?["schemas"]?.members ?? []
            let pointer = JSONPointer.root.appending("components").appending("schemas")
            return .success(
                SchemaDocument(
                    path: path, root: root, dialect: version.hasPrefix("3.0") ? .openAPI30 : .openAPI31,
                    named: schemas.map { ($0.key, pointer.appending($0.key)) }))
        }
        if text("swagger") != nil {
            return .failure(
                .schemaImport(
                    .notASchemaDocument, "Swagger 2.0 is not read; convert it to OpenAPI 3 first",
                    at: root["swagger"]?.location ?? root.location))
        }
        let schemaURI = text("$schema") ?? ""
        let dialect: SchemaDialect =
            schemaURI.contains("draft-07") || schemaURI.contains("draft-06") || schemaURI.contains("draft-04")
            ? .draft07 : .draft2020
        var named: [(key: String, pointer: JSONPointer)] = []
        for container in ["$defs", "definitions"] {
            for member in root[container]?.members ?? [] {
                named.append((member.key, JSONPointer.root.appending(container).appending(member.key)))
            }
        }
        let describesValue = members.contains { ["type", "properties", "oneOf", "anyOf", "enum"].contains($0.key) }
        if describesValue {
            named.insert((text("title") ?? fileStem(path), .root), at: 0)
        }
        let hasContainer = root["$defs"] != nil || root["definitions"] != nil
        guard !named.isEmpty || hasContainer else {
            return .failure(
                .schemaImport(
                    .notASchemaDocument,
                    "the document names no schema: no 'openapi', '$defs', 'definitions', nor a root 'type'",
                    at: root.location))
        }
        return .success(SchemaDocument(path: path, root: root, dialect: dialect, named: named))
    }

    /// `pet.schema.json` → `pet`.
    static func fileStem(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".json", ".yaml", ".yml", ".schema"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }
}
