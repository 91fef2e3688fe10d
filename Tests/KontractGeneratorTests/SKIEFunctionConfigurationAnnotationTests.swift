// SKIE's per-function configuration annotations: DefaultArgumentInterop.MaximumDefaultArgumentCount(n) and
// FunctionInterop.FileScopeConversion.Enabled / .Disabled, over kontract.config.json's "skie" section.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct SKIEFunctionConfigurationAnnotationTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "file", "name": "A.kt", "functions": [
              { "name": "foo", "parameters": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int", "default": 0 } ],
                "returns": "Int", "annotations": [ { "name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [ 1 ] } ] },
              { "name": "wide", "parameters": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int" },
                  { "name": "m", "type": "Int", "default": 0 } ],
                "returns": "Int", "annotations": [ { "name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [ 2 ] } ] },
              { "name": "bar", "parameters": [ { "name": "i", "type": "Int", "default": 0 } ],
                "returns": "Int", "annotations": [ "FunctionInterop.FileScopeConversion.Disabled" ] },
              { "name": "baz", "returns": "Int", "annotations": [ "FunctionInterop.FileScopeConversion.Enabled" ] },
              { "name": "plain", "returns": "Int" } ],
            "properties": [ { "name": "limit", "type": "Int", "kotlin": "3" } ] } ] }
        """

    static func options(
        interop: InteropMode = .skie, style: GenerationStyle = .bridge, globalFunctions: Bool = true
    ) -> GeneratorOptions {
        var options = GeneratorOptions(interop: interop, style: style)
        options.skie.defaultArguments = true
        options.skie.maximumDefaultArgumentCount = 1
        options.skie.globalFunctions = globalFunctions
        return options
    }

    static func generate(_ options: GeneratorOptions, _ contract: String = contract) throws -> String {
        let files = try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": contract], options)
        return try #require(files["a.kontract.swift"])
    }

    @Test func maximumDefaultArgumentCountOverridesTheConfigurationPerFunction() throws {
        let text = try Self.generate(Self.options())
        #expect(!text.contains("public static func foo() -> Int32"), "two defaulted, the annotation allows one")
        #expect(!text.contains("public static func foo(k: Int32) -> Int32"))
        #expect(text.contains("public static func wide(k: Int32) -> Int32"), "two defaulted, the annotation allows two")
        #expect(text.contains("public static func wide(i: Int32, k: Int32) -> Int32"))
        #expect(text.contains("public static func bar() -> Int32"), "no annotation: the configuration's one")
        var off = Self.options()
        off.skie.defaultArguments = false
        #expect(!(try Self.generate(off)).contains("func wide(k:"), "the count does not turn the overloads on")
    }

    @Test func fileScopeConversionAnnotationsSwitchOneFunctionsGlobal() throws {
        let on = try Self.generate(Self.options())
        #expect(on.contains("public func plain() -> Int32 {\n    return AKt.plain()\n}"))
        #expect(on.contains("public func baz() -> Int32 {"))
        #expect(!on.contains("public func bar("), "Disabled: no global, nor for its overloads")
        #expect(on.contains("public static func bar() -> Int32"), "the facade keeps it")
        #expect(on.contains("public var limit: Int32 { return AKt.limit }"))
        let off = try Self.generate(Self.options(globalFunctions: false))
        #expect(off.contains("public func baz() -> Int32 {\n    return AKt.baz()\n}"), "Enabled over the configuration")
        #expect(!off.contains("public func plain("))
        #expect(!off.contains("public func bar("))
        #expect(!off.contains("public var limit"), "properties follow the configuration")
        let objc = try Self.generate(Self.options(interop: .objc))
        #expect(!objc.contains("public func baz("), "the plain export has no globals")
    }

    @Test func switchesTheGeneratorCannotHonourAreErrorsAtTheAnnotation() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "interface", "name": "D" },
              { "kind": "file", "name": "A.kt", "functions": [
                  { "name": "foo", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" },
                  { "name": "foo", "parameters": [ { "name": "s", "type": "String" } ], "returns": "Int",
                    "annotations": [ "FunctionInterop.FileScopeConversion.Disabled" ] },
                  { "name": "ext", "receiver": "D", "returns": "Int", "annotations": [ "FunctionInterop.FileScopeConversion.Disabled" ] },
                  { "name": "same", "receiver": "D", "returns": "Int", "annotations": [ "FunctionInterop.FileScopeConversion.Enabled" ] },
                  { "name": "onClass", "receiver": "C", "returns": "Int", "annotations": [ "FunctionInterop.FileScopeConversion.Disabled" ] } ] },
              { "kind": "class", "name": "C" } ] }
            """
        let module = try SKIEVisibilityTests.module(contract)
        let errors = SwiftGenerator.run(module: module, options: Self.options()).diagnostics.filter {
            $0.id == GeneratorDiagnosticCode.switchNotEmulated.rawValue
        }
        #expect(errors.map(\.location.line) == [6, 7], "\(errors)")
        #expect(SwiftGenerator.run(module: module, options: Self.options(interop: .objc)).diagnostics.isEmpty)
    }

    @Test func wrongArgumentsAreErrorsAtTheirLine() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "file", "name": "A.kt", "functions": [
                  { "name": "a", "returns": "Int", "annotations": [ { "name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [ "two" ] } ] },
                  { "name": "b", "returns": "Int", "annotations": [ "DefaultArgumentInterop.MaximumDefaultArgumentCount" ] },
                  { "name": "c", "returns": "Int", "annotations": [ { "name": "FunctionInterop.FileScopeConversion.Enabled", "arguments": [ 1 ] } ] },
                  { "name": "d", "returns": "Int", "annotations": [ { "name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [ 65 ] } ] } ],
                "properties": [ { "name": "p", "type": "Int", "kotlin": "3", "annotations": [ "FunctionInterop.FileScopeConversion.Enabled" ] } ] },
              { "kind": "class", "name": "K", "constructors": [ { "parameters": [], "annotations": [ "SkieVisibility.Internal" ] } ] } ] }
            """
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try contract.write(to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
        let pipeline = ContractPipeline.run([folder.path])
        let lines = pipeline.diagnostics.filter { $0.severity == .error }.map(\.location.line)
        #expect(lines == [3, 4, 5, 6, 7, 8], "\(pipeline.diagnostics)")
        #expect(pipeline.diagnostics.contains { $0.message.contains("must be an integer from 0 to 64, found \"two\"") })
    }

    static let constructorContract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "A", "constructors": [
              { "parameters": [ { "name": "i", "type": "Int", "default": 0 } ], "annotations": [ "DefaultArgumentInterop.Disabled" ] } ] },
          { "kind": "class", "name": "B", "constructors": [
              { "parameters": [ { "name": "i", "type": "Int", "default": 0 } ], "annotations": [ "DefaultArgumentInterop.Enabled" ] } ] },
          { "kind": "class", "name": "C", "constructors": [
              { "parameters": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int", "default": 0 } ],
                "annotations": [ { "name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [ 2 ] } ] } ] },
          { "kind": "class", "name": "D", "constructors": [
              { "parameters": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int", "default": 0 } ] } ] } ] }
        """

    /// The `convenience init(` lines of class `name`'s declaration.
    static func overloads(_ text: String, of name: String) -> [String] {
        guard let start = text.range(of: "class \(name): ") else { return [] }
        let rest = text[start.upperBound...]
        let body = rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
        return body.components(separatedBy: "\n").filter { $0.contains("convenience init(") }
    }

    @Test func constructorAnnotationsSwitchItsOverloads() throws {
        let on = try Self.generate(Self.options(), Self.constructorContract)
        #expect(Self.overloads(on, of: "A").isEmpty, "Disabled: no overloads")
        #expect(Self.overloads(on, of: "B").count == 1)
        #expect(Self.overloads(on, of: "C").count == 3, "the annotation allows two defaulted")
        #expect(Self.overloads(on, of: "D").isEmpty, "two defaulted, the configuration allows one")
        var off = Self.options()
        off.skie.defaultArguments = false
        let offText = try Self.generate(off, Self.constructorContract)
        #expect(Self.overloads(offText, of: "B").count == 1, "Enabled over the configuration")
        #expect(Self.overloads(offText, of: "C").isEmpty, "the count does not turn the overloads on")
    }

    /// `data class A @DefaultArgumentInterop.Enabled constructor(…)`: the data class's `"constructor"` key.
    static let dataClassContract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "E", "constructor": { "annotations": [ "DefaultArgumentInterop.Disabled" ] },
            "properties": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "s", "type": "String" } ] },
          { "kind": "data class", "name": "F", "constructor": { "annotations": [ "DefaultArgumentInterop.Enabled" ] },
            "properties": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "s", "type": "String" } ] },
          { "kind": "data class", "name": "G", "constructor": { "annotations": [
              { "name": "DefaultArgumentInterop.MaximumDefaultArgumentCount", "arguments": [ 2 ] } ] },
            "properties": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int", "default": 1 },
              { "name": "s", "type": "String" } ] },
          { "kind": "data class", "name": "H",
            "properties": [ { "name": "i", "type": "Int", "default": 0 }, { "name": "k", "type": "Int", "default": 1 },
              { "name": "s", "type": "String" } ] } ] }
        """

    /// The initializers of data class `name` (a struct in bridge style) but its primary one.
    static func dataClassOverloads(_ text: String, of name: String) -> [String] {
        guard let start = text.range(of: "struct \(name): ") else { return [] }
        let rest = text[start.upperBound...]
        let body = rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
        return Array(body.components(separatedBy: "\n").filter { $0.contains("public init(") }.dropFirst())
    }

    @Test func dataClassConstructorAnnotationsSwitchItsOverloads() throws {
        let on = try Self.generate(Self.options(), Self.dataClassContract)
        #expect(Self.dataClassOverloads(on, of: "E").isEmpty, "Disabled: no overloads")
        #expect(Self.dataClassOverloads(on, of: "F") == ["    public init(s: String) {"])
        #expect(Self.dataClassOverloads(on, of: "G").count == 3, "the annotation allows two defaulted")
        #expect(Self.dataClassOverloads(on, of: "H").isEmpty, "two defaulted, the configuration allows one")
        var off = Self.options()
        off.skie.defaultArguments = false
        let offText = try Self.generate(off, Self.dataClassContract)
        #expect(Self.dataClassOverloads(offText, of: "F").count == 1, "Enabled over the configuration")
        #expect(Self.dataClassOverloads(offText, of: "G").isEmpty, "the count does not turn the overloads on")
        #expect(Self.dataClassOverloads(offText, of: "E").isEmpty)
    }

    @Test func aDataClassConstructorTakesOnlyAnnotations() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "data class", "name": "A", "constructor": { "annotations": [ "SkieVisibility.Internal" ] },
                "properties": [ { "name": "i", "type": "Int" } ] },
              { "kind": "data class", "name": "B", "constructor": { "parameters": [] },
                "properties": [ { "name": "i", "type": "Int" } ] } ] }
            """
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try contract.write(to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
        let errors = ContractPipeline.run([folder.path]).diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location.line) == [2, 4], "\(errors)")
        #expect(errors.map(\.id) == ["KT0106", "KT0101"])
    }

    /// The module compiles without a warning in every configuration, with and without the global functions
    /// (CompileBatchTests). One batch module holds both variants, so each names its file, functions and classes
    /// apart: `GlobalsA.kt`, `globalsfoo`, class `GlobalsA`.
    static let compileCases: [CompileCase] = [true, false].map { globalFunctions in
        let name = globalFunctions ? "Globals" : "NoGlobals"
        let renamed = { (text: String) in
            text.replacingOccurrences(of: #""name": "A.kt""#, with: #""name": "\#(name)A.kt""#)
                .replacingOccurrences(
                    of: #"("name": ")(foo|wide|bar|baz|plain|limit)""#, with: "$1\(name.lowercased())$2\"",
                    options: .regularExpression
                )
                .replacingOccurrences(of: #""kind": "class", "name": ""#, with: #""kind": "class", "name": "\#(name)"#)
                .replacingOccurrences(
                    of: #""kind": "data class", "name": ""#, with: #""kind": "data class", "name": "\#(name)"#)
        }
        return CompileCase(
            "SKIEFunctionConfiguration\(name)",
            contracts: [
                "a.kontract.json": renamed(contract), "b.kontract.json": renamed(constructorContract),
                "c.kontract.json": renamed(dataClassContract),
            ],
            options: SwiftGenerator.configurations.map {
                options(interop: $0.interop, style: $0.style, globalFunctions: globalFunctions)
            },
            forbidding: ["warning:"])
    }
}
