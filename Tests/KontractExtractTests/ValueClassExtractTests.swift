// Value classes read from Kotlin: the contract's `value class`, uses by name, defaults as the wrapped value.

import Foundation
import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

@Suite struct ValueClassExtractTests {
    @Test func aValueClassBecomesItsContractDeclarationAndItsConstructorCallItsValue() throws {
        let result = extracted([
            (
                "V.kt",
                "package p\nimport kotlinx.serialization.Serializable\nimport kotlin.jvm.JvmInline\n"
                    + "/** A user's id. */\n@Serializable @JvmInline\nvalue class UserId(val raw: String)\n"
                    + "@Serializable @JvmInline value class Cents(val amount: Long)\n"
                    + "@JvmInline value class Handle(val token: String)\n"
                    + "@Serializable value class Tags(val items: List<String>)\n"
                    + "@Serializable data class Ledger(val id: UserId, val balance: Cents = Cents(0L),\n"
                    + "  val tags: Tags = Tags(listOf(\"new\")), val referrer: UserId? = null,\n"
                    + "  val owner: UserId = UserId(raw = \"root\"))\n"
                    + "fun lookup(id: UserId, handle: Handle): Ledger? = null\n"
            )
        ])
        #expect(result.diagnostics.map(\.formatted) == [])
        let contract = try #require(result.contracts.first)
        #expect(
            declarationsText(contract) == [
                #"{"doc":"A user's id.","kind":"value class","name":"UserId","properties":[{"name":"raw","type":"String"}]}"#,
                #"{"kind":"value class","name":"Cents","properties":[{"name":"amount","type":"Long"}]}"#,
                #"{"kind":"value class","name":"Handle","properties":[{"name":"token","type":"String"}],"serializable":false}"#,
                #"{"kind":"value class","name":"Tags","properties":[{"name":"items","type":"List<String>"}]}"#,
                #"{"kind":"data class","name":"Ledger","properties":[{"name":"id","type":"UserId"},"#
                    + #"{"default":0,"name":"balance","type":"Cents"},{"default":["new"],"name":"tags","type":"Tags"},"#
                    + #"{"default":null,"name":"referrer","type":"UserId?"},"#
                    + #"{"default":"root","name":"owner","type":"UserId"}]}"#,
                #"{"functions":[{"name":"lookup","parameters":[{"name":"id","type":"UserId"},"#
                    + #"{"name":"handle","type":"Handle"}],"returns":"Ledger?"}],"kind":"file","name":"V.kt"}"#,
            ])
    }

    @Test func whatTheFormatCannotSayOfAValueClassIsAWarningAtItsLine() throws {
        let result = extracted([
            (
                "W.kt",
                "package p\nimport kotlin.jvm.JvmInline\nclass Outer {\n  @JvmInline value class Inner(val a: Int)\n}\n"
                    + "@JvmInline value class Box<T>(val inner: T)\n@JvmInline value class Maybe(val raw: String?)\n"
                    + "@JvmInline value class Email(val value: String) {\n  init { require(\"@\" in value) }\n"
                    + "  val domain: String get() = value.substringAfter('@')\n  fun masked(): String = \"***\"\n}\n"
                    + "inline class Legacy(val value: Int)\ninterface Named\n"
                    + "@JvmInline value class Percent private constructor(val raw: Double) : Named {\n"
                    + "  companion object\n}\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "W.kt:4:26: warning: value class 'Outer.Inner' is nested (the format has value classes at the top "
                    + "level), which the contract format cannot carry [KX0101]",
                "W.kt:6:24: warning: value class 'Box' has type parameters, which the contract format cannot carry "
                    + "[KX0101]",
                "W.kt:7:24: warning: value class 'Maybe' wraps a nullable type, which the contract format cannot "
                    + "carry [KX0101]",
                "W.kt:9:3: warning: an init block of value class 'Email' is not carried (the format has a value "
                    + "class's property only) [KX0102]",
                "W.kt:10:7: warning: property 'domain' of value class 'Email' is not carried (the format has a value "
                    + "class's property only) [KX0102]",
                "W.kt:11:7: warning: function 'masked' of value class 'Email' is not carried (the format has a value "
                    + "class's property only) [KX0102]",
                "W.kt:15:24: warning: the private constructor of value class 'Percent' is not carried: the contract "
                    + "makes it public [KX0102]",
                "W.kt:15:71: warning: supertype 'Named' of value class 'Percent' is not carried (the format has "
                    + "none) [KX0102]",
                "W.kt:16:13: warning: a companion object of value class 'Percent' is not carried (the format has a "
                    + "value class's property only) [KX0102]",
            ])
        let contract = try #require(result.contracts.first)
        #expect(
            declarationsText(contract) == [
                #"{"kind":"class","name":"Outer"}"#,
                #"{"kind":"value class","name":"Email","properties":[{"name":"value","type":"String"}],"serializable":false}"#,
                #"{"kind":"value class","name":"Legacy","properties":[{"name":"value","type":"Int"}],"serializable":false}"#,
                #"{"kind":"interface","name":"Named"}"#,
                #"{"kind":"value class","name":"Percent","properties":[{"name":"raw","type":"Double"}],"serializable":false}"#,
            ])
    }
}
