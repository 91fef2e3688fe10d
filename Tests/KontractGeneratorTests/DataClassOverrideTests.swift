// A data class's constructor property overriding its superclass's (issue 26 item 9): it compiles, as on the framework.

import Foundation
import KontractGenerator
import Testing

/// `abstract class Entity { abstract val id: String; open var tag = "t" }` + `data class User(override val id: String,
/// override var tag: String, val name: String) : Entity()`: the exporter redeclares `id` and `tag` in `User` with
/// their types. On today's main the generated `public let id: String` overrides Entity's `open var id` ("cannot
/// override with a stored property"), so the module does not compile: the data class now stores the value aside
/// and overrides the property with a computed one (a `var` with its setter). Compiled in CompileBatchTests.
@Suite struct DataClassOverrideTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "overrides", "declarations": [
          { "kind": "class", "name": "Record", "modality": "abstract", "properties": [
            { "name": "id", "type": "String" }, { "name": "tag", "type": "String", "mutable": true, "initial": "t" } ] },
          { "kind": "class", "name": "Labelled2", "modality": "open", "constructors": [
            { "parameters": [] }, { "parameters": [ { "name": "label", "type": "String", "property": "val" } ] } ] },
          { "kind": "data class", "name": "Member2", "supertypes": [ "Record" ], "properties": [
            { "name": "id", "type": "String" }, { "name": "tag", "type": "String", "mutable": true, "default": "u" },
            { "name": "name", "type": "String" } ] },
          { "kind": "data class", "name": "Tagged2", "supertypes": [ "Labelled2" ], "properties": [
            { "name": "label", "type": "String" } ] },
          { "kind": "sealed interface", "name": "Happening", "subclasses": [
            { "kind": "data class", "name": "Opened2", "supertypes": [ "Record" ], "properties": [
              { "name": "id", "type": "String" }, { "name": "tag", "type": "String", "mutable": true } ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        if options.style == .swift {
            return """
                func dataClassOverrides() -> [String] {
                    var user = Member2(id: "1", tag: "x", name: "n")
                    user.tag = "y"
                    return [user.id, user.tag, Tagged2(label: "l").label, Happening.opened2(Happening.Opened2(id: "o", tag: "t")).kotlinDescription]
                }
                """
        }
        return """
            func dataClassOverrides() -> [String] {
                let user = Member2(id: "1", tag: "x", name: "n")
                user.tag = "y"
                let entity: Record = user
                entity.tag = "z"
                let tagged = Tagged2(label: "l")
                let base: Labelled2 = tagged
                let opened: any Happening = HappeningOpened2(id: "o", tag: "t")
                return [user.id, entity.id, user.tag, base.label, tagged.label, user.doCopy(id: "2", tag: "t", name: "m").id,
                        (opened as? Record)?.id ?? ""]
            }
            """
    }

    /// With `usage`, the module compiles in every configuration (swift style warns that the struct leaves its
    /// superclass out, as for any data class extending a class).
    static let compileCase = CompileCase(
        "DataClassOverride", contracts: ["overrides.kontract.json": contract], app: { usage($0) })

    @Test func theOverrideReadsTheStoredValue() throws {
        for interop in [InteropMode.objc, .skie] {
            let output = try SKIEGlobalsAndOverloadsTests.generate(
                ["overrides.kontract.json": Self.contract], GeneratorOptions(interop: interop, style: .bridge))
            let swift = try #require(output["overrides.kontract.swift"])
            #expect(swift.contains("    private let kontractOverride_id: String\n"), "\(interop)")
            #expect(swift.contains("    override public var id: String { kontractOverride_id }"), "\(interop)")
            #expect(swift.contains("    private var kontractOverride_tag: String\n"), "\(interop)")
            #expect(swift.contains("        self.kontractOverride_label = label\n"), "\(interop)")
            // A property the superclass does not declare stays stored.
            #expect(swift.contains("    public let name: String\n"), "\(interop)")
        }
    }

    /// A covariant override (`override val id: Int` over `val id: Any`) on a data class is not emulated yet: KG0101
    /// at the property, instead of a module that does not compile.
    @Test func aCovariantOverrideIsReported() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "H", "modality": "abstract", "properties": [ { "name": "value", "type": "Any?" } ] },
              { "kind": "data class", "name": "S", "supertypes": [ "H" ], "properties": [ { "name": "value", "type": "String" } ] } ] }
            """
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["p.kontract.json": contract], GeneratorOptions(interop: .objc, style: .bridge))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(":3:79: error: ") && text.contains("[KG0101]"), "\(text)")
    }
}
