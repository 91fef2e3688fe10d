// SKIE's annotations with arguments (SealedInterop names) and the enum interop switches, per declaration.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct SKIESwitchAnnotationTests {
    static func generate(_ options: GeneratorOptions, _ contract: String) throws -> String {
        let files = try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": contract], options)
        return try #require(files["a.kontract.swift"])
    }

    @Test func sealedAnnotationsWithArgumentsNameTheFunctionAndCases() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed class", "name": "A", "annotations": [
                  { "name": "SealedInterop.Function.Name", "arguments": [ "onA" ] },
                  { "name": "SealedInterop.Function.ArgumentLabel", "arguments": [ "" ] },
                  { "name": "SealedInterop.Function.ParameterName", "arguments": [ "a" ] },
                  { "name": "SealedInterop.ElseName", "arguments": [ "Other" ] } ],
                "subclasses": [
                  { "kind": "object", "name": "A1", "annotations": [ "SealedInterop.Case.Hidden" ] },
                  { "kind": "object", "name": "A2", "annotations": [ { "name": "SealedInterop.Case.Name", "arguments": [ "X" ] } ] },
                  { "kind": "object", "name": "A3" } ] },
              { "kind": "sealed class", "name": "B", "subclasses": [ { "kind": "object", "name": "B1" } ] } ] }
            """
        let text = try Self.generate(GeneratorOptions(interop: .skie), contract)
        #expect(text.contains("public func onA<__Sealed: A>(a: __Sealed) -> ASealed {"))
        #expect(text.contains("case X(A.A2)\n    case a3(A.A3)\n    case Other\n"))
        #expect(text.contains("return .Other"))
        // Another sealed type keeps the configuration's names.
        #expect(text.contains("public func onEnum<__Sealed: B>(of sealed: __Sealed) -> BSealed {"))
        var options = GeneratorOptions(interop: .skie)
        options.skie.sealedCaseName = "Y"
        let configured = try Self.generate(options, contract)
        #expect(configured.contains("case X(A.A2)\n    case Y(A.A3)\n"), "the annotation wins over the configuration")
        // Swift style has no SKIE enum: the cases keep their own names.
        let swift = try Self.generate(GeneratorOptions(interop: .skie, style: .swift), contract)
        #expect(!swift.contains("case X("))
    }

    @Test func enumInteropSwitchesKeepTheExportersClassOrItsNames() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "enum class", "name": "A", "annotations": [ "EnumInterop.Disabled" ], "entries": [ "A1", "aaBb" ] },
              { "kind": "enum class", "name": "B", "annotations": [ "EnumInterop.LegacyCaseName.Enabled" ],
                "entries": [ "aaBb", "AaBbCc" ] },
              { "kind": "enum class", "name": "C", "entries": [ "aaBb" ] } ] }
            """
        let text = try Self.generate(GeneratorOptions(interop: .skie), contract)
        #expect(text.contains("public final class A: KotlinEnum<A>"), "EnumInterop.Disabled: the exporter's class")
        #expect(!text.contains("class __A"))
        #expect(text.contains("static let aabb: A = A(name: \"aaBb\", ordinal: 1)"))
        #expect(text.contains("case aabb\n    case aabbcc\n"), "LegacyCaseName: the exporter's names")
        #expect(text.contains("static let aabb: __B = __B(name: \"aaBb\", ordinal: 0)"))
        #expect(text.contains("public enum C:") && text.contains("case aaBb\n"), "SKIE's names otherwise")
        var options = GeneratorOptions(interop: .skie)
        options.skie.enumInterop = false
        let off = try Self.generate(options, contract)
        #expect(off.contains("public final class C: KotlinEnum<C>"), "enumInterop false: the exporter's class")
        #expect(off.contains("public final class B: KotlinEnum<B>"))
    }
}
