// Tests the descriptors built from contracts: shapes, defaults, configuration, sealed leaves.

import Testing

@testable import KontractCheck
@testable import KontractCore
@testable import KontractSerialization

@Suite struct DescriptorBuilderTests {
    func module(_ declarations: String, json: String? = nil) throws -> CheckedModule {
        let text = TemporaryContracts.contract(package: "p", declarations, json: json)
        let (file, diagnostics) = ContractParser.parse(text: text, path: "t.kontract.json")
        #expect(diagnostics.isEmpty)
        let parsed = try #require(file)
        let checked = ContractChecker.check([parsed])
        return try #require(checked.module, "\(checked.diagnostics)")
    }

    @Test func defaultsComeFromTheContractJSONIncludingNestedClassDefaults() throws {
        let builder = DescriptorBuilder(
            module: try module(
                """
                {"kind": "data class", "name": "State", "properties": [
                  {"name": "inner", "type": "Inner", "default": {}},
                  {"name": "color", "type": "Color", "default": "verde"},
                  {"name": "ids", "type": "Set<Long>", "default": [1, 1, 2]}]},
                {"kind": "data class", "name": "Inner", "properties": [
                  {"name": "x", "type": "Int", "default": 7}, {"name": "y", "type": "String?", "default": null}]},
                {"kind": "enum class", "name": "Color", "entries": ["RED", {"name": "GREEN", "serialName": "verde"}]}
                """))
        #expect(builder.problems.isEmpty)
        let state = try #require(builder.descriptor(for: "p.State"))
        let value = try KotlinJSON.decode(state, from: "{}")
        #expect(value.kotlinDescription(state) == "State(inner=Inner(x=7, y=null), color=GREEN, ids=[1, 2])")
        #expect(try KotlinJSON.encode(value, state) == "{}")
    }

