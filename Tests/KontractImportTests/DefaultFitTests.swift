// A schema `default` that is no value of its property's type: KI0206 at the value, left out, never KI0104.

import Foundation
import KontractCore
import KontractImport
import KontractTestSupport
import Testing

@Suite struct DefaultFitTests {
    /// `(schema of the optional property v, the text the warning points at, the default the contract gets)`.
    @Test(arguments: [
        (#"{ "type": "boolean", "default": "fglse" }"#, #""fglse""#, "false"),
        (#"{ "type": "boolean", "default": null }"#, "null", "false"),
        (#"{ "type": "integer", "format": "int32", "default": 3000000000 }"#, "3000000000", "0"),
        (#"{ "type": "integer", "format": "int64", "default": 1.5 }"#, "1.5", "0"),
        (#"{ "type": "integer", "minimum": 0, "maximum": 255, "default": -1 }"#, "-1", "0"),
        (#"{ "type": "number", "default": "1" }"#, #""1""#, "0.0"),
        (#"{ "type": "number", "format": "float", "default": 1e39 }"#, "1e39", "0.0"),
        (#"{ "type": "string", "default": 5 }"#, "5", #""""#),
        (#"{ "type": "string", "minLength": 1, "maxLength": 2, "default": "ab" }"#, #""ab""#, #"" ""#),
        (#"{ "enum": ["a", "b"], "default": "c" }"#, #""c""#, #""a""#),
        (#"{ "type": "array", "items": { "type": "integer" }, "default": [1, "x"] }"#, #""x""#, "[]"),
        (#"{ "type": "array", "items": { "type": "string" }, "default": {} }"#, "{}", "[]"),
        (
            #"{ "type": "object", "additionalProperties": { "type": "integer" }, "default": { "k": true } }"#, "true",
            "{}"
        ),
        (
            #"{ "type": "object", "additionalProperties": { "type": "string" }, "propertyNames": { "pattern": "^-?[0-9]+$" }, "default": { "x": "1" } }"#,
            #""x""#, "{}"
        ),
    ])
    func aMisfitIsLeftOutWithAWarningAtTheValue(_ schema: String, _ at: String, _ fallback: String) throws {
        let result = importTexts([("a.json", DiagnosticTests.property(schema, required: false))])
        let column = try #require(schema.range(of: at, options: .backwards)).lowerBound.utf16Offset(in: schema) + 10
        #expect(
            idsAndPlaces(result.diagnostics).contains("KI0206 3:\(column)"), "\(result.diagnostics.map(\.formatted))")
        #expect(!result.diagnostics.contains { $0.id == "KI0104" })
        #expect(result.diagnostics.contains { $0.id == "KI0204" })
        let text = try #require(result.contracts.first?.text)
        #expect(text.contains(#""name": "v""#) && text.contains(#""default": \#(fallback) }"#), "\(text)")
    }

    @Test(arguments: [
        #"{ "type": "boolean", "default": true }"#,
        #"{ "type": "integer", "format": "int64", "default": 9223372036854775807 }"#,
        #"{ "type": "integer", "minimum": 0, "maximum": 255, "default": 255 }"#,
        #"{ "type": "number", "default": 1 }"#,
        #"{ "type": "string", "minLength": 1, "maxLength": 2, "default": "a" }"#,
        #"{ "enum": ["a", "b", null], "default": null }"#,
        #"{ "type": ["string", "null"], "default": null }"#,
        #"{ "type": "array", "items": { "type": "integer" }, "uniqueItems": true, "default": [ 1, 2 ] }"#,
        #"{ "type": "object", "additionalProperties": { "type": "integer" }, "default": { "k": 1 } }"#,
    ])
    func aFittingDefaultIsKept(_ schema: String) throws {
        let result = importTexts([("a.json", DiagnosticTests.property(schema, required: false))])
        #expect(!result.diagnostics.contains { ["KI0206", "KI0204", "KI0104"].contains($0.id) })
        let given = try #require(schema.range(of: #""default": "#)).upperBound
        let value = String(schema[given...].dropLast(2))
        let text = result.contracts.first?.text ?? ""
        #expect(text.contains(#""default": \#(value) }"#), "\(text)")
    }

    /// Class-typed defaults, checked once every declaration is filled: keys, required properties, discriminators.
    static func classes(_ defaultOfB: String, _ defaultOfS: String) -> String {
        """
        { "$defs": {
          "A": { "type": "object", "additionalProperties": false, "properties": {
            "b": { "$ref": "#/$defs/B", "default": \(defaultOfB) },
            "s": { "$ref": "#/$defs/S", "default": \(defaultOfS) } } },
          "B": { "type": "object", "additionalProperties": false, "required": ["x"],
            "properties": { "x": { "type": "string" }, "y-z": { "type": "integer", "format": "int32" } } },
          "S": { "oneOf": [
            { "type": "object", "required": ["type", "r"], "properties": { "type": { "const": "c" }, "r": { "type": "number" } } },
            { "type": "object", "required": ["type"], "properties": { "type": { "const": "d" } } } ] } } }
        """
    }

    @Test(arguments: [
        (#"{}"#, #"{ "type": "e" }"#, "b: the required property 'x' of B is missing", "s: 'type' does not name"),
        (#"{ "x": "a", "z": 1 }"#, #"{ "type": "c" }"#, "b: B has no property 'z'", "s: the required property 'r'"),
        (#"{ "x": 1 }"#, #"{ "type": "d", "r": 1 }"#, "b: expected a string", "s: D has no property 'r'"),
        (#"{ "x": "a", "yZ": 1 }"#, #""d""#, "b: B has no property 'yZ'", "s: expected an object"),
    ])
    func classDefaultsAreCheckedAgainstTheImportedDeclarations(
        _ b: String, _ s: String, _ problemOfB: String, _ problemOfS: String
    ) throws {
        let result = importTexts([("a.json", Self.classes(b, s))])
        let messages = result.diagnostics.filter { $0.id == "KI0206" }.map(\.message)
        #expect(messages.count == 2, "\(result.diagnostics.map(\.formatted))")
        for problem in [problemOfB, problemOfS] {
            let (property, text) = (problem.prefix { $0 != ":" }, problem.drop { $0 != ":" }.dropFirst(2))
            #expect(
                messages.contains { $0.hasPrefix("#/$defs/A/properties/\(property)/default") && $0.contains(text) },
                "\(messages)")
        }
        let contract = result.contracts.map(\.text).joined()
        // B has a required property, so no zero: `B? = null`; S's zero is its subclass without properties.
        #expect(contract.contains(#"{ "name": "b", "type": "B?", "default": null }"#), "\(contract)")
        #expect(contract.contains(#"{ "name": "s", "type": "S", "default": { "type": "d" } }"#), "\(contract)")
    }

    @Test func fittingClassDefaultsAreKept() {
        let result = importTexts([
            ("a.json", Self.classes(#"{ "x": "a", "y-z": 2 }"#, #"{ "type": "c", "r": 1.5 }"#))
        ])
        #expect(
            !result.diagnostics.contains { ["KI0206", "KI0104"].contains($0.id) },
            "\(result.diagnostics.map(\.formatted))")
        #expect(!result.contracts.isEmpty)
    }

    /// The fuzz finding (a seed of the `import` target): `default: fglse` read as YAML is the string "fglse".
    @Test func theFuzzFindingImportsWithAWarning() throws {
        let url = repositoryURL("Tests/FuzzCorpus/import/default-of-the-wrong-type-read-as-yaml")
        let bytes = Array(try Data(contentsOf: url))
        guard case .success(let document) = SchemaImporter.parseDocument(bytes, path: "finding.yaml") else {
            Issue.record("the finding does not parse as YAML")
            return
        }
        let result = SchemaImporter.importDocuments([("finding.yaml", document)])
        #expect(idsAndPlaces(result.diagnostics.filter { $0.severity != .note }) == ["KI0204 30:9", "KI0206 30:49"])
        #expect(!result.contracts.isEmpty)
    }
}
