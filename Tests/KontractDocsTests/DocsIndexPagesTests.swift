// The A–Z index: pages of at most 200 declarations, one letter each, linking to every declaration's section.

import Foundation
import KontractCore
import KontractDocs
import KontractGenerator
import Testing

@Test func theIndexSplitsALetterIntoPagesOfAtMost200AndLinksEveryDeclaration() throws {
    let names = (0..<450).map { "Alpha\($0)" } + (0..<3).map { "beta\($0)" } + ["_Under"]
    let declarations = names.map { name in
        #"{ "kind": "data class", "name": "\#(name)", "properties": [{ "name": "id", "type": "Int" }] }"#
    }
    let contract = """
        { "kontract": 1, "module": "Big", "package": "com.example.big",
          "declarations": [\(declarations.joined(separator: ",\n"))] }
        """
    let pipeline = ContractPipeline.run(
        ["big"], from: InMemorySourceProvider(texts: ["big/big.kontract.json": contract]))
    let module = try #require(pipeline.module, "\(pipeline.diagnostics)")
    let site = DocsSite.render(module, configuration: DocsConfiguration(interop: .objc))
    let pages = site.filter { $0.name.hasPrefix("index-") }
    #expect(
        pages.map(\.name) == ["index-a.html", "index-a-2.html", "index-a-3.html", "index-b.html", "index-other.html"])
    let index = try #require(site.first { $0.name == "index.html" }).contents
    var linked: Set<String> = []
    for page in pages {
        #expect(index.contains("href=\"\(page.name)\""), "index.html does not link \(page.name)")
        let links = page.contents.components(separatedBy: "href=\"big.html#").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(links.count <= 200, "\(page.name) lists \(links.count)")
        linked.formUnion(links)
    }
    #expect(linked == Set(names.map { "com.example.big.\($0)" }))
}
