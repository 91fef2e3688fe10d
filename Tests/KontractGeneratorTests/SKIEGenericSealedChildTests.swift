// A generic subclass of a sealed type under SKIE, and SKIE's enum conversion methods: Swift that compiles.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct SKIEGenericSealedChildTests {
    @Test func aGenericSubclassIsCarriedAsItsSuperclassAndToldByAMarker() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed class", "name": "A", "subclasses": [] },
              { "kind": "class", "name": "A1", "typeParameters": [ { "name": "T" } ], "supertypes": [ "A" ],
                "constructors": [ { "parameters": [ { "name": "value", "type": "T", "property": "val" } ] } ] },
              { "kind": "sealed interface", "name": "I", "subclasses": [] },
              { "kind": "class", "name": "I1", "typeParameters": [ { "name": "T" } ], "supertypes": [ "I" ] } ] }
            """
        let files = try SKIEGlobalsAndOverloadsTests.generate(
            ["a.kontract.json": contract], GeneratorOptions(interop: .skie))
        let text = try #require(files["a.kontract.swift"])
        #expect(text.contains("case a1(A)\n"), "A1<T> has no one Swift type: the case carries A")
        #expect(text.contains("case i1(KotlinBase)\n"))
        #expect(text.contains("fileprivate protocol __ASealed_a1: AnyObject {}"))
        #expect(text.contains("extension A1: __ASealed_a1 {}"))
        #expect(text.contains("if let _ = sealed as? any __ASealed_a1, let value = sealed as? A { return .a1(value) }"))
    }

    @Test func skieEnumsConvertToAndFromTheirOriginals() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "enum class", "name": "A", "entries": [ "A1" ],
                "nested": [ { "kind": "enum class", "name": "B", "entries": [ "B1" ] } ] } ] }
            """
        let files = try SKIEGlobalsAndOverloadsTests.generate(
            ["a.kontract.json": contract], GeneratorOptions(interop: .skie))
        let text = try #require(files["a.kontract.swift"])
        #expect(text.contains("public func toKotlinEnum() -> __A {"))
        #expect(text.contains("public func toSwiftEnum() -> A {"))
        #expect(text.contains("extension __A {\n    public typealias __B = A.__B\n}"), "SKIE's __A.__B")
    }
}
