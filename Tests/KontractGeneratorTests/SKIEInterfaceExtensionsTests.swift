// SKIE's interface extensions, settable globals and the default-argument overloads the SKIE suite's new cases need.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct SKIEInterfaceExtensionsTests {
    static func generate(_ contracts: [String: String], _ options: GeneratorOptions) throws -> [String: String] {
        try SKIEGlobalsAndOverloadsTests.generate(contracts, options)
    }

    static let interfaceAndExtensions = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "interface", "name": "I", "properties": [ { "name": "value", "type": "Int" } ],
            "functions": [ { "name": "own", "returns": "Int" } ] },
          { "kind": "file", "name": "A.kt",
            "functions": [
              { "name": "foo", "receiver": "I", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" },
              { "name": "own", "receiver": "I", "returns": "Int" },
              { "name": "load", "receiver": "I", "suspend": true, "returns": "Int" },
              { "name": "baz", "receiver": "I", "returns": "Int" } ],
            "properties": [
              { "name": "bar", "receiver": "I", "type": "Int", "mutable": true },
              { "name": "baz", "receiver": "I", "type": "Int" } ] } ] }
        """

    @Test func interfaceExtensionsAreProtocolMembersUnderSKIE() throws {
        let contracts = ["a.kontract.json": Self.interfaceAndExtensions]
        let text = try #require(try Self.generate(contracts, SKIEGlobalsAndOverloadsTests.skie)["a.kontract.swift"])
        #expect(text.contains("extension I {"))
        #expect(text.contains("public func foo(i: Int32) -> Int32 {\n        return AKt.foo(self, i: i)"))
        #expect(
            text.contains("public func load() async throws -> KotlinInt {\n        return try await AKt.load(self)"))
        #expect(text.contains("public var bar: Int32 {\n        get {\n            return AKt.bar(self)"))
        #expect(text.contains("AKt.setBar(self, value: newValue)"))
        #expect(text.contains("public var baz: Int32 { return AKt.baz(self) }"))
        #expect(
            !text.contains("public func baz() -> Int32 {\n        return AKt"), "a property and a method baz() collide")
        #expect(!text.contains("return AKt.own(self)"), "the protocol's own member `own` wins over the extension")
        #expect(!text.contains("public func setBar("), "a property's setter is not a protocol member of its own")
        var off = SKIEGlobalsAndOverloadsTests.skie
        off.skie.globalFunctions = false
        #expect(try Self.generate(contracts, off)["a.kontract.swift"]?.contains("AKt.foo(self") == false)
        #expect(try Self.generate(contracts, GeneratorOptions())["a.kontract.swift"]?.contains("AKt.foo(self") == false)
    }

    @Test func aWrapperLeftOutIsReportedAtItsKotlinDeclaration() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.kontract.json")
        try Self.interfaceAndExtensions.write(to: path, atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([folder.path])
        let checked = try #require(module, "\(problems)")
        let result = SwiftGenerator.run(module: checked, options: SKIEGlobalsAndOverloadsTests.skie)
        let leftOut = result.diagnostics.filter { $0.message.contains("SKIE renames one of them") }
        // `own`, the protocol's own member, at its Kotlin function (line 7).
        #expect(leftOut.map(\.id) == ["KG0002"], "\(result.diagnostics.map(\.message))")
        #expect(leftOut.map(\.location.line) == [7], "\(leftOut.map(\.location))")
        #expect(leftOut.contains { $0.message.contains("`I` declares a member named `own` itself") })
    }

    @Test func aTopLevelVarIsASettableGlobal() throws {
        let contracts = [
            "a.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a", "A.kt",
                properties:
                    #"[ { "name": "foo", "type": "Int", "mutable": true, "kotlin": "1" }, { "name": "bar", "type": "Int", "kotlin": "2" } ]"#
            )
        ]
        let text = try #require(try Self.generate(contracts, SKIEGlobalsAndOverloadsTests.skie)["a.kontract.swift"])
        #expect(
            text.contains(
                "public var foo: Int32 {\n    get {\n        return AKt.foo\n    }\n    set {\n        AKt.foo = newValue"
            ))
        #expect(text.contains("public var bar: Int32 { return AKt.bar }"))
    }

    @Test func innerClassConstructorsGetOverloadsKeepingTheOuterInstance() throws {
        let contracts = [
            "a.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "A", "nested": [
                { "kind": "class", "name": "B", "inner": true, "constructors": [ { "parameters": [
                  { "name": "i", "type": "Int" }, { "name": "k", "type": "Int", "default": 1 } ] } ] } ] } ] }
            """
        ]
        let text = try #require(
            try Self.generate(contracts, SKIEGlobalsAndOverloadsTests.skieWithDefaults)["a.kontract.swift"])
        #expect(text.contains("public convenience init(_ outer: A, i: Int32) {"))
        #expect(text.contains("self.init(outer, i: i, k: 1)"))
    }

    @Test func aGenericConstructorTakingTCollidesWithTheOverloadTakingTsBound() throws {
        let contracts = [
            "a.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "A", "typeParameters": [ { "name": "T", "bounds": [ "Int" ] } ],
                "constructors": [
                  { "parameters": [ { "name": "i", "type": "T" } ] },
                  { "parameters": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int", "default": 1 } ] } ] } ] }
            """
        ]
        let text = try #require(
            try Self.generate(contracts, SKIEGlobalsAndOverloadsTests.skieWithDefaults)["a.kontract.swift"])
        #expect(text.contains("public convenience init(k: Int32) {"))
        #expect(!text.contains("public convenience init(i: Int32) {"), "init(i:) would collide with init(i: T)")
    }

    @Test func aVarargDefaultIsTheWholeArray() throws {
        let contracts = [
            "a.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a", "A.kt",
                functions:
                    #"[ { "name": "foo", "parameters": [ { "name": "k", "type": "Int", "vararg": true, "default": [1, 2] } ], "returns": "Int" } ]"#
            )
        ]
        let text = try #require(
            try Self.generate(contracts, SKIEGlobalsAndOverloadsTests.skieWithDefaults)["a.kontract.swift"])
        #expect(text.contains("public static func foo() -> Int32 {"))
        #expect(text.contains("KotlinIntArray([1, 2])"))
    }
}
