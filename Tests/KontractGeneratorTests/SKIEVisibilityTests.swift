// SKIE's @SkieVisibility annotations under --interop skie: what the app sees of each declaration, and the KG notes.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct SKIEVisibilityTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "file", "name": "A.kt", "functions": [
              { "name": "foo", "parameters": [ { "name": "i", "type": "Int", "default": 0 } ], "returns": "Int",
                "annotations": [ "SkieVisibility.Internal" ] },
              { "name": "bar", "returns": "Int", "annotations": [ "SkieVisibility.PublicButReplaced" ] },
              { "name": "baz", "returns": "Int", "suspend": true, "annotations": [ "SkieVisibility.Private" ] } ],
            "properties": [ { "name": "p", "type": "Int", "kotlin": "1", "annotations": [ "SkieVisibility.Private" ] } ] },
          { "kind": "enum class", "name": "E", "annotations": [ "SkieVisibility.PublicButReplaced" ], "entries": [ "E1" ] },
          { "kind": "sealed class", "name": "S", "subclasses": [
              { "kind": "object", "name": "S1", "annotations": [ "SkieVisibility.Private" ] },
              { "kind": "object", "name": "S2" } ] } ] }
        """

    static func skie() -> GeneratorOptions {
        var options = GeneratorOptions(interop: .skie)
        options.skie.defaultArguments = true
        return options
    }

    static func generate(_ options: GeneratorOptions, _ contract: String = contract) throws -> String {
        let files = try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": contract], options)
        return try #require(files["a.kontract.swift"])
    }

    @Test func internalFunctionsAreUnavailableInSwiftWithTheirOverloads() throws {
        let text = try Self.generate(Self.skie())
        let unavailable = "@available(swift, introduced: 999, message: \"\(SkieUnavailableMembers.message)\")"
        // In an extension of their own, where the overload may call the original.
        #expect(text.contains(unavailable + "\nextension AKt {"))
        #expect(text.contains(unavailable + "\n    public static func foo(i: Int32) -> Int32 {"))
        #expect(text.contains(unavailable + "\n    public static func foo() -> Int32 {"))
        // No SKIE global function for it.
        #expect(!text.contains("\npublic func foo("))
    }

    @Test func privateAndReplacedMembers() throws {
        let text = try Self.generate(Self.skie())
        #expect(text.contains("public static func __bar() -> Int32 {"), "PublicButReplaced: __bar")
        #expect(text.contains("public func __bar() -> Int32 {"), "and SKIE's global function is __bar too")
        #expect(!text.contains("func baz("), "Private suspend function: left out with its wrapper")
        #expect(!text.contains("var p:"), "Private property: left out")
    }

    @Test func classifiersAreRenamedOrFallInElse() throws {
        let text = try Self.generate(Self.skie())
        #expect(text.contains("public enum __E: Hashable"), "SKIE's Swift enum is __E")
        #expect(text.contains("public final class ____E: KotlinEnum<____E>"), "the exporter's class ____E")
        #expect(text.contains("public enum SSealed: Hashable {\n    case s2(S.S2)\n    case `else`\n}"))
        let translation = SwiftGenerator.translate(module: try Self.module(), options: Self.skie())
        let warnings = translation.diagnostics.filter {
            $0.id == GeneratorDiagnosticCode.annotationNotEmulated.rawValue
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("'S1' is @SkieVisibility.Private") == true)
    }

    /// The split runs on the IR before the file's one print: run after it, it dropped the print kept for the renderer
    /// and every file with a type was printed a second time.
    @Test func unavailableMembersAreSplitBeforeTheOnePrint() throws {
        let translation = SwiftGenerator.translate(module: try Self.module(), options: Self.skie())
        let file = try #require(translation.files.first)
        let body = try #require(file.printedBody, "the translator's print is kept")
        #expect(body.contains { $0.contains("extension AKt {") }, "the print holds the split")
        var reprinted = file
        reprinted.printedBody = nil
        #expect(SwiftRenderer.render(file) == SwiftRenderer.render(reprinted), "the kept print is the IR's")
    }

    @Test func theObjCExportIgnoresSkieVisibility() throws {
        let text = try Self.generate(GeneratorOptions(interop: .objc))
        #expect(!text.contains("introduced: 999"))
        #expect(text.contains("public static func bar() -> Int32 {"))
        #expect(text.contains("public final class E: KotlinEnum<E>"))
    }

    @Test func internalIfWrappedOnAWrappedFunctionIsNotEmulated() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "file", "name": "A.kt", "functions": [
                  { "name": "foo", "returns": "Int", "suspend": true, "annotations": [ "SkieVisibility.InternalIfWrapped" ] } ] },
              { "kind": "class", "name": "C", "functions": [
                  { "name": "plain", "returns": "Int", "annotations": [ "SkieVisibility.InternalIfWrapped" ] } ] } ] }
            """
        let module = try Self.module(contract)
        let errors = SwiftGenerator.run(module: module, options: Self.skie()).diagnostics.filter {
            $0.id == GeneratorDiagnosticCode.switchNotEmulated.rawValue
        }
        #expect(errors.count == 1, "the suspend top-level function only; a plain class method is public")
        #expect(errors.first?.location.line == 3)
        #expect(SwiftGenerator.run(module: module, options: GeneratorOptions(interop: .objc)).diagnostics.isEmpty)
    }

    @Test func theConfigurationsVisibilityActsWhereNoAnnotationDoes() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "g", "declarations": [
              { "kind": "file", "name": "G.kt", "functions": [
                  { "name": "hidden", "returns": "Int" },
                  { "name": "shown", "returns": "Int", "annotations": [ "SkieVisibility.Public" ] } ] } ] }
            """
        var options = Self.skie()
        options.skie.visibility = .internal
        let text = try Self.generate(options, contract)
        #expect(text.contains("\(SkieUnavailableMembers.message)\")\n    public static func hidden() -> Int32 {"))
        #expect(text.contains("public func shown() -> Int32 {"), "the annotation wins: a global function")
        #expect(!text.contains("public func hidden("))
        #expect(SkieVisibilityLevel(levelName: "PublicButReplaced") == .publicButReplaced)
        #expect(SkieVisibilityLevel(levelName: "Secret") == nil)
    }

    @Test func anInternalPlainClassNoTypeNamesIsUnavailableInSwift() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "c", "declarations": [
              { "kind": "class", "name": "A", "annotations": [ "SkieVisibility.Internal" ],
                "functions": [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int", "default": 0 } ],
                  "returns": "Int" } ] },
              { "kind": "class", "name": "B", "annotations": [ "SkieVisibility.Internal" ] },
              { "kind": "file", "name": "F.kt", "functions": [ { "name": "make", "returns": "B" } ] } ] }
            """
        let text = try Self.generate(Self.skie(), contract)
        let unavailable = "@available(swift, introduced: 999, message: \"\(SkieUnavailableMembers.message)\")"
        #expect(text.contains(unavailable + "\npublic final class A: KotlinBase"))
        #expect(text.contains(unavailable + "\nextension A {"))
        // B is a function's result: it stays available (KG0003), or `make()` could not be declared.
        #expect(!text.contains(unavailable + "\npublic final class B"))
        let warnings = SwiftGenerator.run(module: try Self.module(contract), options: Self.skie()).diagnostics
        #expect(warnings.map(\.message).filter { $0.contains("@SkieVisibility.Internal") }.count == 1)
    }

    static func module(_ contract: String = contract) throws -> CheckedModule {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try contract.write(to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([folder.path])
        return try #require(module, "\(problems)")
    }
}
