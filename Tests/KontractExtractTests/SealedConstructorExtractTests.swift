// A sealed class's constructor and its subclasses' `superArguments`, read from `: Result(200)`, `: Result(c)`.

import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

@Suite struct SealedConstructorExtractTests {
    /// `sealed class Result(val code: Int, val note: String = "")` takes `constructors` as a class does; each class
    /// below it (nested or top-level) passes `superArguments`: a constant by position or by name is `value`, one of
    /// its own constructor parameters is `parameter`. What is neither (`c + 1`) is KX0102 at the supertype call
    /// and no key (validate's KT0509 then says the contract does not know it); a second constructor is KX0102.
    @Test func aSealedClassesConstructorAndWhatItsSubclassesPassAreRead() {
        let result = extracted(
            [
                (
                    "shared/Result.kt",
                    """
                    package com.example.app
                    sealed class Result(val code: Int, val note: String = "") {
                        constructor() : this(0)
                        data class Ok(val body: String) : Result(200)
                        data class Err(val c: Int) : Result(note = "e", code = c)
                        data object Gone : Result(410, "gone")
                    }
                    data class Moved(val c: Int) : Result(c)
                    class Odd(val c: Int) : Result(c + 1)
                    """
                )
            ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Result.kt:3:5: warning: a second constructor of sealed class 'Result', which the contract "
                    + "format cannot carry (a sealed class takes one): it is left out [KX0102]",
                "shared/Result.kt:9:25: warning: what 'Odd' passes to sealed class 'Result' is not written ('c + 1' "
                    + "for 'code' is neither a constant ('c') nor a constructor parameter of 'Odd'): the contract has "
                    + "no \"superArguments\" for it, which validate rejects (KT0509); write it by hand [KX0102]",
            ])
        #expect(
            declarationsText(result.contracts[0]) == [
                #"{"constructors":[{"parameters":[{"name":"code","property":"val","type":"Int"},"#
                    + #"{"default":"","name":"note","property":"val","type":"String"}]}],"kind":"sealed class","#
                    + #""name":"Result","serializable":false,"subclasses":[{"kind":"data class","name":"Ok","#
                    + #""properties":[{"name":"body","type":"String"}],"serializable":false,"#
                    + #""superArguments":{"code":{"value":200}}},{"kind":"data class","name":"Err","#
                    + #""properties":[{"name":"c","type":"Int"}],"serializable":false,"#
                    + #""superArguments":{"code":{"parameter":"c"},"note":{"value":"e"}}},{"kind":"data object","#
                    + #""name":"Gone","serializable":false,"superArguments":{"code":{"value":410},"#
                    + #""note":{"value":"gone"}}}]}"#,
                #"{"kind":"data class","name":"Moved","properties":[{"name":"c","type":"Int"}],"#
                    + #""serializable":false,"superArguments":{"code":{"parameter":"c"}},"supertypes":["Result"]}"#,
                #"{"constructors":[{"parameters":[{"name":"c","property":"val","type":"Int"}]}],"kind":"class","#
                    + #""name":"Odd","supertypes":["Result"]}"#,
            ])
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.id) == ["KT0509"])
    }
    /// A data class calling a plain class's primary constructor (`: Entity("u")`, `: Entity(id = name)`) gets
    /// `superArguments` as below a sealed class; without @Serializable it is `"serializable": false`, which validate
    /// requires there (kotlinx refuses it). A plain class calling one keeps none (the format has no key for it yet).
    @Test func aDataClassPassingArgumentsToAPlainClassIsRead() {
        let result = extracted(
            [
                (
                    "shared/User.kt",
                    """
                    package com.example.app
                    open class Entity(val id: String, val rank: Int = 0)
                    data class User(val name: String) : Entity("u")
                    data class Named(val name: String) : Entity(id = name, rank = 2)
                    """
                )
            ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let texts = declarationsText(result.contracts[0])
        #expect(
            texts.contains(
                #"{"kind":"data class","name":"User","properties":[{"name":"name","type":"String"}],"#
                    + #""serializable":false,"superArguments":{"id":{"value":"u"}},"supertypes":["Entity"]}"#),
            "\(texts)")
        #expect(
            texts.contains(
                #"{"kind":"data class","name":"Named","properties":[{"name":"name","type":"String"}],"#
                    + #""serializable":false,"superArguments":{"id":{"parameter":"name"},"rank":{"value":2}},"#
                    + #""supertypes":["Entity"]}"#),
            "\(texts)")
        let contractTexts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: contractTexts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.isEmpty, "\(pipeline.diagnostics)")
    }

    /// `--check`'s comparison sees a changed super argument (`: Result(201)` against the contract's 200) and a
    /// sealed class's changed constructor parameter, each KX0303 at the contract's line.
    @Test func driftNamesAChangedSuperArgumentAndConstructor() throws {
        let kotlin = extracted([
            (
                "Result.kt",
                "package p\nsealed class Result(val code: Long) {\n    data class Ok(val body: String) : Result(201)\n}\n"
            )
        ])
        let committed = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed class", "name": "Result", "serializable": false,
                "constructors": [ { "parameters": [ { "name": "code", "type": "Int", "property": "val" } ] } ],
                "subclasses": [
                  { "kind": "data class", "name": "Ok", "serializable": false, "superArguments": { "code": { "value": 200 } },
                    "properties": [ { "name": "body", "type": "String" } ] } ] } ] }
            """
        let located = try ContractJSONReader.parse(Array(committed.utf8), path: "R.kontract.json").get()
        let drift = ContractDrift.compare(extracted: kotlin.contracts, committed: [("R.kontract.json", located)])
        #expect(drift.map(\.id) == ["KX0303", "KX0303"])
        #expect(drift.contains { $0.message.contains("'superArguments' of 'Result.Ok' differs") })
        #expect(drift.contains { $0.message.contains("constructor 'Result.") })
    }
}
