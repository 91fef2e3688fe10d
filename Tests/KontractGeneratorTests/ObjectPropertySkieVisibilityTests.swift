// SKIE's @SkieVisibility on an object's properties (`object Clock { @SkieVisibility.Internal val secret: Int }`; issue 26).

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
