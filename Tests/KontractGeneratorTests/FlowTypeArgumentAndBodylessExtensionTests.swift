// A flow as a generic class's type argument, extension properties without a `kotlin` getter, and SKIE's
// default-argument overloads of a data class's initializer, in the configurations that differ.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct FlowTypeArgumentAndBodylessExtensionTests {
    static let box = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "A", "typeParameters": [ { "name": "T" } ],
            "constructors": [ { "parameters": [ { "name": "value", "type": "T", "property": "val" } ] } ] },
          { "kind": "class", "name": "Holder" },
          { "kind": "file", "name": "A.kt",
            "functions": [ { "name": "plain", "returns": "A<Flow<Int>>" }, { "name": "optional", "returns": "A<Flow<Int?>?>" },
                           { "name": "twice", "returns": "A<A<StateFlow<String>>>" } ],
            "properties": [ { "name": "updates", "receiver": "Holder", "type": "Flow<Int>", "mutable": true },
                            { "name": "count", "receiver": "Holder", "type": "Int" } ] } ] }
        """

    static func generate(_ options: GeneratorOptions) throws -> String {
        let files = try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": box], options)
        return try #require(files["a.kontract.swift"])
    }

    /// SKIE maps a flow in a generic class's type arguments to its Kotlin class (a Swift class cannot be an
    /// Objective-C type argument), SKIE's `as_generic_argument` tests: `SkieSwiftFlow(AKt.foo().value!)`.
    @Test func aFlowTypeArgumentIsSKIEsKotlinFlowClass() throws {
        let skie = try Self.generate(GeneratorOptions(interop: .skie))
        #expect(skie.contains("static func plain() -> A<SkieKotlinFlow<KotlinInt>>"))
        #expect(skie.contains("static func optional() -> A<SkieKotlinOptionalFlow<KotlinInt>>"))
        #expect(skie.contains("static func twice() -> A<A<SkieKotlinStateFlow<String>>>"))
        let objc = try Self.generate(GeneratorOptions())
        // Plain objc: the header's untyped protocols (`A<id<Kotlinx_coroutines_coreFlow>>`).
        #expect(objc.contains("static func plain() -> A<any Kotlinx_coroutines_coreFlow>"))
        #expect(objc.contains("static func twice() -> A<A<any Kotlinx_coroutines_coreStateFlow>>"))
    }

    /// No `kotlin` getter: the getter runs a settable `KotlinFunction` of the receiver (the zero value unset), a
    /// `var`'s setter another; a flow has no zero, so an unset getter stops.
    @Test func anExtensionPropertyWithoutGetterRunsASettableFunction() throws {
        let skie = try Self.generate(GeneratorOptions(interop: .skie))
        #expect(
            skie.contains(
                "public static let updatesGetImplementation: KotlinFunction<Holder, SkieSwiftFlow<KotlinInt>> = "
                    + "KotlinFunction(\"A.kt: var Holder.updates: Flow<Int> (getter)\")"))
        #expect(skie.contains("get {\n            Self.updatesGetImplementation.call(self, orElse: nil)\n        }"))
        #expect(skie.contains("Self.updatesSetImplementation.call((self, newValue), orElse: {})"))
        #expect(
            skie.contains("public var count: Int32 { Self.countGetImplementation.call(self, orElse: { 0 }) }"))
        let objc = try Self.generate(GeneratorOptions())
        #expect(objc.contains("KotlinFunction<Holder, any Kotlinx_coroutines_coreFlow>"))
    }

    /// SKIE's overloads of a data class's initializer leave out defaulted properties (`A()` for
    /// `data class A(val i: Int = 0)`); off by default, as SKIE's `DefaultArgumentInterop`.
    @Test func aDataClassInitializerGetsSKIEsDefaultArgumentOverloads() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "data class", "name": "A", "properties": [
                { "name": "i", "type": "Int", "default": 0 }, { "name": "s", "type": "String" } ] } ] }
            """
        let files = try SKIEGlobalsAndOverloadsTests.generate(
            ["a.kontract.json": contract], SKIEGlobalsAndOverloadsTests.skieWithDefaults)
        let text = try #require(files["a.kontract.swift"])
        #expect(text.contains("public init(s: String) {\n        self.init(i: 0, s: s)\n    }"))
        #expect(!text.contains("public init() {"), "s has no default")
        let off = try SKIEGlobalsAndOverloadsTests.generate(
            ["a.kontract.json": contract], GeneratorOptions(interop: .skie))
        #expect(off["a.kontract.swift"]?.contains("public init(s: String)") == false)
    }
}
