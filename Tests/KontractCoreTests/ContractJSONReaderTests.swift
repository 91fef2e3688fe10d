// Tests reading contract JSON with jansson: values, locations and one-line errors.

import Testing

@testable import KontractCore

@Suite struct ContractJSONReaderTests {
    private func read(_ text: String) -> Result<LocatedJSON, Diagnostic> {
        ContractJSONReader.parse(Array(text.utf8), path: "c.json")
    }

    @Test func keepsKindsOrderAndLocations() throws {
        let json = try read("{\n  \"z\": 1,\n  \"a\": [1.0, \"x\", null, true],\n  \"ñ\": {\"k\": -0}\n}").get()
        let members = try #require(json.members)
        #expect(members.map(\.key) == ["z", "a", "ñ"])
        #expect(members[0].value.value == .integer(1))
        #expect(members[0].keyLocation == SourceLocation(file: "c.json", line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(file: "c.json", line: 2, column: 8))
        let items = try #require(members[1].value.items)
        #expect(items.map(\.value) == [.real(1.0), .string("x"), .null, .bool(true)])
        #expect(items[1].location == SourceLocation(file: "c.json", line: 3, column: 14))
        #expect(members[2].value["k"]?.location == SourceLocation(file: "c.json", line: 4, column: 14))
        #expect(json.end == SourceLocation(file: "c.json", line: 5, column: 2))
    }

    @Test func columnsCountScalarsNotBytes() throws {
        let json = try read("{\"año\": \"ü\", \"b\": 2}").get()
        #expect(json["b"]?.location.column == 19)
    }

    @Test(arguments: [
        ("{\"a\": 1,\n  \"b\": }", DiagnosticCode.jsonSyntax, 2, 8),
        ("{\"k\": 1, \"k\": 2}", .duplicateKey, 1, 12),
        ("{\"a\": 9223372036854775808}", .numberOutOfRange, 1, 25),
        ("{\"a\": NaN}", .jsonSyntax, 1, 9),
        ("", .jsonSyntax, 1, 1),
        ("{\"a\": [1, 2", .jsonSyntax, 1, 11),
        ("[1] x", .jsonSyntax, 1, 5),
    ])
    func reportsOneDiagnostic(text: String, code: DiagnosticCode, line: Int, column: Int) {
        guard case .failure(let diagnostic) = read(text) else {
            Issue.record("parsed: \(text)")
            return
        }
        #expect(diagnostic.code == code)
        #expect(diagnostic.location.line == line)
        #expect(diagnostic.location.column == column)
        #expect(!diagnostic.message.contains("\n"))
    }

    @Test func rejectsInvalidUTF8AndBinary() {
        for bytes in [[UInt8(ascii: "{"), 0x22, 0xFF, 0x22, 0x7D], [0x7F, 0x45, 0x00, 0x01]] {
            guard case .failure(let diagnostic) = ContractJSONReader.parse(bytes, path: "b") else {
                Issue.record("parsed")
                continue
            }
            #expect(diagnostic.code == .invalidEncoding)
        }
    }

    @Test func deepNestingIsADiagnostic() {
        guard case .failure(let diagnostic) = read(String(repeating: "[", count: 100_000)) else {
            Issue.record("parsed")
            return
        }
        #expect(diagnostic.code == .nestingTooDeep)
    }

    @Test func compactTextEscapesAsKotlinx() throws {
        let json = try read("{\"s\": \"a\\\"b\\\\c\\u001f\\n/é\", \"n\": [1, 2.5, false, null]}").get()
        #expect(json.compactText == "{\"s\":\"a\\\"b\\\\c\\u001f\\n/é\",\"n\":[1,2.5,false,null]}")
    }
}
