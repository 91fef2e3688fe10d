// No module's folders depend on each other in a cycle: the pipeline stays visible in the folder layout.

import Foundation
import KontractTestSupport
import Testing

/// Every module under Sources/ with folders.
private func modulesWithFolders() throws -> [URL] {
    let sources = repositoryURL("Sources")
    return try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: [.isDirectoryKey])
        .filter { module in
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: module.path)) ?? []
            return entries.contains { entry in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: module.appendingPathComponent(entry).path, isDirectory: &isFolder) && isFolder.boolValue
            }
        }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
}

@Test func noModuleHasAFolderCycle() throws {
    let modules = try modulesWithFolders()
    #expect(modules.map(\.lastPathComponent).contains("KontractGenerator"))
    for module in modules {
        let graph = try FolderGraph(moduleFolder: module)
        for cycle in graph.cycles() {
            Issue.record(
                """
                \(module.lastPathComponent): the folders \(cycle.joined(separator: ", ")) depend on each other:
                  \(graph.uses(within: cycle).joined(separator: "\n  "))
                """)
        }
    }
}

@Test func theGraphSeesDeclarationsAndUsesButNotCommentsOrStrings() {
    let code = FolderGraph.codeLines(
        """
        public final class Printer { // uses Hidden
            let text = "Parser \\(x) Hidden"
            /* Hidden /* nested */ Hidden */ let y = Lexer.make()
        }
        private struct Secret {}
        func helper() -> Token { .other }
        """)
    #expect(FolderGraph.topLevelNames(code) == ["Printer", "helper"])
    #expect(code.flatMap(FolderGraph.identifiers).contains("Lexer"))
    #expect(code.flatMap(FolderGraph.identifiers).contains("Token"))
    #expect(!code.flatMap(FolderGraph.identifiers).contains("Hidden"))
    #expect(!code.flatMap(FolderGraph.identifiers).contains("Parser"))
    #expect(!code.flatMap(FolderGraph.identifiers).contains("other"))
}
