// A restricted setter, an internal supertype and a getter reading a private property: what Swift does not see.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct HiddenFromSwiftTests {
    @Test func aPrivateOrInternalSetterMakesTheVarReadOnly() throws {
        let result = extracted([
            (
                "A.kt",
                """
                package p
                var privateFoo: Int = 1
                    private set
                var internalFoo: Int = 1
                    internal set
                var open: Int = 1
                class C { var x: Int = 0
                    private set }
                object O { var y: Int = 0
                    internal set }
                """
            )
        ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text.first { $0.contains(#""kind":"file""#) }
                == #"{"kind":"file","name":"A.kt","properties":[{"name":"privateFoo","type":"Int"},"#
                + #"{"name":"internalFoo","type":"Int"},{"mutable":true,"name":"open","type":"Int"}]}"#)
        #expect(
            !text.contains { $0.contains(#""mutable":true,"name":"x""#) || $0.contains(#""mutable":true,"name":"y""#) })
    }

    @Test func anInternalSupertypeIsLeftOut() throws {
        let result = extracted([
            ("A.kt", "package p\ninternal interface A { suspend fun foo(): Int = 0 }\ninterface B\nclass A1 : A, B")
        ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(text.contains(#"{"kind":"class","name":"A1","supertypes":["B"]}"#))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aGetterReadingAPrivatePropertyIsWrittenWithoutIt() throws {
        let result = extracted([
            (
                "A.kt",
                "package p\ninterface I { val value: Int }\nprivate var fooStorage = 1\n"
                    + "var I.foo: Int\n    get() = fooStorage\n    set(value) { fooStorage = value }\n"
                    + "val bar: Int get() = value.fooStorage"
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "A.kt:4:7: warning: the getter of 'A.kt.foo' reads 'fooStorage', a property Swift does not see (private "
                    + "or internal) and the contract does not declare: the property is written without it [KX0102]"
            ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(text.contains { $0.contains(#"{"mutable":true,"name":"foo","receiver":"I","type":"Int"}"#) })
    }

    /// Kotlin/Native's ObjC export leaves out a function or property with context parameters (its header test data's
    /// `hiddenContextParameters`); the class and the other members stay.
    @Test func aDeclarationWithContextParametersIsLeftOut() throws {
        let result = extracted([
            (
                "A.kt",
                """
                package p
                class Logger
                context(logger: Logger)
                fun logged(message: String): Int = 0
                context(Logger)
                val stamped: String get() = ""
                fun plain(value: Int): Int = value
                class Screen {
                    context(logger: Logger) fun render() {}
                    context(logger: Logger) val now: Long get() = 0L
                    fun title(): String = ""
                }
                object Tools { context(logger: Logger) fun run() {} }
                """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text == [
                #"{"kind":"class","name":"Logger"}"#,
                #"{"functions":[{"name":"title","returns":"String"}],"kind":"class","name":"Screen"}"#,
                #"{"kind":"object","name":"Tools","serializable":false}"#,
                #"{"functions":[{"name":"plain","parameters":[{"name":"value","type":"Int"}],"returns":"Int"}],"#
                    + #""kind":"file","name":"A.kt"}"#,
            ])
    }

    /// Kotlin's experimental companion blocks and companion extensions: the exporter's header has neither (its
    /// `companionBlocksAndExtensions` case); an ordinary extension beside them stays.
    @Test func companionBlocksAndCompanionExtensionsAreLeftOut() throws {
        let result = extracted([
            (
                "A.kt",
                """
                package p
                class Registry {
                    companion {
                        val defaultSize = 4
                        fun create(): Registry = Registry()
                    }
                    fun size(): Int = 0
                }
                companion val Registry.label: String
                    get() = ""
                companion fun Registry.reset() {}
                fun Registry.count(): Int = 0
                """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text == [
                #"{"functions":[{"name":"size","returns":"Int"}],"kind":"class","name":"Registry"}"#,
                #"{"functions":[{"name":"count","receiver":"Registry","returns":"Int"}],"kind":"file","name":"A.kt"}"#,
            ])
    }
}
