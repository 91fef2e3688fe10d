// Opt-in: type-checks every translated test expression with swiftc against the real KontractRuntime
// (errors and warnings both fail).
//
// Run with `KONTRACT_TYPECHECK_EXPRESSIONS=1 swift test --filter ExpressionTypecheck` after
// `swift build` (it reads `.build/debug/Modules`). It starts swiftc, so it is off by default.

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

@Suite(.enabled(if: ProcessInfo.processInfo.environment["KONTRACT_TYPECHECK_EXPRESSIONS"] != nil))
struct ExpressionTypecheckTests {
    @Test(arguments: GenerationStyle.allCases)
    func translationsCompile(_ style: GenerationStyle) async throws {
        var source = style == .bridge ? Self.bridgeModel : Self.swiftModel
        source += "extension State {\n"
        for (index, example) in ExpressionTranslatorTests.cases.enumerated() {
            let expected = example.expecting.flatMap(ExpressionTranslationFixture.type)
            let typed = try #require(
                KotlinExpressionChecker.typedExpression(
                    example.kotlin, in: ExpressionTranslationFixture.environment, expecting: expected))
            let swift = ExpressionTranslationFixture.swift(example.kotlin, style, expecting: example.expecting)
            source += "    var e\(index): \(Self.swiftType(expected ?? typed.type, style)) { \(swift) }\n"
        }
        source += "}\n"
        let root = repositoryRoot
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-expressions-\(style).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = await runSubprocess(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-I", root.appendingPathComponent(".build/debug/Modules").path, file.path])
        let output = result.output
        #expect(result.status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    /// The Swift type of a fixture property or expression, as the generator spells it.
    static func swiftType(_ type: ResolvedType, _ style: GenerationStyle, isElement: Bool = false) -> String {
        var base: String
        switch type.kind {
        case .primitive(let primitive):
            let bridgeBoxed = style == .bridge && (type.isNullable || isElement)
            if bridgeBoxed && primitive == .char { return type.isNullable ? "Any?" : "Any" }
            base = bridgeBoxed ? "Kotlin" + primitive.rawValue : primitive.swiftName(style)
        case .string: base = "String"
        case .generic(.list, let arguments): base = "[\(swiftType(arguments[0], style, isElement: true))]"
        case .generic(.set, let arguments): base = "Set<\(swiftType(arguments[0], style, isElement: true))>"
        case .generic(.map, let arguments):
            base =
                "[\(swiftType(arguments[0], style, isElement: true)): \(swiftType(arguments[1], style, isElement: true))]"
        case .declared("p.Outcome", _): base = "(any Outcome)"
        case .declared(let name, _): base = String(name.split(separator: ".").last ?? "")
        default: base = "Any"
        }
        return type.isNullable ? base + "?" : base
    }

    static let bridgeModel = """
        import Foundation
        import KontractRuntime
        @_spi(KontractGenerated) import KontractKotlin
        // KotlinBase's `init()` is unavailable (as on the framework): the model's classes derive one that has it.
        class Base: KotlinBase { init() { super.init(kontractBase: ()) } }
        final class PokemonRef: Base { let id: Int32 = 0; let name = "" }
        final class SearchError: Base { let detalle = ""; let code: KotlinInt? = nil; let description_ = "" }
        protocol Outcome {}
        final class Found: Base, Outcome { let ref = PokemonRef() }
        final class State: Base {
            let consulta = ""; let resultados: [PokemonRef] = []; let buscando = false
            let error: SearchError? = nil; let count: Int32 = 0; let total: Int64 = 0; let ratio = 0.0
            let weight: Float = 0; let small: Int8 = 0; let initial: unichar = 0; let letter: Any? = nil
            let maybeCount: KotlinInt? = nil; let maybeName: String? = nil; let flag: KotlinBoolean? = nil
            let tags: Set<String> = []; let scores: [String: KotlinInt] = [:]; let numbers: [KotlinInt] = []
            let outcome: any Outcome = Found(); let found: Found? = nil; let anything: Any = 1
            let description_ = ""
        }

        """

    static let swiftModel = """
        import Foundation
        import KontractRuntime
        struct PokemonRef: Equatable { let id = 0; let name = "" }
        struct SearchError: Equatable { let detalle = ""; let code: Int? = nil; let description_ = "" }
        protocol Outcome {}
        struct Found: Outcome, Equatable { let ref = PokemonRef() }
        struct State {
            let consulta = ""; let resultados: [PokemonRef] = []; let buscando = false
            let error: SearchError? = nil; let count = 0; let total: Int64 = 0; let ratio = 0.0
            let weight: Float = 0; let small: Int8 = 0; let initial: Character = "a"; let letter: Character? = nil
            let maybeCount: Int? = nil; let maybeName: String? = nil; let flag: Bool? = nil
            let tags: Set<String> = []; let scores: [String: Int] = [:]; let numbers: [Int] = []
            let outcome: any Outcome = Found(); let found: Found? = nil; let anything: Any = 1
            let description_ = ""
        }

        """
}

extension KotlinPrimitive {
    fileprivate func swiftName(_ style: GenerationStyle) -> String {
        switch self {
        case .boolean: "Bool"
        case .byte: "Int8"
        case .short: "Int16"
        case .int: style == .bridge ? "Int32" : "Int"
        case .long: "Int64"
        case .ubyte: "UInt8"
        case .ushort: "UInt16"
        case .uint: "UInt32"
        case .ulong: "UInt64"
        case .float: "Float"
        case .double: "Double"
        case .char: style == .bridge ? "unichar" : "Character"
        }
    }
}
