// A sealed class's constructor and its subclasses' `superArguments`, read from `: Result(200)`, `: Result(c)`.

import KontractCore
import KontractGenerator
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
    /// requires there (kotlinx refuses it).
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

    /// A class and an object below an open class take `superArguments` as a data class does (#26: `class
    /// Admin(name: String) : User(name, 0)`, `object Guest : User("guest", 0)`, a `data object` by name); the
    /// contracts validate. What the format does not emulate yet is KX0102 at the call and no key, which validate
    /// accepts: arguments that are neither constants nor the class's own parameters, or arguments to a constructor of
    /// a class whose supertypes lead to an exception or `ViewModel` (validate's KT0509 with the key).
    /// The objects come back from what emit-kotlin writes with the same `superArguments`.
    @Test func aClassAndAnObjectPassingArgumentsToAnOpenClassAreRead() throws {
        let result = extracted(
            [
                (
                    "shared/User.kt",
                    """
                    package com.example.app
                    import androidx.lifecycle.ViewModel
                    open class User(val name: String, val rank: Int)
                    class Admin(name: String) : User(name, 0)
                    object Guest : User("guest", 0)
                    data object Nobody : User(rank = -1, name = "")
                    class Odd(val n: Int) : User("x$n", n)
                    abstract class Screen<T>(val title: String)
                    class Home : Screen<Int>("home")
                    open class AppError(message: String) : Exception(message)
                    class NotFound : AppError("nf")
                    open class Base(val repo: String) : ViewModel()
                    class Feed(repo: String) : Base(repo)
                    """
                )
            ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/User.kt:7:25: warning: what 'Odd' passes to class 'User' is not written ('\"x$n\"' for "
                    + "'name' is neither a constant (a string template or \\u0000) nor a constructor parameter of 'Odd'): the contract has "
                    + "no \"superArguments\" for it, the emulated class does not know what it passes [KX0102]",
                "shared/User.kt:11:18: warning: what 'NotFound' passes to class 'AppError', an exception class, is "
                    + "not written: the contract format does not emulate arguments to its constructor yet (no "
                    + "\"superArguments\") [KX0102]",
                "shared/User.kt:13:28: warning: what 'Feed' passes to class 'Base', a view model, is not written: "
                    + "the contract format does not emulate arguments to its constructor yet (no "
                    + "\"superArguments\") [KX0102]",
            ])
        let texts = declarationsText(result.contracts[0])
        for expected in [
            #"{"constructors":[{"parameters":[{"name":"name","type":"String"}]}],"kind":"class","name":"Admin","#
                + #""superArguments":{"name":{"parameter":"name"},"rank":{"value":0}},"supertypes":["User"]}"#,
            #"{"kind":"object","name":"Guest","serializable":false,"#
                + #""superArguments":{"name":{"value":"guest"},"rank":{"value":0}},"supertypes":["User"]}"#,
            #"{"kind":"data object","name":"Nobody","serializable":false,"#
                + #""superArguments":{"name":{"value":""},"rank":{"value":-1}},"supertypes":["User"]}"#,
            // A generic superclass's: validate reads `title` through `Screen<Int>`.
            #"{"kind":"class","name":"Home","superArguments":{"title":{"value":"home"}},"supertypes":["Screen<Int>"]}"#,
        ] {
            #expect(texts.contains(expected), "\(texts)")
        }
        #expect(texts.filter { $0.contains("superArguments") }.count == 4)
        let contractTexts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: contractTexts))
        #expect(
            pipeline.diagnostics.filter { $0.severity == .error }.isEmpty, "\(pipeline.diagnostics.map(\.formatted))")
        // The round trip: emit-kotlin writes the objects' calls (`: User(name = "guest", rank = 0)`), extract reads
        // them back.
        let module = try #require(pipeline.module)
        var emitter = KotlinEmitter(module: module)
        let again = ContractExtractor.extract(
            files: emitter.emit().map { ContractExtractor.parse(path: $0.name, bytes: Array($0.source.utf8)) },
            module: "Shared")
        let textsAgain = again.contracts.flatMap(declarationsText)
        // (emit-kotlin writes no plain class: `Admin` is not in its Kotlin.)
        let objects = texts.filter { $0.contains("superArguments") && !$0.contains(#""kind":"class""#) }
        #expect(objects.count == 2)
        for expected in objects { #expect(textsAgain.contains(expected), "\(textsAgain)") }
    }

    /// `--check` ignores a key written with the format's default: `"parameters": []` and `"constructors": [ {} ]`
    /// (the implicit `constructor()`) are what the Kotlin says when extract writes no key (both were KX0302/KX0303
    /// against the exporter corpus's hand-written `constructors` and `classExtendsAbstractClass` contracts);
    /// `"constructors": []`, no constructor Swift can call, is still drift.
    @Test func keysWrittenWithTheFormatsDefaultAreNoDrift() throws {
        let kotlin = extracted([("A.kt", "package p\nabstract class A {\n    abstract fun a0()\n}\nclass C()\n")])
        func drift(_ constructors: String) throws -> [String] {
            let committed = """
                { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
                  { "kind": "class", "name": "A", "modality": "abstract",
                    "functions": [ { "name": "a0", "parameters": [] } ] },
                  { "kind": "class", "name": "C", "constructors": \(constructors) } ] }
                """
            let located = try ContractJSONReader.parse(Array(committed.utf8), path: "A.kontract.json").get()
            return ContractDrift.compare(extracted: kotlin.contracts, committed: [("A.kontract.json", located)])
                .map(\.message)
        }
        let explicit = try drift(#"[ { "parameters": [] } ]"#)
        #expect(explicit == [], "\(explicit)")
        #expect(try drift("[ {} ]") == [])
        #expect(try drift("[]").count == 1)
    }

    /// `--check` tells overloads apart by their parameter types (all three `a`s were compared with the one
    /// function of that name: two KX0303 against a contract that agrees), and `"throws": ["Throwable"]` is what
    /// `"throws": true` says (`@Throws(Throwable::class)`), `"throws": false` what no key says.
    @Test func overloadsAndThrowableAreNoDrift() throws {
        let kotlin = extracted([
            (
                "A.kt",
                "package p\nclass A {\n    fun a() {}\n    fun a(x: Int) {}\n    @Throws(Throwable::class)\n"
                    + "    fun a(x: Int, y: String) {}\n}\n"
            )
        ])
        func drift(_ functions: String) throws -> [String] {
            let committed = """
                { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
                  { "kind": "class", "name": "A", "functions": \(functions) } ] }
                """
            let located = try ContractJSONReader.parse(Array(committed.utf8), path: "A.kontract.json").get()
            return ContractDrift.compare(extracted: kotlin.contracts, committed: [("A.kontract.json", located)])
                .map(\.message)
        }
        let agreeing = try drift(
            #"[ { "name": "a", "throws": false }, { "name": "a", "parameters": [ { "name": "x", "type": "Int" } ] }, "#
                + #"{ "name": "a", "parameters": [ { "name": "x", "type": "Int" }, { "name": "y", "type": "String" } ], "#
                + #""throws": [ "Throwable" ] } ]"#)
        #expect(agreeing == [], "\(agreeing)")
        let changed = try drift(
            #"[ { "name": "a" }, { "name": "a", "parameters": [ { "name": "x", "type": "Long" } ] }, "#
                + #"{ "name": "a", "parameters": [ { "name": "x", "type": "Int" }, { "name": "y", "type": "String" } ], "#
                + #""throws": [ "IllegalStateException" ] } ]"#)
        #expect(
            changed.map { String($0.prefix(40)) } == [
                "function 'A.a(Int)' is in the Kotlin (A.", "function 'A.a(Long)' is in the contract ",
                "function 'A.a(Int, String)' differs: the",
            ])
    }

    /// Overloads told apart by their receivers alone (`val Int.ms`, `val Long.ms` in one class; exporter
    /// `extensionsMangling`) are compared receiver by receiver: the same pair in the contract is no drift, a changed
    /// receiver is one missing and one new member, named `Receiver.name()`.
    @Test func overloadsByReceiverAreComparedByReceiver() throws {
        let kotlin = extracted([
            (
                "A.kt",
                "package p\nclass A {\n    val Int.ms: Int\n        get() = TODO()\n    val Long.ms: Int\n"
                    + "        get() = TODO()\n    fun Int.at(x: Int) {}\n    fun Long.at(x: Int) {}\n}\n"
            )
        ])
        #expect(kotlin.diagnostics.map(\.formatted) == [])
        func drift(_ second: String) throws -> [String] {
            let committed = """
                { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
                  { "kind": "class", "name": "A",
                    "properties": [ { "name": "ms", "type": "Int", "receiver": "Int" }, { "name": "ms", "type": "Int", "receiver": "\(second)" } ],
                    "functions": [ { "name": "at", "receiver": "\(second)", "parameters": [ { "name": "x", "type": "Int" } ] },
                      { "name": "at", "receiver": "Int", "parameters": [ { "name": "x", "type": "Int" } ] } ] } ] }
                """
            let located = try ContractJSONReader.parse(Array(committed.utf8), path: "A.kontract.json").get()
            return ContractDrift.compare(extracted: kotlin.contracts, committed: [("A.kontract.json", located)])
                .map(\.message)
        }
        let agreeing = try drift("Long")
        #expect(agreeing == [], "\(agreeing)")
        let changed = try drift("Short").map { String($0.prefix(45)) }
        #expect(
            changed == [
                "function 'A.Long.at(Int)' is in the Kotlin (A", "function 'A.Short.at(Int)' is in the contract",
                "property 'A.Long.ms()' is in the Kotlin (A.kt", "property 'A.Short.ms()' is in the contract bu",
            ])
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

    /// A default calling a class below a sealed class with constructor properties is written as kotlinx encodes it:
    /// the sealed classes' properties (outermost first) from what the class passes them, each left out when it is that
    /// class's default (`note` of `Moved("none")`), then the call's own arguments. What the class passes is not a
    /// constant (`Odd : Result(c + 1)`): the default is not one either (KX0201), as validate would refuse the value
    /// without `code` (KT0405). The extracted contract validates.
    @Test func aDefaultOfASealedSubclassHoldsTheSealedClassesProperties() {
        let result = extracted([
            (
                "shared/Result.kt",
                """
                package p
                import kotlinx.serialization.Serializable
                @Serializable
                sealed class Result(val code: Int, var note: String = "none", val retry: Long? = null) {
                    @Serializable data class Failed(val status: Int, val after: Long? = 4) : Result(status, "failed", after)
                    @Serializable sealed class Rejected(val status: Int, val reason: String = "no") : Result(code = status) {
                        @Serializable data class Throttled(val wait: Long) : Rejected(429, reason = "throttled")
                    }
                    @Serializable data class Odd(val c: Int) : Result(c + 1)
                }
                @Serializable data class Moved(val to: String) : Result(code = 301, note = to)
                @Serializable
                data class Exchange(
                    val a: Result = Result.Failed(status = 3),
                    val b: Result = Result.Rejected.Throttled(wait = 5),
                    val c: Moved = Moved("none"),
                    val d: Result = Result.Odd(1),
                )
                """
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted).filter { $0.contains("KX0201") } == [
                "shared/Result.kt:17:21: warning: the default of 'Exchange.d' is not a constant the contract can hold (a "
                    + "call of 'Result.Odd', which passes 'c + 1' to 'Result' ('c')): 'Result.Odd(1)' is left out "
                    + "[KX0201]"
            ])
        let exchange: String =
            #"{"kind":"data class","name":"Exchange","properties":["#
            + #"{"default":{"code":3,"note":"failed","retry":4,"status":3,"type":"p.Result.Failed"},"#
            + #""name":"a","type":"Result"},{"default":{"code":429,"reason":"throttled","status":429,"#
            + #""type":"p.Result.Rejected.Throttled","wait":5},"name":"b","type":"Result"},"#
            + #"{"default":{"code":301,"to":"none"},"name":"c","type":"Moved"},{"name":"d","type":"Result"}]}"#
        #expect(declarationsText(result.contracts[0]).last == exchange)
        // Validate takes the values (KT0405 before: `code` missing); only `Odd`'s missing superArguments is refused.
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.id) == ["KT0509"])
    }
}
