// The mapping of docs/import.md: OpenAPI and JSON Schema keywords → the contract each becomes.

import KontractCore
import KontractImport
import Testing

@Suite struct MappingTests {
    static let petStore = """
        {
          "openapi": "3.0.3",
          "info": { "title": "Pets", "version": "1" },
          "paths": {},
          "components": {
            "schemas": {
              "Pet": {
                "oneOf": [ { "$ref": "#/components/schemas/Cat" }, { "$ref": "#/components/schemas/Dog" } ],
                "discriminator": { "propertyName": "petType", "mapping": { "cat": "#/components/schemas/Cat" } }
              },
              "Cat": {
                "type": "object",
                "description": "A cat.",
                "required": ["petType", "name"],
                "properties": {
                  "petType": { "type": "string" },
                  "name": { "type": "string" },
                  "lives": { "type": "integer", "format": "int32", "default": 9 },
                  "nick-name": { "type": "string", "nullable": true }
                }
              },
              "Dog": {
                "type": "object",
                "required": ["petType"],
                "properties": { "petType": { "type": "string" }, "bark": { "type": "boolean" } }
              },
              "Owner": {
                "type": "object",
                "additionalProperties": false,
                "required": ["id", "pets", "status", "tags", "scores"],
                "properties": {
                  "id": { "type": "integer", "format": "int64" },
                  "pets": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } },
                  "status": { "type": "string", "enum": ["active", "on-hold", "class"] },
                  "tags": { "type": "array", "uniqueItems": true, "items": { "type": "string" } },
                  "scores": { "type": "object", "additionalProperties": { "type": "number", "format": "float" } },
                  "level": { "type": "integer", "minimum": 0, "maximum": 255 }
                }
              },
              "Id": { "type": "string" }
            }
          }
        }
        """

    @Test func openAPIComponentsBecomeOneContractPerConfiguration() throws {
        let result = importTexts([("pets.json", Self.petStore)], package: "com.example.pets")
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        #expect(
            result.contracts.map(\.fileName) == [
                "com.example.pets-lenient-by-pettype.kontract.json", "com.example.pets.kontract.json",
            ])
        let hierarchy = result.contracts[0].text
        #expect(hierarchy.contains("\"classDiscriminator\": \"petType\""))
        #expect(hierarchy.contains("\"ignoreUnknownKeys\": true"))
        #expect(
            hierarchy.contains("{ \"kind\": \"sealed interface\", \"name\": \"Pet\" }")
                || hierarchy.contains("\"name\": \"Pet\""))
        #expect(hierarchy.contains("\"supertypes\": [ \"Pet\" ],\n      \"serialName\": \"cat\""))
        #expect(hierarchy.contains("\"serialName\": \"Dog\""))
        #expect(hierarchy.contains("{ \"name\": \"lives\", \"type\": \"Int\", \"default\": 9 }"))
        #expect(
            hierarchy.contains(
                "{ \"name\": \"nickName\", \"type\": \"String?\", \"default\": null, \"serialName\": \"nick-name\" }"))
        #expect(!hierarchy.contains("petType\", \"type\""), "the discriminator is no property")
        // Owner reaches Pet, which kotlinx reads with the Json of the value decoded: Owner is in Pet's file, its
        // `additionalProperties: false` not enforced (KI0201).
        let owner = result.contracts[0].text
        #expect(
            result.diagnostics.contains {
                $0.id == "KI0201" && $0.message.hasPrefix("#/components/schemas/Owner: 'additionalProperties: false'")
            })
        #expect(owner.contains("{ \"name\": \"id\", \"type\": \"Long\" }"))
        #expect(owner.contains("{ \"name\": \"pets\", \"type\": \"List<Pet>\" }"))
        #expect(owner.contains("{ \"name\": \"tags\", \"type\": \"Set<String>\" }"))
        #expect(owner.contains("{ \"name\": \"scores\", \"type\": \"Map<String, Float>\" }"))
        #expect(owner.contains("{ \"name\": \"level\", \"type\": \"UByte?\", \"default\": null }") == false)
        // An enum is read alike under any configuration: it stays in the plain file.
        let enums = result.contracts[1].text
        #expect(enums.contains("\"name\": \"OwnerStatus\""))
        #expect(enums.contains("{ \"name\": \"on_hold\", \"serialName\": \"on-hold\" }"))
        #expect(enums.contains("{ \"name\": \"class_\", \"serialName\": \"class\" }"))
        #expect(!owner.contains("\"Id\""), "a named scalar schema is a type in place, not a declaration")
    }

    @Test func jsonSchemaDraft07DefinitionsAndTheRootSchema() {
        let schema = """
            {
              "$schema": "http://json-schema.org/draft-07/schema#",
              "title": "Order",
              "type": "object",
              "required": ["lines"],
              "properties": {
                "lines": { "type": "array", "items": { "$ref": "#/definitions/line" } },
                "note": { "type": ["string", "null"] },
                "shipping": { "$ref": "#/definitions/shipping", "default": "standard" }
              },
              "definitions": {
                "line": { "type": "object", "required": ["sku"], "properties": { "sku": { "type": "string" } } },
                "shipping": { "enum": ["standard", "express"] }
              }
            }
            """
        let result = importTexts([("order.schema.json", schema)])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let text = result.contracts.map(\.text).joined()
        #expect(text.contains("\"package\": \"com.example.imported\""))
        #expect(text.contains("\"name\": \"Order\""))
        #expect(text.contains("{ \"name\": \"lines\", \"type\": \"List<Line>\" }"))
        #expect(text.contains("{ \"name\": \"note\", \"type\": \"String?\", \"default\": null }"))
        #expect(text.contains("{ \"name\": \"shipping\", \"type\": \"Shipping\", \"default\": \"standard\" }"))
    }

    @Test func integerRangesPickTheKotlinType() {
        func type(_ schema: String) -> String? {
            let document = """
                { "$defs": { "A": { "type": "object", "required": ["v"], "additionalProperties": false,
                  "properties": { "v": \(schema) } } } }
                """
            let text = importTexts([("a.json", document)]).contracts.first?.text ?? ""
            return text.firstMatch(of: /"name": "v", "type": "([^"]+)"/).map { String($0.1) }
        }
        #expect(type(#"{ "type": "integer", "minimum": -128, "maximum": 127 }"#) == "Byte")
        #expect(type(#"{ "type": "integer", "minimum": 0, "maximum": 4294967295 }"#) == "UInt")
        #expect(type(#"{ "type": "integer", "minimum": 0, "maximum": 18446744073709551615 }"#) == "ULong")
        #expect(type(#"{ "type": "integer", "format": "int32" }"#) == "Int")
        #expect(type(#"{ "type": "integer", "minimum": 1, "maximum": 10 }"#) == "Int")
        #expect(type(#"{ "type": "integer" }"#) == "Long")
        #expect(type(#"{ "type": "number" }"#) == "Double")
        #expect(type(#"{ "type": "number", "format": "float" }"#) == "Float")
        #expect(type(#"{ "type": "string", "minLength": 1, "maxLength": 2 }"#) == "Char")
        #expect(type(#"{ "type": "object", "additionalProperties": { "type": "boolean" } }"#) == "Map<String, Boolean>")
        #expect(type(#"{ "anyOf": [ { "type": "string" }, { "type": "null" } ] }"#) == "String?")
    }
}
