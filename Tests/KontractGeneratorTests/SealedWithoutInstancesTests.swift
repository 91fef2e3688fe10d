// A sealed subclass with no subclass under it (`sealed class S { sealed class Empty : S(); object Leaf : S() }`):
// Kotlin accepts it; the generated Swift compiles in every configuration (found by random contracts).

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Test(arguments: [
    GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
    GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
])
func aSealedChildWithoutInstancesCompiles(_ options: GeneratorOptions) async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "sealed class", "name": "S", "subclasses": [
            { "kind": "sealed class", "name": "Branch", "subclasses": [ { "kind": "sealed class", "name": "Empty" } ] },
            { "kind": "sealed class", "name": "Empty" },
            { "kind": "data object", "name": "Leaf" } ] },
          { "kind": "sealed interface", "name": "I", "subclasses": [ { "kind": "sealed interface", "name": "None" } ] } ] }
        """
    let output = try SKIEGlobalsAndOverloadsTests.generate(["sealed.kontract.json": contract], options)
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var sources: [String] = []
    for (name, text) in output {
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        sources.append(file.path)
    }
    let result = await TestSupport.run(
        "/usr/bin/env",
        ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-module-name", "Shared", "-I", modules]
            + sources.sorted())
    let configuration = "\(options.interop.rawValue)-\(options.style.rawValue)"
    #expect(result.status == 0, "\(configuration):\n\(String(result.output.prefix(4000)))")
    #expect(!result.output.contains("warning:"), "\(configuration):\n\(String(result.output.prefix(4000)))")
}
