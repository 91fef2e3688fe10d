// Every keyword the importer reports (KeywordAudit's lists, numeric bounds and formats, KI0203) has its KI
// diagnostic at the keyword's key, and the table covers the lists.

import Foundation
import KontractCore
import Testing

@testable import KontractImport

@Suite struct KeywordDiagnosticTests {
    static let string = #""type": "string""#
    static let array = #""type": "array", "items": { "type": "string" }"#
    static let map = #""type": "object", "additionalProperties": { "type": "string" }"#
    static let number = #""type": "number""#

    /// (keyword, the schema of the required property `v` holding it, the id reported at its key).
    static let cases: [(String, String, String)] = [
        ("pattern", "{ \(string), \"pattern\": \"^a\" }", "KI0201"),
        ("minLength", "{ \(string), \"minLength\": 2 }", "KI0201"),
        ("maxLength", "{ \(string), \"maxLength\": 3 }", "KI0201"),
        ("const", "{ \(string), \"const\": \"x\" }", "KI0201"),
        ("multipleOf", "{ \(number), \"multipleOf\": 2 }", "KI0201"),
        ("minimum", "{ \(number), \"minimum\": 0 }", "KI0201"),
        ("maximum", "{ \(number), \"maximum\": 9 }", "KI0201"),
        ("exclusiveMinimum", "{ \(number), \"exclusiveMinimum\": 0 }", "KI0201"),
        ("exclusiveMaximum", "{ \(number), \"exclusiveMaximum\": 9 }", "KI0201"),
        ("format", "{ \(number), \"format\": \"decimal\" }", "KI0201"),
        ("minItems", "{ \(array), \"minItems\": 1 }", "KI0201"),
        ("maxItems", "{ \(array), \"maxItems\": 1 }", "KI0201"),
        ("contains", "{ \(array), \"contains\": { \"const\": \"a\" } }", "KI0201"),
        ("minContains", "{ \(array), \"minContains\": 1 }", "KI0201"),
        ("maxContains", "{ \(array), \"maxContains\": 1 }", "KI0201"),
        ("minProperties", "{ \(map), \"minProperties\": 1 }", "KI0201"),
        ("maxProperties", "{ \(map), \"maxProperties\": 1 }", "KI0201"),
        ("dependentRequired", "{ \(map), \"dependentRequired\": { \"a\": [\"b\"] } }", "KI0201"),
        ("dependencies", "{ \(map), \"dependencies\": { \"a\": [\"b\"] } }", "KI0201"),
        ("not", "{ \(string), \"not\": { \"const\": \"x\" } }", "KI0202"),
        ("if", "{ \(string), \"if\": { \"const\": \"x\" } }", "KI0202"),
        ("then", "{ \(string), \"then\": { \"const\": \"x\" } }", "KI0202"),
        ("else", "{ \(string), \"else\": { \"const\": \"x\" } }", "KI0202"),
        ("dependentSchemas", "{ \(map), \"dependentSchemas\": { \"a\": {} } }", "KI0202"),
        ("patternProperties", "{ \(map), \"patternProperties\": { \"^a\": {} } }", "KI0202"),
        ("unevaluatedProperties", "{ \(map), \"unevaluatedProperties\": false }", "KI0202"),
        ("unevaluatedItems", "{ \(array), \"unevaluatedItems\": false }", "KI0202"),
        ("prefixItems", "{ \(array), \"prefixItems\": [ { \"type\": \"string\" } ] }", "KI0202"),
        ("propertyNames", "{ \(map), \"propertyNames\": { \"maxLength\": 3 } }", "KI0202"),
        ("$dynamicRef", "{ \(string), \"$dynamicRef\": \"#meta\" }", "KI0202"),
        ("$recursiveRef", "{ \(string), \"$recursiveRef\": \"#\" }", "KI0202"),
        ("type", #"{ "type": "integer" }"#, "KI0203"),
    ]

    @Test(arguments: cases)
    func eachKeywordIsReportedAtItsKey(_ keyword: String, _ schema: String, _ id: String) throws {
        let result = importTexts([("a.json", DiagnosticTests.property(schema))])
        let key = try #require(schema.range(of: "\"\(keyword)\"", options: .backwards))
        let column = key.lowerBound.utf16Offset(in: schema) + 10
        #expect(idsAndPlaces(result.diagnostics) == ["\(id) 3:\(column)"], "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && !$0.message.isEmpty })
        #expect(!result.contracts.isEmpty)
    }

    @Test func theTableCoversEveryKeywordTheAuditReports() {
        let tested = Set(Self.cases.map(\.0))
        #expect(KeywordAudit.notEnforced.subtracting(tested).isEmpty)
        #expect(KeywordAudit.notMapped.subtracting(tested).isEmpty)
    }

    @Test func integerBoundsThatAreNoKotlinRangeAreReportedAtTheFirstBound() {
        let schema = #"{ "type": "integer", "maximum": 9, "minimum": 1 }"#
        let result = importTexts([("a.json", DiagnosticTests.property(schema))])
        #expect(idsAndPlaces(result.diagnostics) == ["KI0201 3:31"], "\(result.diagnostics.map(\.formatted))")
        #expect(result.diagnostics.first?.message.contains("bounds [1, 9] are not enforced") == true)
    }

    /// A subclass two hierarchies name differently keeps the first serial name; the second is KI0202.
    @Test func aSubclassGivenTwoSerialNamesIsReported() {
        let document = """
            { "$defs": {
              "P": { "oneOf": [ { "$ref": "#/$defs/C" } ], "discriminator": { "propertyName": "t", "mapping": { "c1": "#/$defs/C" } } },
              "Q": { "oneOf": [ { "$ref": "#/$defs/C" } ], "discriminator": { "propertyName": "t", "mapping": { "c2": "#/$defs/C" } } },
              "C": { "type": "object", "required": ["t"], "properties": { "t": { "type": "string" } } } } }
            """
        let result = importTexts([("a.json", document)])
        let reported = result.diagnostics.filter { $0.id == "KI0202" }
        #expect(reported.count == 1, "\(result.diagnostics.map(\.formatted))")
        #expect(reported.first?.message.contains("kotlinx gives a class one serial name") == true)
    }
}
