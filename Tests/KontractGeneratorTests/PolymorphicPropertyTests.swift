// Interface- and function-typed properties (KT0211): generated with the exporter's types, and Swift 6 compiles them.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// A `@Serializable` data class with interface- and function-typed properties compiles in Kotlin and fails only
/// at run time (KT0211, a warning); a non-serializable data class and a plain class with them have no
/// serialization at all. Each keeps the property's Swift type as the exporter gives it (`any Greeter`, the
/// block's closure type) in every interop × style, and the Swift compiles in Swift 6 language mode.
@Suite("Interface- and function-typed properties")
struct PolymorphicPropertyTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "poly", "suppress": ["KT0211"], "declarations": [
          { "kind": "interface", "name": "Greeter", "functions": [ { "name": "greet", "returns": "String" } ] },
          { "kind": "data class", "name": "Card",
            "properties": [
              { "name": "greeter", "type": "Greeter" },
              { "name": "onTap", "type": "() -> Unit" },
              { "name": "maybe", "type": "Greeter?", "default": null },
              { "name": "format", "type": "((Int) -> String)?", "default": null } ] },
          { "kind": "data class", "name": "Local", "serializable": false,
            "properties": [ { "name": "greeter", "type": "Greeter" }, { "name": "onTap", "type": "() -> Unit" } ] },
          { "kind": "class", "name": "Bearer",
            "properties": [ { "name": "greeter", "type": "Greeter" }, { "name": "onTap", "type": "() -> Unit" } ] } ] }
        """

    static let configurations: [(InteropMode, GenerationStyle)] = [
        (.objc, .bridge), (.objc, .swift), (.skie, .bridge), (.skie, .swift),
    ]

    static func generate(_ interop: InteropMode, _ style: GenerationStyle) throws -> (URL, String) {
        let folder = TestSupport.temporaryFolder()
        let contracts = folder.appendingPathComponent("contracts")
        try FileManager.default.createDirectory(at: contracts, withIntermediateDirectories: true)
        try Self.contract.write(
            to: contracts.appendingPathComponent("poly.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([contracts.path])
        let checked = try #require(module, "\(problems)")
        let files = try SwiftGenerator.generate(
            module: checked, options: GeneratorOptions(interop: interop, style: style))
        for file in files {
            try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        return (folder, files.map(\.contents).joined(separator: "\n"))
    }

    /// The module compiles in Swift 6 language mode in every configuration (CompileBatchTests).
    static let compileCase = CompileCase("PolymorphicProperty", contracts: ["poly.kontract.json": contract])

    @Test func theContractValidatesWithOnlyTheSuppressedWarnings() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("poly.kontract.json")
        try Self.contract.replacingOccurrences(of: #""suppress": ["KT0211"], "#, with: "")
            .write(to: file, atomically: true, encoding: .utf8)
        let pipeline = ContractPipeline.run([file.path])
        #expect(!pipeline.hasErrors, "\(pipeline.diagnostics.map(\.formatted))")
        #expect(pipeline.diagnostics.map(\.id) == ["KT0211", "KT0211", "KT0211", "KT0211"])
    }

    @Test(arguments: configurations)
    func propertiesKeepTheExportersTypes(interop: InteropMode, style: GenerationStyle) throws {
        let (folder, text) = try Self.generate(interop, style)
        defer { try? FileManager.default.removeItem(at: folder) }
        let int = style == .bridge ? "KotlinInt" : "Int"
        for expected in [
            "public let greeter: any Greeter", "public let onTap: () -> Void", "public let maybe: (any Greeter)?",
            "public let format: ((\(int)) -> String)?", "onTap: @escaping () -> Void",
            "KotlinValue.polymorphic(self.greeter)", #"try fields[0].polymorphic(scope: "Greeter")"#,
            #"try fields[1].polymorphic(scope: "Function0")"#,
            #"serialName: "kotlinx.serialization.Polymorphic<Greeter>""#,
        ] where style == .bridge || !expected.hasPrefix("public let") {
            #expect(text.contains(expected), "\(interop)/\(style): no \(expected)")
        }
    }
}
