// A plain interface under a sealed interface: legal Kotlin, one of the sealed type's cases in bridge style.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct SealedInterfaceChildTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "sealed interface", "name": "A", "subclasses": [] },
          { "kind": "class", "name": "A1", "supertypes": [ "A" ] },
          { "kind": "interface", "name": "A2", "supertypes": [ "A" ] } ] }
        """

    @Test func bridgeStyleMakesTheInterfaceACaseOfSKIEsEnum() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["a.kontract.json": Self.contract], GeneratorOptions(interop: .skie))
        let swift = try #require(output["a.kontract.swift"])
        #expect(swift.contains("public protocol A2: A {}"))
        #expect(swift.contains("case a2(any A2)"))
        #expect(swift.contains("if let value = sealed as? A2 { return .a2(value) }"))
    }

    @Test func swiftStyleLeavesTheSealedInterfaceOutWithAWarning() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.contract.write(
            to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([folder.path])
        let checked = try #require(module, "\(problems)")
        let result = SwiftGenerator.run(module: checked, options: GeneratorOptions(style: .swift))
        #expect(!result.files.isEmpty)
        #expect(
            result.diagnostics.contains { "\($0)".contains("KG0002") && $0.message.contains("interface child 'A2'") })
    }
}
