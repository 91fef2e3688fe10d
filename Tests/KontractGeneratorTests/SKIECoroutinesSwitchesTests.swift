// SKIE's SuspendInterop and FlowInterop switches: kontract.config.json keys and function annotations.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct SKIECoroutinesSwitchesTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "A", "functions": [
            { "name": "plain", "returns": "Int", "suspend": true },
            { "name": "off", "returns": "Int", "suspend": true, "annotations": [ "SuspendInterop.Disabled" ] },
            { "name": "on", "returns": "Int", "suspend": true, "annotations": [ "SuspendInterop.Enabled" ] } ] },
          { "kind": "file", "name": "A.kt", "functions": [
            { "name": "flow", "returns": "Flow<Int>" },
            { "name": "kotlinFlow", "returns": "Flow<Int>", "annotations": [ "FlowInterop.Disabled" ] },
            { "name": "skieFlow", "returns": "Flow<Int>", "annotations": [ "FlowInterop.Enabled" ] },
            { "name": "sum", "parameters": [ { "name": "flow", "type": "Flow<Int>" } ], "returns": "Int",
              "suspend": true, "annotations": [ "FlowInterop.Disabled" ] } ] } ] }
        """

    static func generate(_ options: GeneratorOptions) throws -> String {
        try #require(
            try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": contract], options)["a.kontract.swift"])
    }

    @Test func suspendInteropOffKeepsTheExportsCompletionHandlerShape() throws {
        let on = try Self.generate(GeneratorOptions(interop: .skie))
        #expect(on.contains("public func plain() async throws -> KotlinInt {"))
        #expect(!on.contains("public func plain(completionHandler:"), "SKIE's wrapper only")
        #expect(on.contains("public func off(completionHandler: @escaping (KotlinInt?, Error?) -> Void) {"))
        #expect(on.contains("public func off() async throws -> KotlinInt {"))
        #expect(!on.contains("public func on(completionHandler:"))
        var options = GeneratorOptions(interop: .skie)
        options.skie.suspendInterop = false
        let off = try Self.generate(options)
        #expect(off.contains("public func plain(completionHandler: @escaping (KotlinInt?, Error?) -> Void) {"))
        #expect(off.contains("public func plain() async throws -> KotlinInt {"))
        #expect(!off.contains("public func on(completionHandler:"), "@SuspendInterop.Enabled wins")
        let swift = try Self.generate(GeneratorOptions(interop: .skie, style: .swift))
        #expect(!swift.contains("completionHandler:"), "swift style keeps only the async form")
    }

    @Test func flowInteropOffGivesKotlinsFlowTypes() throws {
        let on = try Self.generate(GeneratorOptions(interop: .skie))
        #expect(on.contains("public static func flow() -> SkieSwiftFlow<KotlinInt> {"))
        #expect(on.contains("public static func kotlinFlow() -> any Kotlinx_coroutines_coreFlow {"))
        #expect(on.contains("public static func skieFlow() -> SkieSwiftFlow<KotlinInt> {"))
        #expect(
            on.contains("public static func sum(flow: any Kotlinx_coroutines_coreFlow) async throws -> KotlinInt {"))
        var options = GeneratorOptions(interop: .skie)
        options.skie.flowInterop = false
        let off = try Self.generate(options)
        #expect(off.contains("public static func flow() -> any Kotlinx_coroutines_coreFlow {"))
        #expect(
            off.contains("public static func skieFlow() -> SkieSwiftFlow<KotlinInt> {"), "@FlowInterop.Enabled wins")
        let objc = try Self.generate(GeneratorOptions(interop: .objc))
        #expect(
            objc.contains("public static func skieFlow() -> any Kotlinx_coroutines_coreFlow {"),
            "no SKIE, no SKIE flows: the header's untyped protocol")
    }
}