    @Test func sealedTypesListTheirLeavesAndConfigurationComesFromTheFile() throws {
        let builder = DescriptorBuilder(
            module: try module(
                """
                {"kind": "sealed interface", "name": "Event", "subclasses": [
                  {"kind": "data class", "name": "Click", "properties": [{"name": "x", "type": "Int"}]},
                  {"kind": "sealed class", "name": "Key", "subclasses": [
                    {"kind": "data object", "name": "Down", "serialName": "down"}]}]}
                """, json: #"{"classDiscriminator": "kind", "explicitNulls": false}"#))
        guard case .sealed(let event)? = builder.descriptor(for: "p.Event") else {
            Issue.record("p.Event is not sealed")
            return
        }
        #expect(event.subclasses.map(\.serialName) == ["p.Event.Click", "down"])
        let configuration = builder.configuration(for: "p.Event")
        #expect(configuration.classDiscriminator == "kind")
        #expect(!configuration.explicitNulls)
        let value = try KotlinJSON.decode(.sealed(event), from: #"{"kind":"down"}"#, configuration: configuration)
        #expect(try KotlinJSON.encode(value, .sealed(event), configuration: configuration) == #"{"kind":"down"}"#)
    }

    /// An object's properties are not in its JSON (`{}`): a default that reaches the object (a `List<S>` default
    /// over a sealed type with a data object holding a property) builds without indexing the object's descriptor by
    /// the property (on 9124892 an "Index out of range" crash in validate and generate).
    @Test func anObjectsPropertiesTakeNoDefaultInItsDescriptor() throws {
        let builder = DescriptorBuilder(
            module: try module(
                """
                {"kind": "sealed interface", "name": "S", "subclasses": [
                  {"kind": "data object", "name": "O", "properties": [{"name": "x", "type": "Int", "default": 1}]}]},
                {"kind": "data class", "name": "H", "properties": [{"name": "s", "type": "List<S>", "default": []}]}
                """))
        #expect(builder.problems.isEmpty)
        let holder = try #require(builder.descriptor(for: "p.H"))
        let value = try KotlinJSON.decode(holder, from: #"{"s":[{"type":"p.S.O"}]}"#)
        #expect(value.kotlinDescription(holder) == "H(s=[O])")
    }

    /// `sealed class R(val code: Int, var note: String = "none")` (issue 26): kotlinx writes the parent's properties
    /// first, keeps the JSON's value over the subclass's argument, takes the parent's default for a missing one, and the
    /// data class's `toString()` prints its own properties only (tools/kotlin-conformance/sealedconstructor).
    @Test func aSealedClassConstructorPropertyComesFirstWithTheParentsDefault() throws {
        let builder = DescriptorBuilder(
            module: try module(
                """
                {"kind": "sealed class", "name": "R", "constructors": [{"parameters": [
                  {"name": "code", "type": "Int", "property": "val"},
                  {"name": "note", "type": "String", "property": "var", "default": "none"}]}],
                 "subclasses": [
                  {"kind": "data class", "name": "Err", "superArguments": {"code": {"parameter": "c"}, "note": {"value": "err"}},
                   "properties": [{"name": "c", "type": "Int"}]},
                  {"kind": "data object", "name": "L", "superArguments": {"code": {"value": 1}}}]}
                """))
        #expect(builder.problems.isEmpty)
        let result = try #require(builder.descriptor(for: "p.R"))
        let value = try KotlinJSON.decode(result, from: #"{"type":"p.R.Err","c":1,"note":"none","code":5}"#)
        #expect(try KotlinJSON.encode(value, result) == #"{"type":"p.R.Err","code":5,"c":1}"#)
        #expect(value.kotlinDescription(result) == "Err(c=1)")
        #expect(throws: KotlinJSONError.self) { try KotlinJSON.decode(result, from: #"{"type":"p.R.Err","c":1}"#) }
        #expect(throws: KotlinJSONError.self) { try KotlinJSON.decode(result, from: #"{"type":"p.R.L","code":1}"#) }
    }

    /// Reported by the checker (KT0205), which then gives no module: no descriptor is built from it.
    @Test func unserializableTypesAreReported() throws {
        let text = TemporaryContracts.contract(
            package: "p",
            #"{"kind": "data class", "name": "A", "properties": [{"name": "f", "type": "StateFlow<Int>"}]}"#)
        let parsed = try #require(ContractParser.parse(text: text, path: "t.kontract.json").0)
        let checked = ContractChecker.check([parsed])
        #expect(checked.module == nil)
        #expect(checked.diagnostics.map(\.id) == ["KT0205"])
        #expect(checked.diagnostics.first?.message.contains("'f' of @Serializable 'A'") == true)
    }

    /// A class holds its file's naming strategy's keys from the start and builds another strategy's on first use
    /// (a class read through another file's configuration): each reads and writes the keys kotlinx writes.
    @Test func keysOfTheFilesNamingStrategyAndOfAnotherBuiltOnFirstUse() throws {
        let builder = DescriptorBuilder(
            module: try module(
                """
                {"kind": "data class", "name": "Card", "properties": [
                  {"name": "projectName", "type": "String"}, {"name": "isOpen", "type": "Boolean"}]}
                """, json: #"{"namingStrategy": "snake_case"}"#))
        guard case .classType(let card)? = builder.descriptor(for: "p.Card") else {
            Issue.record("p.Card is not a class")
            return
        }
        #expect(card.keyBytes(naming: .snakeCase) == [Array("project_name".utf8), Array("is_open".utf8)])
        #expect(card.key(ofPropertyAt: 0) == "projectName")
        #expect(card.propertyIndex(forKey: "is-open", naming: .kebabCase) == 1)
        for (naming, json) in [
            (KotlinNamingStrategy.snakeCase, #"{"project_name":"k","is_open":true}"#),
            (.kebabCase, #"{"project-name":"k","is-open":true}"#), (nil, #"{"projectName":"k","isOpen":true}"#),
        ] {
            let configuration = KotlinJSONConfiguration(namingStrategy: naming)
            let value = try KotlinJSON.decode(.classType(card), from: json, configuration: configuration)
            #expect(value.kotlinDescription(.classType(card)) == "Card(projectName=k, isOpen=true)")
            #expect(try KotlinJSON.encode(value, .classType(card), configuration: configuration) == json)
        }
    }
}
