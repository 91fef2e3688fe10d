// YAML documents (libyaml) import as their JSON twins do, with diagnostics at the YAML line:col.

import KontractCore
import KontractImport
import Testing

@Suite struct YAMLTests {
    static let petStore = """
        openapi: 3.0.3
        info: { title: Pets, version: "1" }
        paths: {}
        components:
          schemas:
            Pet:
              oneOf:
                - $ref: '#/components/schemas/Cat'
                - $ref: '#/components/schemas/Dog'
              discriminator:
                propertyName: petType
                mapping:
                  cat: '#/components/schemas/Cat'
            Cat:
              type: object
              description: A cat.
              required: [petType, name]
              properties:
                petType: { type: string }
                name: { type: string }
                lives: { type: integer, format: int32, default: 9 }
                nick-name: { type: string, nullable: true }
            Dog:
              type: object
              required: [petType]
              properties:
                petType: { type: string }
                bark: { type: boolean }
            Owner:
              type: object
              additionalProperties: false
              required: [id, pets, status, tags, scores]
              properties:
                id: { type: integer, format: int64 }
                pets: { type: array, items: { $ref: '#/components/schemas/Pet' } }
                status: { type: string, enum: [active, on-hold, class] }
                tags: { type: array, uniqueItems: true, items: { type: string } }
                scores: { type: object, additionalProperties: { type: number, format: float } }
                level: { type: integer, minimum: 0, maximum: 255 }
            Id: { type: string }
        """

    @Test func aYAMLDocumentImportsAsItsJSONTwin() {
        let yaml = importTexts([("pets.yaml", Self.petStore)], package: "com.example.pets")
        let json = importTexts([("pets.json", MappingTests.petStore)], package: "com.example.pets")
        #expect(!yaml.diagnostics.hasErrors, "\(yaml.diagnostics.map(\.formatted))")
        #expect(yaml.contracts == json.contracts)
        #expect(yaml.diagnostics.map(\.id) == json.diagnostics.map(\.id))
        // `nick-name` is on line 22, column 9 of the YAML.
        #expect(idsAndPlaces(yaml.diagnostics).contains("KI0205 22:9"), "\(idsAndPlaces(yaml.diagnostics))")
    }

    /// What the OpenAPI Initiative's petstore-expanded example taught: `allOf` alone (no `type`) is an object
    /// inheriting its branches' properties.
    @Test func allOfWithoutTypeIsAnObjectWithEveryBranchsProperties() {
        let document = """
            openapi: "3.0.0"
            components:
              schemas:
                Pet:
                  allOf:
                    - $ref: '#/components/schemas/NewPet'
                    - type: object
                      required: [id]
                      properties: { id: { type: integer, format: int64 } }
                NewPet:
                  type: object
                  required: [name]
                  properties: { name: { type: string }, tag: { type: string } }
            """
        let result = importTexts([("pets.yaml", document)])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let text = result.contracts.map(\.text).joined()
        let pet = text.components(separatedBy: "\"name\": \"NewPet\"")[0]
        for property in [#""name": "name""#, #""name": "tag""#, #"{ "name": "id", "type": "Long" }"#] {
            #expect(pet.contains(property), "\(text)")
        }
    }

    @Test func badYAMLIsOneErrorAtItsPlace() {
        let cases: [(String, String)] = [
            ("a: [1, 2\n", "KI0002"),
            ("a: 1\na: 2\n", "KI0002"),
            ("a: *missing\n", "KI0002"),
            ("", "KI0002"),
        ]
        for (text, id) in cases {
            switch SchemaImporter.parseDocument(Array(text.utf8), path: "bad.yaml") {
            case .success(let json): Issue.record("\(text) read as \(json.compactText)")
            case .failure(let problem): #expect(problem.id == id, "\(problem.formatted)")
            }
        }
        // A billion laughs stops at the node limit instead of exhausting memory.
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<8 {
            bomb +=
                "l\(level): &l\(level) ["
                + Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ") + "]\n"
        }
        guard case .failure(let problem) = SchemaImporter.parseDocument(Array(bomb.utf8), path: "bomb.yaml") else {
            Issue.record("the alias bomb was read")
            return
        }
        #expect(problem.message.contains("more than"))
    }
}

/// libyaml breaks lines at a lone CR (and NEL, LS, PS) too; diagnostics count lines as every other reader does.
@Suite struct YAMLLineBreakTests {
    @Test func aLoneCarriageReturnDoesNotStartALine() throws {
        let bytes = Array("#o/Pa\ry#/d$H".utf8)  // the fuzz finding: libyaml put the error on line 2
        guard case .success(let document) = SchemaImporter.parseDocument(bytes, path: "cr.yaml") else {
            Issue.record("the finding does not parse as YAML")
            return
        }
        let result = SchemaImporter.importDocuments([("cr.yaml", document)])
        #expect(idsAndPlaces(result.diagnostics) == ["KI0003 1:7"])
    }

    @Test(arguments: ["\r\n", "\r", "\u{2028}", "\n"])
    func placesCountOnlyLineFeeds(_ lineBreak: String) {
        let text = ["$defs:", "  A:", "    type: object", "    properties: { a-b: { type: string } }", ""]
            .joined(separator: lineBreak)
        guard case .success(let document) = SchemaImporter.parseDocument(Array(text.utf8), path: "a.yaml") else {
            Issue.record("the document does not parse")
            return
        }
        let result = SchemaImporter.importDocuments([("a.yaml", document)])
        // `a-b` is renamed (KI0205) and optional without a default (KI0204); each line break is one character.
        let place = lineBreak == "\r\n" || lineBreak == "\n" ? "4:19" : "1:48"
        #expect(
            Set(idsAndPlaces(result.diagnostics)) == ["KI0205 \(place)", "KI0204 \(place)"],
            "\(result.diagnostics.map(\.formatted))")
    }
}

extension YAMLLineBreakTests {
    /// The second fuzz finding: libyaml's index counts characters, so an error at the end of an input holding a
    /// multibyte character was not seen as past the end.
    @Test func anErrorAtTheEndAfterAMultibyteCharacterIsOnTheLastCharacter() {
        let bytes: [UInt8] = Array(#"{$defs": { "#.utf8) + [0xDD, 0xBD] + Array(#"": , "$ref#tPaefs": ymB/""#.utf8)
        guard case .failure(let problem) = SchemaImporter.parseDocument(bytes, path: "end.yaml") else {
            Issue.record("the finding parses as YAML")
            return
        }
        #expect(idsAndPlaces([problem]) == ["KI0002 1:37"], "\(problem.formatted)")
    }
}
