// SKIE's namespace (`Skie.<module>.A.__Sealed`), generic onEnum, hidden suspend originals, unavailable init().

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct SKIENamespaceTests {
    static let sealed = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "sealed class", "name": "A", "subclasses": [ { "kind": "object", "name": "A1" } ] },
          { "kind": "class", "name": "Outer", "nested": [
            { "kind": "sealed interface", "name": "Inner", "subclasses": [ { "kind": "object", "name": "I1" } ] } ] },
          { "kind": "class", "name": "B", "constructors": [ { "parameters": [ { "name": "i", "type": "Int" } ] } ] },
          { "kind": "file", "name": "A.kt", "functions": [
            { "name": "foo", "returns": "StateFlow<Int>", "suspend": true },
            { "name": "bar", "returns": "Int", "suspend": true } ] } ] }
        """

    static func generate(_ options: GeneratorOptions, _ contracts: [String: String] = ["a.kontract.json": sealed])
        throws -> [String: String]
    {
        try SKIEGlobalsAndOverloadsTests.generate(contracts, options)
    }

    @Test func sealedEnumsAreInSKIEsNamespaceOfTheModule() throws {
        var options = GeneratorOptions(interop: .skie)
        options.skie.kotlinModule = "co.touchlab.skie:kotlin"
        let text = try #require(try Self.generate(options)["a.kontract.swift"])
        #expect(
            text.contains(
                "extension Skie {\n    /// SKIE's namespace of the module's classes.\n    public enum Kotlin {"))
        #expect(text.contains("        public enum A {\n            public typealias __Sealed = ASealed\n        }"))
        #expect(
            text.contains(
                "            public enum Inner {\n                public typealias __Sealed = OuterInnerSealed"))
        #expect(text.contains("    public typealias co_touchlab_skie__kotlin = Kotlin"))
        // Classes: generic as SKIE's; interfaces over `any P` (a Swift existential is not a `P`).
        #expect(text.contains("public func onEnum<__Sealed: A>(of sealed: __Sealed) -> ASealed {"))
        #expect(text.contains("public func onEnum(of sealed: any OuterInner) -> OuterInnerSealed {"))
        // The default: the framework's name, which the short name equals, so the full name alone.
        let plain = try #require(try Self.generate(GeneratorOptions(interop: .skie))["a.kontract.swift"])
        #expect(
            plain.contains(
                "extension Skie {\n    /// SKIE's namespace of the module's classes.\n    public enum Shared {"))
        #expect(!plain.contains("public typealias Shared"))
        let objc = try #require(try Self.generate(GeneratorOptions())["a.kontract.swift"])
        #expect(!objc.contains("Skie"))
    }

    @Test func namespaceNamesFollowSKIE() {
        #expect(
            SkieNamespaceNaming.moduleNamespace(kotlinModule: "co.touchlab.skie:kotlin", frameworkName: "Kotlin")
                == ("co_touchlab_skie__kotlin", nil))
        #expect(
            SkieNamespaceNaming.moduleNamespace(kotlinModule: "com.example:shared-data", frameworkName: "Shared")
                == ("SharedData", "com_example__shared_data"))
        #expect(
            SkieNamespaceNaming.moduleNamespace(kotlinModule: "9lives", frameworkName: "Shared") == ("_9lives", nil))
    }

    @Test func suspendFunctionsKeepSKIEsHiddenOriginal() throws {
        let text = try #require(try Self.generate(GeneratorOptions(interop: .skie))["a.kontract.swift"])
        #expect(text.contains("public static func foo() async throws -> any Kotlinx_coroutines_coreStateFlow {"))
        #expect(text.contains("public static func __foo() async throws -> SkieSwiftStateFlow<KotlinInt> {"))
        #expect(text.contains("public static func __bar() async throws -> KotlinInt {"))
        #expect(!text.contains("public func __foo"), "a hidden original is no SKIE global")
        let objc = try #require(try Self.generate(GeneratorOptions())["a.kontract.swift"])
        #expect(!objc.contains("__foo"))
    }

    @Test func aClassWithoutANoArgumentConstructorHasInitUnavailable() throws {
        let text = try #require(try Self.generate(GeneratorOptions())["a.kontract.swift"])
        // Not `override`: KotlinBase's own `init()` is unavailable too.
        #expect(text.contains("    @available(*, unavailable)\n    public init() {"))
        let swift = try #require(try Self.generate(GeneratorOptions(style: .swift))["a.kontract.swift"])
        #expect(!swift.contains("@available(*, unavailable)"))
    }

    @Test func sealedInteropSwitchesAndAnnotationsAsSKIEs() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed class", "name": "A", "subclasses": [ { "kind": "object", "name": "A1" } ] },
              { "kind": "sealed class", "name": "B", "annotations": [ "SealedInterop.Disabled" ],
                "subclasses": [ { "kind": "object", "name": "B1" } ] },
              { "kind": "sealed interface", "name": "C", "annotations": [ "SealedInterop.Enabled" ], "subclasses": [] } ] }
            """
        let contracts = ["a.kontract.json": contract]
        let on = try #require(try Self.generate(GeneratorOptions(interop: .skie), contracts)["a.kontract.swift"])
        #expect(on.contains("public func onEnum<__Sealed: A>(of sealed: __Sealed) -> ASealed {"))
        #expect(!on.contains("BSealed"), "@SealedInterop.Disabled")
        #expect(on.contains("public func onEnum(of sealed: any C) -> CSealed {"))
        #expect(on.contains("case `else`"))
        var options = GeneratorOptions(interop: .skie)
        options.skie.sealedInterop = false
        options.skie.sealedFunctionName = "onEnum2"
        options.skie.sealedFunctionArgumentLabel = "_"
        options.skie.sealedFunctionParameterName = "value"
        options.skie.sealedElseName = "other"
        let off = try #require(try Self.generate(options, contracts)["a.kontract.swift"])
        #expect(!off.contains("ASealed"), "sealedInterop false")
        #expect(off.contains("public func onEnum2(_ value: any C) -> CSealed {"), "@SealedInterop.Enabled wins")
        #expect(off.contains("case other"))
        #expect(off.contains("return onEnum2(value) as CSealed\n"))
    }

    @Test func hiddenSubclassesFallInTheElseCase() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed class", "name": "A", "subclasses": [
                { "kind": "object", "name": "A1", "annotations": [ "SealedInterop.Case.Hidden" ] },
                { "kind": "object", "name": "A2" } ] } ] }
            """
        let contracts = ["a.kontract.json": contract]
        let text = try #require(try Self.generate(GeneratorOptions(interop: .skie), contracts)["a.kontract.swift"])
        #expect(text.contains("case a2(A.A2)\n    case `else`\n"))
        #expect(!text.contains("case a1("))
        #expect(text.contains("return .`else`"))
        var options = GeneratorOptions(interop: .skie)
        options.skie.sealedCaseVisible = false
        let hidden = try #require(try Self.generate(options, contracts)["a.kontract.swift"])
        #expect(!hidden.contains("case a2("), "every subclass without Case.Visible is else")
    }
}
