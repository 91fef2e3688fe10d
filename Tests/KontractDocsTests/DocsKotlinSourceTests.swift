// `kontract docs` of Kotlin sources: extracted in memory, each declaration showing its Kotlin file and line.

import Foundation
import KontractCLI
import KontractCLITestSupport
import KontractCore
import KontractDocs
import KontractTestSupport
import Testing

@Test func kotlinSourcesRenderWithEachDeclarationsKotlinFileAndLine() throws {
    let kotlin = ["search.kt", "search-ios.kt"].map { repositoryURL("Tests/FuzzCorpus/extract/" + $0).path }
    let input = KotlinSourceInput.load(kotlin, module: "Shared")
    #expect(!input.diagnostics.hasErrors, "\(input.diagnostics)")
    let module = try #require(input.pipeline.module)
    let site = DocsSite.render(module, kotlinLocations: input.locations)
    let page = try #require(site.first { $0.name == "search.html" }, "\(site.map(\.name))").contents
    let start = try #require(page.range(of: "id=\"com.sebastiannarvaez.pokedex.feature.search.PokemonRef\""))
    let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
    let section = String(page[start.upperBound..<end.lowerBound])
    #expect(section.contains("Kotlin source: \(kotlin[0]):9"), "\(section.suffix(300))")
    #expect(section.contains("data-face=\"Swift: Objective-C export\""))
}

@Test func docsCommandTakesKotlinSourcesAndAModuleName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-docs-kt-\(UUID().uuidString)")
    defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    let kotlin = repositoryURL("Tests/FuzzCorpus/extract/search.kt").path
    let run = CommandRun(["docs", kotlin, "--output", folder.path, "--module", "Pokedex"])
    #expect(run.code == .success, "\(run.standardError)")
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("Pokedex: the Kotlin API as Swift sees it"))
    let page = try String(contentsOf: folder.appendingPathComponent("search.html"), encoding: .utf8)
    #expect(page.contains("Kotlin source: \(kotlin):16"))
}
