// A data class passing arguments to its superclass's constructor (`data class User(...) : Entity("u")`; issue 26).

import Foundation
import KontractGenerator
import Testing

/// Bridge style: the data class's initializer chains the superclass's designated `init(id:rank:)` with its
/// `superArguments` (a parameter left out takes its default), so app code reads `user.id`. kotlinx refuses such a
/// class as `@Serializable` (its superclass is not), so the data classes are `"serializable": false`. Swift style keeps
/// structs (KG0002). Compiled in CompileBatchTests.
@Suite struct DataClassSuperArgumentsTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "dsa", "suppress": ["KG0002"], "declarations": [
          { "kind": "class", "name": "ArgEntity", "modality": "open", "constructors": [ { "parameters": [
            { "name": "id", "type": "String", "property": "val" }, { "name": "rank", "type": "Int", "default": 0 } ] } ] },
          { "kind": "class", "name": "ArgBase", "modality": "abstract",
            "constructors": [ { "parameters": [ { "name": "code", "type": "Long?", "property": "var" } ] } ] },
          { "kind": "data class", "name": "ArgUser", "serializable": false, "supertypes": [ "ArgEntity" ],
            "superArguments": { "id": { "value": "u" } }, "properties": [ { "name": "name", "type": "String" } ] },
          { "kind": "data class", "name": "ArgNamed", "serializable": false, "supertypes": [ "ArgEntity" ],
            "superArguments": { "id": { "parameter": "name" }, "rank": { "value": 2 } },
            "properties": [ { "name": "name", "type": "String" } ] },
          { "kind": "data class", "name": "ArgCoded", "serializable": false, "supertypes": [ "ArgBase" ],
            "superArguments": { "code": { "parameter": "raw" } }, "properties": [ { "name": "raw", "type": "Long" } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        guard options.style == .bridge else {
            return """
                func dataClassSuperArguments() -> [String] {
                    [ArgUser(name: "Ann").description, ArgNamed(name: "Bo").name, ArgCoded(raw: 3).description]
                }
                """
        }
        return """
            func dataClassSuperArguments() -> [String] {
                let user = ArgUser(name: "Ann")
                let entity: ArgEntity = user
                let coded = ArgCoded(raw: 3)
                coded.code = nil
                let base: ArgBase = coded
                let same: Bool = user == ArgUser(name: "Ann")
                _ = (base, same)
                return [user.id, entity.id, ArgNamed(name: "Bo").id, user.name, user.kotlinDescription]
            }
            """
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "DataClassSuperArguments", contracts: ["dsa.kontract.json": contract], forbidding: ["warning:"],
        app: { usage($0) })

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ])
    func bridgeStyleChainsTheSuperclassInitializerWithTheArguments(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["dsa.kontract.json": Self.contract], options)
        let swift = try #require(output["dsa.kontract.swift"])
        #expect(swift.contains("public final class ArgUser: ArgEntity {"))
        #expect(swift.contains("super.init(id: \"u\", rank: 0)"))
        #expect(swift.contains("super.init(id: name, rank: 2)"))
        // A `Long` passed to a `Long?` is boxed as the export shows the parameter (`KotlinLong?`).
        #expect(swift.contains("super.init(code: KotlinLong(value: raw))"))
    }

    /// An internal primary constructor is valid Kotlin in the module, but the exporter shows Swift no initializer for it, so the
    /// data class has nothing to chain to: KG0102 at the data class, instead of a module that does not compile.
    @Test func aConstructorSwiftDoesNotSeeIsKG0102() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "P", "modality": "abstract", "constructors": [
                { "visibility": "internal", "parameters": [ { "name": "x", "type": "Int" } ] } ] },
              { "kind": "data class", "name": "D", "serializable": false, "supertypes": [ "P" ],
                "superArguments": { "x": { "value": 1 } }, "properties": [ { "name": "y", "type": "Int" } ] } ] }
            """
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["p.kontract.json": contract], GeneratorOptions(interop: .objc, style: .bridge))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(":4:35: error: ") && text.contains("[KG0102]"), "\(text)")
    }
}
