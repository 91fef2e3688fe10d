// A method without arguments named like a property (`val bar`, `fun bar()`): the exporter's class has both, Swift
// code cannot, so the method is left out with KG0002 and the module compiles.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Test(arguments: [
    GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
    GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
])
func aMethodNamedLikeAPropertyIsLeftOutWithItsReason(_ options: GeneratorOptions) throws {
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "Foo", "properties": [ { "name": "bar", "type": "Int", "initial": 42 } ],
            "functions": [ { "name": "bar" }, { "name": "baz", "parameters": [ { "name": "i", "type": "Int" } ] } ] },
          { "kind": "data class", "name": "D", "properties": [ { "name": "bar", "type": "Int" } ],
            "functions": [ { "name": "bar", "returns": "Int" } ] },
          { "kind": "class", "name": "Qux", "properties": [ { "name": "qux", "type": "Int", "initial": 1 } ] },
          { "kind": "file", "name": "Ext.kt", "functions": [ { "name": "bar", "receiver": "Foo", "returns": "Int" },
                                                           { "name": "qux", "receiver": "Qux", "returns": "Int" } ] } ] }
        """
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try contract.write(to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([folder.path])
    let checked = try #require(module, "\(problems)")
    let result = SwiftGenerator.run(module: checked, options: options)
    let leftOut = result.diagnostics.filter { $0.message.contains("Swift cannot declare it beside the property") }
    #expect(leftOut.count == 3, "\(result.diagnostics.map(\.message))")
    #expect(leftOut.allSatisfy { $0.id == "KG0002" })
    let text = try #require(result.files.first?.contents)
    #expect(!text.contains("func bar()") && !text.contains("func qux()"))
    // Beside the member `bar()`, the extension is the exporter's `bar_()`, which clashes with nothing.
    #expect(options.style != .bridge || text.contains("func bar_() -> Int32"))
    #expect(text.contains("func baz(i: "))
}
