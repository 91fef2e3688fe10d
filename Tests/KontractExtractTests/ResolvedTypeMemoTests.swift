// A type remembered for the whole file resolves as it would be scanned again: not across an enclosing declaration
// declaring its name, nor across type parameters.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct ResolvedTypeMemoTests {
    /// `Child` is an aliased import at the top level and a nested class inside `Parent`: each declaration writes its
    /// own, in any order. (No declaration is left out: one would keep every type to its enclosing declaration.)
    static let kotlin = """
        package p

        import q.Other as Child

        data class First(val c: Child)

        sealed class Parent {
            data class Child(val x: Int) : Parent()
            data class Second(val c: Child) : Parent()
        }

        data class Third(val c: Child)
        """

    /// `T` is a type parameter in `Box` and found nowhere in `Plain`.
    static let typeParameters = """
        package p

        class Box<T>(val t: T)

        data class Plain(val t: T)
        """

    @Test func aTypeAnEnclosingDeclarationNamesIsNotRememberedForTheFile() throws {
        let result = extracted([("p/Scopes.kt", Self.kotlin), ("q/Other.kt", "package q\n\nclass Other\n")])
        let contract = try #require(result.contracts.first { $0.kotlinPath == "p/Scopes.kt" })
        let text = declarationsText(contract).joined(separator: "\n")
        #expect(
            text.contains(
                #"{"kind":"data class","name":"First""#
                    + #","properties":[{"name":"c","type":"Other"}],"serializable":false}"#))
        #expect(
            text.contains(
                #"{"kind":"data class","name":"Third""#
                    + #","properties":[{"name":"c","type":"Other"}],"serializable":false}"#))
        #expect(text.contains(#""name":"Second","properties":[{"name":"c","type":"Child"}]"#))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aTypeParameterIsNotRememberedOutsideItsDeclaration() {
        let result = extracted([("p/Generic.kt", Self.typeParameters)])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "p/Generic.kt:5:22: warning: the type 'T' of 'Plain.t' is not declared in the Kotlin read, imported, "
                    + "nor a type Kotlin imports by default: data class 'Plain' is left out [KX0104]"
            ])
    }

    @Test func keysDifferingInTypeParameterNamesAloneAreDifferentKeys() {
        let outer = ResolvedTypeKey(type: "T", enclosing: nil, typeParameters: ["T"])
        let other = ResolvedTypeKey(type: "T", enclosing: nil, typeParameters: ["U"])
        #expect(outer != other)
        #expect(outer.hashValue == other.hashValue)
        let memo = [outer: "T"]
        #expect(memo[other] == nil)
    }
}
