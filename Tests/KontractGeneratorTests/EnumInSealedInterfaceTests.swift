// An enum class implementing a sealed interface (`enum class Speed : Mode`): one of the sealed type's cases in
// every configuration; under a @Serializable sealed interface KG0102 (kotlinx's Json rejects the enum at run time).

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct EnumInSealedInterfaceTests {
    /// Two enum classes under one sealed interface (one SKIE leaves as the exporter's class), one also
    /// implementing a plain interface, next to an object and a sealed branch with a class.
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "interface", "name": "Named", "properties": [ { "name": "label", "type": "String" } ] },
          { "kind": "sealed interface", "name": "Mode", "serializable": false, "subclasses": [
            { "kind": "data object", "name": "Off" },
            { "kind": "sealed interface", "name": "Custom", "serializable": false, "subclasses": [
              { "kind": "class", "name": "Manual" } ] } ] },
          { "kind": "enum class", "name": "Speed", "supertypes": [ "Mode", "Named" ],
            "properties": [ { "name": "label", "type": "String" }, { "name": "factor", "type": "Double" } ],
            "entries": [ { "name": "SLOW", "arguments": [ "slow", 0.5 ] }, { "name": "FAST", "arguments": [ "fast", 2.0 ] } ] },
          { "kind": "enum class", "name": "Legacy", "supertypes": [ "Mode" ], "entries": [ "OLD" ],
            "annotations": [ "EnumInterop.Disabled" ] },
          { "kind": "file", "name": "Modes.kt", "functions": [ { "name": "current", "returns": "Mode" } ] } ] }
        """

    /// Swift using the sealed type in each configuration: an exhaustive switch reaching the enum's value.
    static func usage(_ options: GeneratorOptions) -> String {
        switch (options.interop, options.style) {
        case (.objc, .bridge):
            return """
                func factor(_ mode: any Mode) -> Double? { (mode as? Speed)?.factor }
                func use() -> [Double?] {
                    let modes: [any Mode] = [Speed.fast, Legacy.old, ModeOff.shared]
                    let named: any Named = Speed.slow
                    return modes.map(factor) + [named.label == "slow" ? 1 : nil]
                }
                """
        case (.skie, .bridge):
            return """
                func factor(_ mode: any Mode) -> Double? {
                    switch onEnum(of: mode) {
                    case .speed(let speed): return speed == .fast ? speed.factor : speed.factor / 2
                    case .legacy(let legacy): return legacy === Legacy.old ? 0 : nil
                    case .off, .custom: return nil
                    }
                }
                func use() -> [Double?] {
                    let modes: [any Mode] = [Speed.fast as __Speed, __Speed.slow, Legacy.old]
                    let named: any Named = __Speed.slow
                    return modes.map(factor) + [named.label == "slow" ? 1 : nil]
                }
                """
        default:
            return """
                func factor(_ mode: Mode) -> Double? {
                    switch mode {
                    case .speed(let speed): return speed == .fast ? speed.factor : speed.factor / 2
                    case .legacy(let legacy): return legacy == .old ? 0 : nil
                    case .off, .custom: return nil
                    }
                }
                func use() -> [Double?] {
                    let modes: Set<Mode> = [.speed(.fast), .legacy(.old), .off]
                    return modes.map(factor) + [Mode.speed(.slow).kotlinDescription == "SLOW" ? 1 : nil]
                }
                """
        }
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "EnumInSealedInterface", contracts: ["modes.kontract.json": contract], forbidding: ["warning:"],
        app: { usage($0) })

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
        GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
    ])
    func anEnumUnderASealedInterfaceIsOneOfItsCases(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["modes.kontract.json": Self.contract], options)
        let configuration = "\(options.interop.rawValue)-\(options.style.rawValue)"
        let swift = try #require(output["modes.kontract.swift"])
        if options.style == .bridge {
            #expect(swift.contains("Speed: KotlinEnum<"), "\(configuration)")
            #expect(swift.contains(", Mode, Named"), "\(configuration): the class adopts both protocols")
        }
        if options.interop == .skie && options.style == .bridge {
            #expect(swift.contains("case speed(Speed)") && swift.contains("case legacy(Legacy)"))
            #expect(swift.contains("__Speed { return .speed(value.toSwiftEnum()) }"))
        }
    }

    /// kotlinx's sealed serializer takes the enum as a subclass, but Json refuses to encode it with the class
    /// discriminator: not emulated, an error at the supertype (also through a @Serializable sealed ancestor).
    @Test func aSerializableSealedInterfaceOverAnEnumIsKG0102() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed interface", "name": "Root", "subclasses": [
                { "kind": "sealed interface", "name": "Branch", "serializable": false } ] },
              { "kind": "enum class", "name": "E", "supertypes": [ "Root" ], "entries": [ "A" ] },
              { "kind": "enum class", "name": "F", "supertypes": [ "Root.Branch" ], "entries": [ "B" ] } ] }
            """
        try contract.write(to: folder.appendingPathComponent("s.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([folder.path])
        let checked = try #require(module, "\(problems)")
        for style in [GenerationStyle.bridge, .swift] {
            let result = SwiftGenerator.run(module: checked, options: GeneratorOptions(style: style))
            let errors = result.diagnostics.filter { "\($0)".contains("KG0102") }
            #expect(errors.count == 2, "\(style): \(result.diagnostics)")
            #expect(errors.allSatisfy { $0.message.contains("'Root' is @Serializable") }, "\(errors)")
        }
    }
}
