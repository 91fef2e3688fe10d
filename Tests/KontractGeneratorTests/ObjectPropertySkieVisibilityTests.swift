// SKIE's @SkieVisibility and @FlowInterop on an object's properties (`object Clock { @SkieVisibility.Internal val
// secret: Int }`; issue 26).

import Foundation
import KontractGenerator
import Testing

/// SKIE's `SkieVisibility.*` annotations target PROPERTY (touchlab/SKIE `configuration/annotations/SkieVisibility.kt`),
/// so Kotlin accepts them on an object's property as on a class's: under `--interop skie` `PublicButReplaced` is
/// `__time`, `Internal` (out of the app's reach) leaves the property out, `Public` changes nothing; the objc interop
/// ignores them. Compiled in CompileBatchTests.
@Suite struct ObjectPropertySkieVisibilityTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "opv", "declarations": [
          { "kind": "object", "name": "OpvClock", "serializable": false, "properties": [
            { "name": "time", "type": "Long", "default": 1, "annotations": [ "SkieVisibility.PublicButReplaced" ] },
            { "name": "secret", "type": "Int", "default": 2, "annotations": [ "SkieVisibility.Internal" ] },
            { "name": "label", "type": "String", "default": "o", "annotations": [ "SkieVisibility.Public" ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        let time = options.interop == .skie ? "__time" : "time"
        return """
            func objectPropertySkieVisibility() -> [String] {
                ["\\(OpvClock.shared.\(time))", OpvClock.shared.label]
            }
            """
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "ObjectPropertySkieVisibility", contracts: ["opv.kontract.json": contract], forbidding: ["warning:"],
        app: { usage($0) })

    /// SKIE's `FlowInterop.Enabled` / `.Disabled` target PROPERTY too (touchlab/SKIE
    /// `configuration/annotations/FlowInterop.kt`), so Kotlin accepts them on an object's or companion's property;
    /// as on a class's, one that says what `"skie": { "flowInterop": … }` says (on by default) changes nothing, one
    /// that differs is KG0004 under `--interop skie` (GeneratorBadContracts/skie-switch-not-emulated).
    static let flowContract = """
        { "kontract": 1, "module": "Shared", "package": "opf", "declarations": [
          { "kind": "object", "name": "OpfTicker", "serializable": false, "properties": [
            { "name": "beats", "type": "Flow<Int>", "annotations": [ "FlowInterop.Enabled" ] } ] },
          { "kind": "class", "name": "OpfHost", "companion": { "properties": [
            { "name": "ticks", "type": "StateFlow<String>", "annotations": [ "FlowInterop.Enabled" ] } ] } } ] }
        """

    static func flowUsage(_ options: GeneratorOptions) -> String {
        let typed =
            options.interop == .skie && options.style == .bridge
            ? "let typed: SkieSwiftFlow<KotlinInt> = OpfTicker.shared.beats\n    _ = typed" : ""
        return """
            func objectPropertyFlowInterop() {
                _ = OpfTicker.shared.beats
                _ = OpfHost.companion.ticks
                \(typed)
            }
            """
    }

    static let flowCompileCase = CompileCase(
        "ObjectPropertyFlowInterop", contracts: ["opf.kontract.json": flowContract], forbidding: ["warning:"],
        app: { flowUsage($0) })

    @Test func flowInteropAsTheConfigurationSaysChangesNothing() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["opf.kontract.json": Self.flowContract], GeneratorOptions(interop: .skie, style: .bridge))
        let swift = try #require(output["opf.kontract.swift"])
        #expect(swift.contains("public var beats: SkieSwiftFlow<KotlinInt>"), "\(swift)")
        #expect(swift.contains("public var ticks: SkieSwiftStateFlow<"), "\(swift)")
    }

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ])
    func skieInteropAppliesTheVisibility(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["opv.kontract.json": Self.contract], options)
        let swift = try #require(output["opv.kontract.swift"])
        let skie = options.interop == .skie
        #expect(swift.contains("public let __time: Int64 = 1") == skie, "\(swift)")
        #expect(swift.contains("public let time: Int64 = 1") == !skie)
        #expect(swift.contains("secret") == !skie)
        #expect(swift.contains("public let label: String = \"o\""))
    }
}
