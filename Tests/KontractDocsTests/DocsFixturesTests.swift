// Fixture files on their types' sections: found as `kontract check` finds them, shown as JSON with their verdict.

import Foundation
import KontractCore
import KontractDocs
import KontractTestSupport
import Testing

@Test func aTypesFixturesShowOnItsSectionWithFileAndVerdict() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-docs-fx-\(UUID().uuidString)")
    defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: repositoryURL("contracts/search.kontract.json"),
        to: folder.appendingPathComponent("search.kontract.json"))
    let fixture = """
        { "type": "PokemonRef",
          "accept": [{ "name": "pika", "json": { "id": 25, "name": "<pikachu>", "artworkUrl": "a" } }],
          "reject": [{ "json": { "id": 25 }, "path": "$", "kind": "missingField" }] }
        """
    try fixture.write(
        to: folder.appendingPathComponent("fixtures/PokemonRef.fixtures.json"), atomically: true, encoding: .utf8)
    let pipeline = ContractPipeline.run([folder.path])
    let module = try #require(pipeline.module, "\(pipeline.diagnostics)")
    let fixtures = FixtureExamples.load([folder.path], module: module)
    #expect(fixtures.diagnostics.isEmpty, "\(fixtures.diagnostics)")
    let site = DocsSite.render(module, fixtures: fixtures)
    let page = try #require(site.first { $0.name == "search.html" }).contents
    let start = try #require(page.range(of: "id=\"com.sebastiannarvaez.pokedex.feature.search.PokemonRef\""))
    let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
    let section = String(page[start.upperBound..<end.lowerBound])
    #expect(section.contains("PokemonRef.fixtures.json · valid (accept) · pika"))
    #expect(section.contains("PokemonRef.fixtures.json · invalid (reject)"))
    // The JSON is escaped and highlighted: the string token holds `&lt;pikachu&gt;`.
    #expect(section.contains("&lt;pikachu&gt;"))
    #expect(!section.contains("<pikachu>"))
    #expect(section.contains("&quot;id&quot;") || section.contains("\"id\""))
}

@Test func aFixtureOfAnUnknownTypeIsAWarningNotACrash() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-docs-fx-\(UUID().uuidString)")
    defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try #"{ "type": "Nope", "accept": [] }"#.write(
        to: folder.appendingPathComponent("Nope.fixtures.json"), atomically: true, encoding: .utf8)
    let pipeline = ContractPipeline.run([repositoryURL("contracts").path])
    let module = try #require(pipeline.module)
    let fixtures = FixtureExamples.load([folder.path], module: module)
    #expect(fixtures.diagnostics.map(\.severity) == [.warning])
}

@Test func aViewModelsTranscriptShowsAsATimelineOfCallsAndStates() throws {
    let contracts = repositoryURL("contracts").path
    let pipeline = ContractPipeline.run([contracts])
    let module = try #require(pipeline.module)
    let fixtures = FixtureExamples.load([contracts], module: module)
    #expect(fixtures.diagnostics.isEmpty, "\(fixtures.diagnostics)")
    let page = try #require(DocsSite.render(module, fixtures: fixtures).first { $0.name == "search.html" }).contents
    let anchor = "id=\"com.sebastiannarvaez.pokedex.feature.search.PokemonSearchViewModel\""
    let start = try #require(page.range(of: anchor))
    let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
    let section = String(page[start.upperBound..<end.lowerBound])
    #expect(section.contains("<h3>Transcript: PokemonSearchViewModel.transcript.json</h3>"))
    #expect(section.contains("<ol class=\"timeline\">"))
    #expect(section.contains("<code>escribir(texto: &quot;"), "\(section.suffix(600))")
    #expect(section.contains("→ <code>uiState</code>"))
}
