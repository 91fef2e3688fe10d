// Every KI id at its schema place (pointer + line:col), --strict, and bad documents: an error, never a crash.

import Foundation
import KontractCore
import KontractImport
import Testing

@Suite struct DiagnosticTests {
    /// A document whose one object `A` has the property `v` with the given schema (on line 3).
    static func property(_ schema: String, required: Bool = true) -> String {
        """
        { "$defs": { "A": { "type": "object", "additionalProperties": false, \(required ? "\"required\": [\"v\"]," : "")
          "properties": {
            "v": \(schema) } } } }
        """
    }

    @Test(arguments: [
        (#"{ "type": "string", "pattern": "^a" }"#, "KI0201 3:30", "'pattern' is not enforced"),
        (#"{ "type": "string", "minLength": 2 }"#, "KI0201 3:30", "'minLength'"),
        (#"{ "type": "string", "maxLength": 2 }"#, "KI0201 3:30", "'maxLength'"),
        (#"{ "type": "number", "minimum": 0 }"#, "KI0201 3:30", "'minimum'"),
        (#"{ "type": "number", "multipleOf": 2 }"#, "KI0201 3:30", "'multipleOf'"),
        (#"{ "type": "integer", "minimum": 1, "maximum": 9 }"#, "KI0201 3:31", "bounds [1, 9] are not enforced"),
        (#"{ "type": "array", "items": { "type": "string" }, "minItems": 1 }"#, "KI0201 3:60", "'minItems'"),
        (#"{ "type": "string", "not": { "const": "x" } }"#, "KI0202 3:30", "'not' has no counterpart"),
        (#"{ "type": "string", "if": {}, "then": {}, "else": {} }"#, "KI0202 3:30", "'if'"),
        (
            #"{ "type": "object", "additionalProperties": { "type": "string" }, "patternProperties": {} }"#,
            "KI0202 3:76", "'patternProperties'"
        ),
        (#"{ "type": "integer" }"#, "KI0203 3:12", "read as Long"),
        (#"{ "type": "integer", "minimum": 0, "maximum": 1e30 }"#, "KI0203 3:12", "read as Long"),
    ])
    func inexactKeywordsAreWarningsAtTheirKey(_ schema: String, _ expected: String, _ message: String) {
        let result = importTexts([("a.json", Self.property(schema))])
        #expect(idsAndPlaces(result.diagnostics).contains(expected), "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.contains { $0.message.contains(message) && $0.severity == .warning })
        #expect(result.diagnostics.allSatisfy { $0.message.hasPrefix("#/$defs/A/properties/v") })
        #expect(!result.contracts.isEmpty)
        let strict = importTexts([("a.json", Self.property(schema))], strict: true)
        #expect(strict.diagnostics.hasErrors && strict.contracts.isEmpty)
    }

    @Test(arguments: [
        (#"{}"#, "KI0103 3:", "a schema without 'type'"),
        (#"true"#, "KI0103 3:", "a boolean schema"),
        (#"{ "type": ["string", "integer"] }"#, "KI0103 3:", "a union of types"),
        (
            #"{ "anyOf": [ { "type": "string" }, { "type": "integer" } ] }"#, "KI0103 3:23",
            "branch that is not an object"
        ),
        (
            #"{ "oneOf": [ { "type": "object", "properties": { "a": { "type": "string" } } }, { "type": "object", "properties": { "b": { "type": "string" } } } ] }"#,
            "KI0103 3:", "without a discriminator"
        ),
        (#"{ "type": "array", "items": [ { "type": "string" } ] }"#, "KI0103 3:", "a tuple"),
        (#"{ "type": "object" }"#, "KI0103 3:", "whose values have no schema"),
        (##"{ "$ref": "#/$defs/Missing" }"##, "KI0101 3:20", "names no schema"),
        (##"{ "$ref": "other.json#/$defs/A" }"##, "KI0101 3:20", "not among the inputs"),
    ])
    func schemasNoContractDescribesAreErrors(_ schema: String, _ expected: String, _ message: String) {
        let result = importTexts([("a.json", Self.property(schema))])
        #expect(
            idsAndPlaces(result.diagnostics).contains { $0.hasPrefix(expected) },
            "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.contains { $0.message.contains(message) && $0.severity == .error })
        #expect(result.contracts.isEmpty)
    }

    @Test func optionalPropertiesGetAnInventedDefaultAndRenamedKeysANote() {
        let result = importTexts([("a.json", Self.property(#"{ "type": "boolean" }"#, required: false))])
        #expect(idsAndPlaces(result.diagnostics) == ["KI0204 3:5"])
        #expect(result.contracts.first?.text.contains(#"{ "name": "v", "type": "Boolean", "default": false }"#) == true)
        let renamed = importTexts([
            (
                "a.json",
                #"{ "$defs": { "A": { "type": "object", "required": ["a-b"], "properties": { "a-b": { "type": "string" } } } } }"#
            )
        ])
        #expect(idsAndPlaces(renamed.diagnostics) == ["KI0205 1:76"])
        #expect(renamed.diagnostics.first?.severity == .note)
    }

    @Test func cyclicReferencesAreAnError() {
        let document = """
            { "$defs": {
                "A": { "type": "object", "required": ["v"], "properties": { "v": { "$ref": "#/$defs/B" } } },
                "B": { "$ref": "#/$defs/C" },
                "C": { "$ref": "#/$defs/B" } } }
            """
        let result = importTexts([("a.json", document)])
        #expect(result.diagnostics.contains { $0.id == "KI0102" }, "\(result.diagnostics.map(\.formatted))")
        #expect(result.contracts.isEmpty)
        // A recursive object is no cycle: the named class breaks it.
        let tree = """
            { "$defs": { "Node": { "type": "object", "required": ["children"],
              "properties": { "children": { "type": "array", "items": { "$ref": "#/$defs/Node" } } } } } }
            """
        #expect(!importTexts([("t.json", tree)]).diagnostics.hasErrors)
    }

    @Test func badDocumentsAreOneErrorEach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kontract-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ data: Data) throws -> String {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            return url.path
        }
        let cases: [(String, Data, String)] = [
            ("invalid.json", Data("{ \"$defs\": { ".utf8), "KI0002"),
            ("array.json", Data("[1, 2]".utf8), "KI0003"),
            ("swagger.json", Data(#"{ "swagger": "2.0" }"#.utf8), "KI0003"),
            ("openapi2.json", Data(#"{ "openapi": "2.5" }"#.utf8), "KI0003"),
            ("empty.json", Data("{}".utf8), "KI0003"),
            ("huge.json", Data(repeating: UInt8(ascii: " "), count: 10 << 20), "KI0001"),
        ]
        for (name, data, id) in cases {
            let result = SchemaImporter.importSchemas(paths: [try write(name, data)])
            #expect(result.diagnostics.map(\.id) == [id], "\(name): \(result.diagnostics.map(\.formatted))")
            #expect(result.contracts.isEmpty)
        }
        let missing = SchemaImporter.importSchemas(paths: [folder.appendingPathComponent("none.json").path])
        #expect(missing.diagnostics.map(\.id) == ["KI0001"])
    }
}
