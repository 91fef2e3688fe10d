// A companion object extending a class or implementing interfaces: generated as the object it is.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// The exporter translates a companion as any object (ObjCExportTranslator.translateClass: its superclass, or
/// `Base`, and its interfaces as protocols): `@interface CsNoteCompanion : Base <CsFactory>` with swift_name
/// `CsNote.Companion`, `CsFolderStore : CsRegistry`.
@Suite struct CompanionSupertypesTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "interface", "name": "CsFactory", "typeParameters": [ { "name": "T" } ],
            "functions": [ { "name": "create", "parameters": [ { "name": "text", "type": "String" } ], "returns": "T" } ] },
          { "kind": "class", "name": "CsRegistry", "modality": "abstract",
            "constructors": [ { "parameters": [ { "name": "name", "type": "String", "property": "val" } ] } ] },
          { "kind": "class", "name": "CsNote",
            "constructors": [ { "parameters": [ { "name": "text", "type": "String", "property": "val" } ] } ],
            "companion": { "supertypes": [ "CsFactory<CsNote>" ],
              "functions": [ { "name": "create", "parameters": [ { "name": "text", "type": "String" } ], "returns": "CsNote" } ] } },
          { "kind": "class", "name": "CsFolder",
            "companion": { "name": "Store", "supertypes": [ "CsRegistry" ], "superArguments": { "name": { "value": "folders" } },
              "properties": [ { "name": "limit", "type": "Int", "default": 3 } ] } } ] }
        """

    static let bridge: [GeneratorOptions] = [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ]

    @Test(arguments: bridge)
    func theCompanionExtendsItsSuperclassAndAdoptsItsInterfaces(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["p.kontract.json": Self.contract], options)
        let swift = try #require(output["p.kontract.swift"])
        #expect(swift.contains("public final class Companion: KotlinBase, CsFactory, KotlinSingleton {"), "\(swift)")
        #expect(swift.contains("public final class Store: CsRegistry, KotlinSingleton {"), "\(swift)")
        #expect(swift.contains("super.init(name: \"folders\")"), "\(swift)")
    }

    /// Swift style makes an object a struct, which cannot extend a class: KG0101, as for any object.
    @Test func swiftStyleRefusesACompanionExtendingAClass() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["p.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .swift))
        }
        #expect("\(String(describing: error))".contains("KG0101"))
    }

    /// Reachable from app code as on the framework, in bridge style (CompileBatchTests).
    static let compileCase = CompileCase(
        "CompanionSupertypes", contracts: ["companions.kontract.json": contract], options: bridge,
        forbidding: ["warning:"],
        app: { _ in
            """
            func useCompanionSupertypes() {
                let factory: any CsFactory = CsNote.companion
                let note: CsNote = CsNote.companion.create(text: "a")
                let registry: CsRegistry = CsFolder.Store.shared
                _ = (factory, note, registry.name, CsFolder.companion.limit)
            }
            """
        })
}
