// Tests `kontract emit-jsonschema`: required keys, enums by serial name, Int ranges, the root type.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractCLI

struct CheckJSONSchemaTests {
    @Test func searchStateSchemaDescribesKotlinxEncoding() throws {
        let contracts = repositoryRoot.appendingPathComponent("contracts").path
        let run = CommandRun(["emit-jsonschema", contracts, "--type", "SearchUiState"])
        #expect(run.code == .success)
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$ref"] as? String == "#/$defs/com.sebastiannarvaez.pokedex.feature.search.SearchUiState")
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        let reference = try #require(definitions["com.sebastiannarvaez.pokedex.feature.search.PokemonRef"])
        #expect(reference["required"] as? [String] == ["id", "name", "artworkUrl"])
        #expect(reference["additionalProperties"] as? Bool == false)
        let id = try #require((reference["properties"] as? [String: [String: Any]])?["id"])
        #expect(id["maximum"] as? Int == 2_147_483_647)
        let state = try #require(definitions["com.sebastiannarvaez.pokedex.feature.search.SearchUiState"])
        #expect(state["required"] == nil)
        let sort = try #require(definitions["com.sebastiannarvaez.pokedex.feature.list.SortOption"])
        #expect(sort["enum"] as? [String] == ["Number", "Name (A-Z)", "Name (Z-A)"])
    }

    @Test func sealedTypesAreOneOfWithTheDiscriminator() throws {
        let folder = try TemporaryFolder()
        let contract = try folder.write(
            "shapes.kontract.json",
            """
            {"kontract": 1, "module": "S", "package": "p", "declarations": [
              {"kind": "sealed interface", "name": "Shape"},
              {"kind": "data class", "name": "Circle", "supertypes": ["Shape"], "serialName": "circle",
               "properties": [{"name": "radius", "type": "Double"}]},
              {"kind": "data object", "name": "Empty", "supertypes": ["Shape"]}
            ]}
            """)
        let run = CommandRun(["emit-jsonschema", contract, "--type", "Shape"])
        #expect(run.code == .success, "\(run.standardError)")
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        let shape = try #require(definitions["p.Shape"])
        let variants = try #require(shape["oneOf"] as? [[String: Any]])
        #expect(variants.count == 2)
        let circle = try #require(variants.first { ($0["title"] == nil) && ($0["required"] as? [String])?.count == 2 })
        #expect(circle["required"] as? [String] == ["type", "radius"])
        let type = (circle["properties"] as? [String: [String: Any]])?["type"]
        #expect(type?["const"] as? String == "circle")
    }
}
