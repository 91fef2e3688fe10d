// Function types with a receiver (issue 26, shapes): `Config.() -> Unit` is a block taking the receiver first.

import Foundation
import KontractGenerator
import Testing

/// Kotlin DSLs take `block: Config.() -> Unit` (Koin's `KoinAppDeclaration`, builders); the exporter maps a function
/// type with a receiver as the function type with the receiver as its first parameter (`(Config) -> Void`), and
/// Kotlin's spelling keeps the receiver (hook signatures, emit-kotlin). Before, the contract's type did not parse
/// (KT0201). Compiled in CompileBatchTests, every configuration.
@Suite struct ReceiverFunctionTypeTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "receivers", "declarations": [
          { "kind": "class", "name": "RConfig",
            "properties": [ { "name": "name", "type": "String", "mutable": true, "initial": "" } ] },
          { "kind": "data class", "name": "RStep", "serializable": false, "properties": [
            { "name": "apply", "type": "RConfig.() -> Unit" }, { "name": "check", "type": "(String.(Int) -> Boolean)?" } ] },
          { "kind": "interface", "name": "RBuilder",
            "functions": [ { "name": "build", "parameters": [ { "name": "block", "type": "RConfig.(String) -> Unit" } ],
              "returns": "RConfig" } ] },
          { "kind": "file", "name": "RDsl.kt", "functions": [
            { "name": "config", "parameters": [ { "name": "block", "type": "RConfig.() -> Unit" } ], "returns": "RConfig" },
            { "name": "maybe", "parameters": [ { "name": "f", "type": "(RConfig?.() -> Unit)?" } ] },
            { "name": "sized", "parameters": [ { "name": "f", "type": "List<String>.(RConfig) -> Int?" } ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        let int = options.style == .bridge ? "KotlinInt" : "Int"
        let bool = options.style == .bridge ? "KotlinBoolean" : "Bool"
        let yes = options.style == .bridge ? "KotlinBoolean(value: true)" : "true"
        return """
            func receiverFunctionTypes(_ builder: any RBuilder) -> RConfig {
                let made: RConfig = RDslKt.config { (config: RConfig) in config.name = "x" }
                RDslKt.maybe(f: { (config: RConfig?) in config?.name = "y" })
                RDslKt.sized { (list: [String], config: RConfig) -> \(int)? in nil }
                let step = RStep(apply: { $0.name = "z" }, check: { (text: String, n: \(int)) -> \(bool) in \(yes) })
                step.apply(made)
                _ = builder.build { (config: RConfig, text: String) in config.name = text }
                return made
            }
            """
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "ReceiverFunctionType", contracts: ["receivers.kontract.json": contract], forbidding: ["warning:"],
        app: { usage($0) })

    @Test func theReceiverIsTheBlocksFirstParameterAndKotlinSpellingKeepsIt() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["receivers.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .bridge))
        let swift = try #require(output["receivers.kontract.swift"])
        #expect(swift.contains("public static func config(block: @escaping (RConfig) -> Void) -> RConfig"))
        #expect(swift.contains("public static func maybe(f: ((RConfig?) -> Void)?)"))
        #expect(swift.contains("public let check: ((String, KotlinInt) -> KotlinBoolean)?"))
        #expect(swift.contains("fun config(block: RConfig.() -> Unit): RConfig"))
        #expect(swift.contains("fun sized(f: List<String>.(RConfig) -> Int?)"))
    }
}
