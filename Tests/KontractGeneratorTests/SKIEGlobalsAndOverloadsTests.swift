// SKIE's global functions (file-scope conversion) and default-argument overloads, rule by rule.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct SKIEGlobalsAndOverloadsTests {
    static let skie = GeneratorOptions(interop: .skie)
    static let skieWithDefaults = GeneratorOptions(interop: .skie, skie: SKIEConfiguration(defaultArguments: true))

    /// Generates the contracts (name → JSON) and returns the Swift text by output name.
    static func generate(_ contracts: [String: String], _ options: GeneratorOptions) throws -> [String: String] {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in contracts {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let (module, problems) = TestSupport.module([folder.path])
        let checked = try #require(module, "\(problems)")
        let files = try SwiftGenerator.generate(module: checked, options: options)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    static func file(_ package: String, _ name: String, functions: String = "[]", properties: String = "[]") -> String {
        """
        { "kontract": 1, "module": "Shared", "package": "\(package)", "declarations": [
          { "kind": "file", "name": "\(name)", "functions": \(functions), "properties": \(properties) } ] }
        """
    }

    static let fooIK = """
        [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int" }, { "name": "k", "type": "Int" } ],
            "returns": "Int" } ]
        """

    @Test func topLevelFunctionsAndPropertiesAreAlsoGlobalsUnderSKIE() throws {
        let contracts = [
            "a.kontract.json": Self.file(
                "a", "A.kt", functions: Self.fooIK,
                properties:
                    #"[ { "name": "limit", "type": "Int", "kotlin": "3" }, { "name": "version", "type": "Int", "kotlin": "1" } ]"#
            )
        ]
        let text = try #require(try Self.generate(contracts, Self.skie)["a.kontract.swift"])
        #expect(text.contains("public func foo(i: Int32, k: Int32) -> Int32 {\n    return AKt.foo(i: i, k: k)\n}"))
        #expect(text.contains("public var limit: Int32 { return AKt.limit }"))
        #expect(!text.contains("public var version"), "SKIE does not wrap a property named version")
        let objc = try #require(try Self.generate(contracts, GeneratorOptions())["a.kontract.swift"])
        #expect(!objc.contains("public func foo("))
        var off = Self.skie
        off.skie.globalFunctions = false
        #expect(try Self.generate(contracts, off)["a.kontract.swift"]?.contains("public func foo(") == false)
    }

    @Test func globalsThatCollideGetAnUnderscoreInSKIEsOrder() throws {
        let files = try Self.generate(
            [
                "a.kontract.json": Self.file(
                    "p", "A.kt", functions: Self.fooIK,
                    properties: #"[ { "name": "bar", "type": "Int", "kotlin": "1" } ]"#),
                "b.kontract.json": Self.file(
                    "p.nested", "B.kt", functions: Self.fooIK,
                    properties: #"[ { "name": "bar", "type": "Int", "kotlin": "3" } ]"#),
                "c.kontract.json": """
                { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
                  { "kind": "data class", "name": "Item", "properties": [ { "name": "id", "type": "Int" } ] },
                  { "kind": "file", "name": "C.kt", "functions": [ { "name": "Item", "returns": "Int" } ] } ] }
                """,
            ], Self.skie)
        let a = try #require(files["a.kontract.swift"])
        let b = try #require(files["b.kontract.swift"])
        #expect(a.contains("public func foo(i: Int32, k: Int32) -> Int32 {\n    return AKt.foo(i: i, k: k)"))
        #expect(b.contains("public func foo_(i: Int32, k: Int32) -> Int32 {\n    return BKt.foo(i: i, k: k)"))
        #expect(a.contains("public var bar: Int32 { return AKt.bar }"))
        #expect(b.contains("public var bar_: Int32 { return BKt.bar }"))
        let c = try #require(files["c.kontract.swift"])
        #expect(c.contains("public func Item_() -> Int32 {"), "a global named as a type gets `_`")
    }

    @Test func extensionFunctionsAreNotGlobals() throws {
        let contracts = [
            "a.kontract.json": Self.file(
                "a", "A.kt", functions: #"[ { "name": "shout", "receiver": "String", "returns": "String" } ]"#)
        ]
        let text = try #require(try Self.generate(contracts, Self.skie)["a.kontract.swift"])
        #expect(text.contains("public static func shout(_ receiver: String) -> String"))
        #expect(!text.contains("public func shout("))
    }

    static let defaulted = """
        [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int", "default": 0 },
            { "name": "k", "type": "Int", "default": 1 } ], "returns": "Int" } ]
        """

    @Test func defaultArgumentOverloadsAreOptInAsInSKIE() throws {
        let contracts = ["a.kontract.json": Self.file("a", "A.kt", functions: Self.defaulted)]
        let plain = try #require(try Self.generate(contracts, Self.skie)["a.kontract.swift"])
        #expect(!plain.contains("public static func foo(k: Int32)"))
        let text = try #require(try Self.generate(contracts, Self.skieWithDefaults)["a.kontract.swift"])
        #expect(
            text.contains("public static func foo(k: Int32) -> Int32 {\n        return Self.foo(i: 0, k: k)\n    }"))
        #expect(
            text.contains("public static func foo(i: Int32) -> Int32 {\n        return Self.foo(i: i, k: 1)\n    }"))
        #expect(text.contains("public static func foo() -> Int32 {\n        return Self.foo(i: 0, k: 1)\n    }"))
        #expect(
            text.contains("public func foo(k: Int32) -> Int32 {\n    return AKt.foo(k: k)\n}"),
            "overloads are globals too")
        var swift = Self.skieWithDefaults
        swift.style = .swift
        let idiomatic = try #require(try Self.generate(contracts, swift)["a.kontract.swift"])
        #expect(!idiomatic.contains("func foo(k: Int)"), "idiomatic models keep Swift default arguments instead")
        var one = Self.skieWithDefaults
        one.skie.maximumDefaultArgumentCount = 1
        #expect(try Self.generate(contracts, one)["a.kontract.swift"]?.contains("func foo()") == false)
    }

    @Test func annotationsSwitchDefaultArgumentOverloadsPerFunction() throws {
        let enabled = """
            [ { "name": "foo", "annotations": ["DefaultArgumentInterop.Enabled"],
                "parameters": [ { "name": "i", "type": "Int", "default": 0 } ], "returns": "Int" },
              { "name": "bar", "annotations": ["DefaultArgumentInterop.Disabled"],
                "parameters": [ { "name": "i", "type": "Int", "default": 0 } ], "returns": "Int" } ]
            """
        let contracts = ["a.kontract.json": Self.file("a", "A.kt", functions: enabled)]
        let off = try #require(try Self.generate(contracts, Self.skie)["a.kontract.swift"])
        #expect(off.contains("public static func foo() -> Int32"))
        #expect(!off.contains("public static func bar() -> Int32"))
        let on = try #require(try Self.generate(contracts, Self.skieWithDefaults)["a.kontract.swift"])
        #expect(!on.contains("public static func bar() -> Int32"))
    }

    @Test func collidingOverloadsAreRemovedAndUnavailableInSwift() throws {
        let functions = """
            [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int", "default": 0 },
                { "name": "k", "type": "Int", "default": 1 } ], "returns": "Int" },
              { "name": "foo", "parameters": [ { "name": "i", "type": "Int", "default": 0 },
                { "name": "m", "type": "Double", "default": 2.0 } ], "returns": "Int" },
              { "name": "bar", "parameters": [ { "name": "i", "type": "Int", "default": 0 } ], "returns": "Int" },
              { "name": "bar", "returns": "Int" } ]
            """
        let contracts = ["a.kontract.json": Self.file("a", "A.kt", functions: functions)]
        let text = try #require(try Self.generate(contracts, Self.skieWithDefaults)["a.kontract.swift"])
        #expect(text.contains("public static func foo(k: Int32) -> Int32"))
        #expect(text.contains("public static func foo(m: Double) -> Int32"))
        // Both `foo(i:)` leave out one parameter: both are removed; one stays declared, unavailable in Swift.
        #expect(
            text.components(separatedBy: "@available(swift, introduced: 999)\n    public static func foo(i: Int32)")
                .count == 2)
        #expect(
            text.components(separatedBy: "@available(swift, introduced: 999)\n    public static func foo()").count == 2)
        // `bar()` exists in Kotlin: the overload is not declared at all.
        #expect(text.components(separatedBy: "public static func bar() -> Int32").count == 2)
        #expect(!text.contains("public func foo(i: Int32) -> Int32 {"), "removed overloads get no global")
    }

    @Test func classMethodsAndDataClassCopyGetOverloads() throws {
        let contracts = [
            "a.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "a", "declarations": [
              { "kind": "data class", "name": "Point", "properties": [ { "name": "x", "type": "Int" }, { "name": "y", "type": "Int" } ],
                "functions": [ { "name": "moved", "parameters": [ { "name": "by", "type": "Int", "default": 1 } ],
                  "returns": "Point", "suspend": true } ] } ] }
            """
        ]
        let text = try #require(try Self.generate(contracts, Self.skieWithDefaults)["a.kontract.swift"])
        #expect(text.contains("public func doCopy(x: Int32) -> Point {\n        return self.doCopy(x: x, y: self.y)"))
        #expect(text.contains("public func doCopy() -> Point {\n        return self.doCopy(x: self.x, y: self.y)"))
        #expect(
            text.contains("public func moved() async throws -> Point {\n        return try await self.moved(by: 1)"))
    }
}
