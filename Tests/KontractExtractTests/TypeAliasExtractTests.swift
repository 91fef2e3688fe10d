// Typealiases and a data class extending an open or abstract class, read from Kotlin; drift compares types expanded.

import Foundation
import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

@Suite struct TypeAliasExtractTests {
    @Test func typealiasesBecomeTheirContractDeclarations() throws {
        let result = extracted([
            (
                "A.kt",
                "package p\nimport kotlinx.serialization.Serializable\n/** A user's id. */\ntypealias Id = String\n"
                    + "typealias Ids = List<Id>\ntypealias ByName<V> = Map<String, V>\n"
                    + "typealias Handler = (Id) -> Unit\nprivate typealias Hidden = Int\n"
                    + "@Serializable data class Account(val id: Id, val scores: ByName<Int?> = emptyMap())"
            )
        ])
        #expect(result.diagnostics.map(\.formatted) == [])
        let contract = try #require(result.contracts.first)
        #expect(
            declarationsText(contract) == [
                #"{"doc":"A user's id.","kind":"typealias","name":"Id","type":"String"}"#,
                #"{"kind":"typealias","name":"Ids","type":"List<Id>"}"#,
                #"{"kind":"typealias","name":"ByName","type":"Map<String, V>","typeParameters":["V"]}"#,
                #"{"kind":"typealias","name":"Handler","type":"(Id) -> Unit"}"#,
                #"{"kind":"data class","name":"Account","properties":[{"name":"id","type":"Id"},"#
                    + #"{"default":{},"name":"scores","type":"ByName<Int?>"}]}"#,
            ])
    }

    @Test func aNestedTypealiasAndABoundOnAnAliasParameterAreNamed() {
        let result = extracted([
            ("N.kt", "package p\nclass Outer {\n  typealias Inner = Int\n}\ntypealias Bounded<T : Number> = List<T>")
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "N.kt:3:13: warning: 'Outer.Inner' is a nested typealias (the format has typealiases at the top "
                    + "level), which the contract format cannot carry [KX0101]",
                "N.kt:5:19: warning: the bound or variance of type parameter 'T' of typealias 'Bounded' is not "
                    + "carried (the format's alias parameters are names) [KX0102]",
            ])
    }

    @Test func aDataClassNamesTheOpenOrAbstractClassItExtends() throws {
        let result = extracted([
            (
                "S.kt",
                "package p\nimport kotlinx.serialization.Serializable\nabstract class Entity\n"
                    + "open class Holder<T>\n@Serializable data class User(val id: String) : Entity()\n"
                    + "@Serializable data class IntHolder(val value: Int) : Holder<Int>()"
            )
        ])
        #expect(result.diagnostics.map(\.formatted) == [])
        let contract = try #require(result.contracts.first)
        #expect(
            declarationsText(contract) == [
                #"{"kind":"class","modality":"abstract","name":"Entity"}"#,
                #"{"kind":"class","modality":"open","name":"Holder","typeParameters":[{"name":"T"}]}"#,
                #"{"kind":"data class","name":"User","properties":[{"name":"id","type":"String"}],"supertypes":["Entity"]}"#,
                #"{"kind":"data class","name":"IntHolder","properties":[{"name":"value","type":"Int"}],"#
                    + #""supertypes":["Holder<Int>"]}"#,
            ])
    }

    /// An alias on one side and what it stands for on the other is no drift (Swift and kotlinx see one type); a
    /// type that differs once expanded is.
    @Test func driftComparesTypesWithAliasesExpanded() throws {
        let kotlin = extracted([
            (
                "A.kt",
                "package p\ntypealias Id = String\ntypealias ByName<V> = Map<String, V>\n"
                    + "data class Account(val id: Id, val scores: ByName<Int?>, val owner: Id?)"
            )
        ])
        let committed = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "typealias", "name": "Id", "type": "String" },
              { "kind": "typealias", "name": "ByName", "typeParameters": [ "V" ], "type": "Map<String, V>" },
              { "kind": "data class", "name": "Account", "serializable": false, "properties": [
                { "name": "id", "type": "String" }, { "name": "scores", "type": "Map<String,Int?>" },
                { "name": "owner", "type": "Int?" } ] } ] }
            """
        let located = try ContractJSONReader.parse(Array(committed.utf8), path: "A.kontract.json").get()
        let drift = ContractDrift.compare(extracted: kotlin.contracts, committed: [("A.kontract.json", located)])
        #expect(drift.map(\.id) == ["KX0303"])
        #expect(drift.first?.message.contains("'Account.owner' differs") == true)
    }

    /// `--check`'s comparison on the new shapes: a data class that now extends another class, and an alias whose
    /// type changed, are each one KX0303 at the contract's line.
    @Test func driftNamesAChangedSuperclassAndAChangedAlias() throws {
        let kotlin = extracted([
            (
                "S.kt",
                "package p\nopen class Labelled\nabstract class Entity\ntypealias Id = Long\n"
                    + "data class User(val id: Id) : Labelled()"
            )
        ])
        let committed = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "Labelled", "modality": "open" },
              { "kind": "class", "name": "Entity", "modality": "abstract" },
              { "kind": "typealias", "name": "Id", "type": "String" },
              { "kind": "data class", "name": "User", "serializable": false, "supertypes": [ "Entity" ],
                "properties": [ { "name": "id", "type": "Id" } ] } ] }
            """
        let located = try ContractJSONReader.parse(Array(committed.utf8), path: "S.kontract.json").get()
        let drift = ContractDrift.compare(extracted: kotlin.contracts, committed: [("S.kontract.json", located)])
        #expect(
            drift.map(\.formatted) == [
                "S.kontract.json:4:34: error: 'type' of 'Id' differs: the contract has \"String\", the Kotlin "
                    + "(S.kt:4:11) \"Long\" [KX0303]",
                "S.kontract.json:5:35: error: 'supertypes' of 'User' differs: the contract has [ \"Entity\" ], the "
                    + "Kotlin (S.kt:5:12) [ \"Labelled\" ] [KX0303]",
            ])
    }

    /// A function type's parameter names are extract's output (`(index: Int) -> Unit`, as the Kotlin writes them) but
    /// no drift: Swift imports the block without them. A changed parameter type still is.
    @Test func driftIgnoresAFunctionTypesParameterNames() throws {
        let kotlin = extracted([
            (
                "F.kt",
                "package p\nclass List2 {\n    fun each(action: (index: Int, `the value`: String) -> Unit) {}\n"
                    + "    fun each(action: (index: Long) -> Unit) {}\n    fun on(handler: (code: Int) -> Unit) {}\n}"
            )
        ])
        let written = kotlin.contracts.map(\.text).joined()
        #expect(written.contains("(index: Int, `the value`: String) -> Unit"))
        let committed = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "List2", "functions": [
                { "name": "each", "parameters": [ { "name": "action", "type": "(Int, String) -> Unit" } ] },
                { "name": "each", "parameters": [ { "name": "action", "type": "(i: Long) -> Unit" } ] },
                { "name": "on", "parameters": [ { "name": "handler", "type": "(Long) -> Unit" } ] } ] } ] }
            """
        let located = try ContractJSONReader.parse(Array(committed.utf8), path: "F.kontract.json").get()
        let drift = ContractDrift.compare(extracted: kotlin.contracts, committed: [("F.kontract.json", located)])
        #expect(drift.map(\.id) == ["KX0303"])
        #expect(drift.first?.message.contains("'List2.on' differs") == true)
        #expect(
            TypeAliasExpansion.withoutParameterNames("(a: Int, `b c`: (d: String) -> Unit) -> Unit")
                == "(Int, (String) -> Unit) -> Unit")
        #expect(TypeAliasExpansion.withoutParameterNames("Map<String, Int>") == "Map<String, Int>")
    }

    @Test func aliasExpansionSubstitutesArgumentsAndKeepsNullability() {
        var aliases = TypeAliasExpansion()
        let declared: [(String, [String], String)] = [
            ("Id", [], "String"), ("MaybeId", [], "Id?"), ("Handler", [], "(Id) -> Unit"),
            ("ByName", ["V"], "Map<String, V>"),
        ]
        for (name, parameters, type) in declared {
            aliases.add(
                declaration: .object([
                    ("kind", .string("typealias")), ("name", .string(name)),
                    ("typeParameters", .array(parameters.map(ContractJSON.string))), ("type", .string(type)),
                ]))
        }
        #expect(aliases.expand("ByName<List<MaybeId>>?") == "Map<String,List<String?>>?")
        #expect(aliases.expand("MaybeId?") == "String?")
        #expect(aliases.expand("Handler?") == "((String)->Unit)?")
        #expect(aliases.expand("ByName<(Int) -> Id>") == "Map<String,(Int)->String>")
        #expect(aliases.expand("Identity") == "Identity")
    }
}
