// emit-kotlin with and without --api: the serializable side alone (what tools/kotlin-conformance compiles), or the
// whole API Swift sees (what the round trip reads back).

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct KotlinEmitterAPITests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "Labelled", "modality": "open", "constructors": [
              { "parameters": [ { "name": "label", "type": "String", "property": "val", "default": "" } ] },
              { "parameters": [ { "name": "code", "type": "Int" } ] } ],
            "properties": [ { "name": "count", "type": "Int", "mutable": true, "initial": 0 } ],
            "functions": [ { "name": "describe", "returns": "String" } ] },
          { "kind": "interface", "name": "Shape", "properties": [ { "name": "area", "type": "Double" } ] },
          { "kind": "data class", "name": "Tag", "supertypes": [ "Labelled" ], "serializable": false,
            "superArguments": { "label": { "value": "t" } },
            "properties": [ { "name": "text", "type": "String" } ] },
          { "kind": "file", "name": "TagIos.kt", "sourceSet": "iosMain",
            "functions": [ { "name": "tag", "parameters": [ { "name": "text", "type": "String" } ], "returns": "Tag" } ] }
        ] }
        """

    static func emitted(wholeAPI: Bool) throws -> [EmittedKotlinFile] {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try contract.write(to: folder.appendingPathComponent("tags.kontract.json"), atomically: true, encoding: .utf8)
        let (checked, problems) = TestSupport.module([folder.path])
        var emitter = KotlinEmitter(module: try #require(checked, "\(problems)"), wholeAPI: wholeAPI)
        return emitter.emit()
    }

    /// Without --api a plain class a data class extends is an `open` shell (its members are not part of the JSON;
    /// with the primary constructor the data class calls), an interface an empty one, a file nothing.
    @Test func withoutAPIPlainClassesAreShells() throws {
        let files = try Self.emitted(wholeAPI: false)
        #expect(files.map(\.name) == ["tags.kt"])
        let kotlin = files[0].source
        #expect(
            kotlin.contains(
                "open class Labelled(val label: String = \"\") {\n    // members left out: not part of the JSON\n}"))
        #expect(kotlin.contains("interface Shape {\n    // members left out: not part of the JSON\n}"))
        #expect(!kotlin.contains("constructor("))
        #expect(!kotlin.contains("fun "))
    }

    /// With --api every member is written, the file declaration in its source set's folder.
    @Test func withAPIEveryMemberAndTheFileAreWritten() throws {
        let files = try Self.emitted(wholeAPI: true)
        #expect(files.map(\.name) == ["tags.kt", "src/iosMain/kotlin/TagIos.kt"])
        let kotlin = files[0].source
        #expect(
            kotlin.contains(
                "open class Labelled(val label: String = \"\") {\n    constructor(code: Int) : this(TODO())\n"))
        #expect(kotlin.contains("    var count: Int = 0\n    fun describe(): String = TODO()\n}"))
        #expect(kotlin.contains("interface Shape {\n    val area: Double\n}"))
        #expect(files[1].source.contains("fun tag(text: String): Tag = TODO()"))
        #expect(files.allSatisfy { $0.contract.hasSuffix("tags.kontract.json") })
    }
}
