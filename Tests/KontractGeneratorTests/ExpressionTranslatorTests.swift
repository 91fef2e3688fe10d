// The Swift text the translator writes for Kotlin getter expressions, in both styles.

import KontractCore
import KontractGenerator
import Testing

struct TranslationCase: CustomTestStringConvertible, Sendable {
    var kotlin: String
    var bridge: String
    var swift: String
    var expecting: String? = nil
    var testDescription: String { kotlin }
}

@Suite struct ExpressionTranslatorTests {
    static let cases: [TranslationCase] = [
        .init(
            kotlin: "consulta.isBlank()", bridge: "self.consulta.kotlinIsBlank()",
            swift: "self.consulta.kotlinIsBlank()"),
        .init(
            kotlin: "consulta.isNotBlank() && !buscando && error == null && resultados.isEmpty()",
            bridge: "!self.consulta.kotlinIsBlank() && !self.buscando && self.error == nil && self.resultados.isEmpty",
            swift: "!self.consulta.kotlinIsBlank() && !self.buscando && self.error == nil && self.resultados.isEmpty"),
        .init(
            kotlin: "\"N.º ${count}\"", bridge: "\"N.º \\(Kotlin.toString(self.count))\"",
            swift: "\"N.º \\(Kotlin.toString(self.count))\""),
        .init(
            kotlin: "\"$consulta \\\"q\\\"\"", bridge: "\"\\(self.consulta) \\\"q\\\"\"",
            swift: "\"\\(self.consulta) \\\"q\\\"\""),
        .init(
            kotlin: "error?.detalle ?: \"\"", bridge: "self.error?.detalle ?? \"\"",
            swift: "self.error?.detalle ?? \"\""),
        .init(
            kotlin: "error?.detalle?.length ?: 0", bridge: "self.error?.detalle.kotlinLength ?? 0",
            swift: "self.error?.detalle.utf16.count ?? 0"),
        .init(
            kotlin: "count + 1", bridge: "self.count &+ 1", swift: "Int(Int32(truncatingIfNeeded: self.count &+ 1))"),
        .init(
            kotlin: "count + total", bridge: "Int64(self.count) &+ self.total", swift: "Int64(self.count) &+ self.total"
        ),
        .init(
            kotlin: "small + small", bridge: "Int32(self.small) &+ Int32(self.small)",
            swift: "Int(Int32(truncatingIfNeeded: Int(self.small) &+ Int(self.small)))"),
        .init(kotlin: "weight + 1", bridge: "self.weight + 1", swift: "self.weight + 1"),
        .init(
            kotlin: "count + ratio", bridge: "Double(self.count) + self.ratio", swift: "Double(self.count) + self.ratio"
        ),
        .init(kotlin: "maybeCount ?: 0", bridge: "self.maybeCount?.int32Value ?? 0", swift: "self.maybeCount ?? 0"),
        .init(kotlin: "maybeCount", bridge: "self.maybeCount", swift: "self.maybeCount", expecting: "Int?"),
        .init(kotlin: "count", bridge: "KotlinInt(value: self.count)", swift: "self.count", expecting: "Int?"),
        .init(kotlin: "42", bridge: "KotlinLong(value: Int64(42))", swift: "Int64(42)", expecting: "Long?"),
        .init(kotlin: "null", bridge: "nil", swift: "nil", expecting: "Int?"),
        .init(kotlin: "error?.code", bridge: "self.error?.code", swift: "self.error?.code", expecting: "Int?"),
        .init(
            kotlin: "error?.code ?: count", bridge: "self.error?.code?.int32Value ?? self.count",
            swift: "self.error?.code ?? self.count"),
        .init(kotlin: "resultados.size", bridge: "self.resultados.kotlinSize", swift: "self.resultados.count"),
        .init(
            kotlin: "numbers.contains(3)", bridge: "self.numbers.contains(KotlinInt(value: 3))",
            swift: "self.numbers.contains(3)"),
        .init(
            kotlin: "numbers.contains(maybeCount)",
            bridge:
                "(self.maybeCount?.int32Value).map { element in self.numbers.contains(KotlinInt(value: element)) } ?? false",
            swift: "self.maybeCount.map { element in self.numbers.contains(element) } ?? false"),
        .init(
            kotlin: "scores.contains(\"k\")", bridge: "self.scores.keys.contains(\"k\")",
            swift: "self.scores.keys.contains(\"k\")"),
        .init(
            kotlin: "consulta.padStart(3, '0')", bridge: "self.consulta.kotlinPadStart(Int32(3), unichar(0x0030))",
            swift: "self.consulta.kotlinPadStart(3, Character(\"0\"))"),
        .init(
            kotlin: "consulta.contains('a')", bridge: "self.consulta.kotlinContains(unichar(0x0061))",
            swift: "self.consulta.kotlinContains(Character(\"a\"))"),
        .init(kotlin: "total > 0", bridge: "self.total > 0", swift: "self.total > 0"),
        .init(
            kotlin: "count > total", bridge: "Int64(self.count) > self.total", swift: "Int64(self.count) > self.total"),
        .init(kotlin: "count <= 2.5", bridge: "Double(self.count) <= 2.5", swift: "Double(self.count) <= 2.5"),
        .init(
            kotlin: "consulta < \"m\"", bridge: "self.consulta.kotlinCompareTo(\"m\") < 0",
            swift: "self.consulta.kotlinCompareTo(\"m\") < 0"),
        .init(
            kotlin: "initial >= 'a'", bridge: "self.initial >= unichar(0x0061)",
            swift: "KotlinChar.unit(self.initial) >= KotlinChar.unit(Character(\"a\"))"),
        .init(
            kotlin: "maybeName + \"x\"", bridge: "(self.maybeName ?? \"null\") + \"x\"",
            swift: "(self.maybeName ?? \"null\") + \"x\""),
        .init(
            kotlin: "consulta + initial", bridge: "self.consulta + Kotlin.toString(char: self.initial)",
            swift: "self.consulta + String(self.initial)"),
        .init(
            kotlin: "consulta + count + 1",
            bridge: "self.consulta + Kotlin.toString(self.count) + Kotlin.toString(Int32(1))",
            swift: "self.consulta + Kotlin.toString(self.count) + Kotlin.toString(1)"),
        .init(
            kotlin: "consulta + (count + 1)", bridge: "self.consulta + Kotlin.toString(self.count &+ 1)",
            swift: "self.consulta + Kotlin.toString(Int(Int32(truncatingIfNeeded: self.count &+ 1)))"),
        .init(
            kotlin: "anything == consulta", bridge: "Kotlin.equals(self.anything, self.consulta)",
            swift: "Kotlin.equals(self.anything, self.consulta)"),
        .init(
            kotlin: "outcome != found", bridge: "!Kotlin.equals(self.outcome, self.found)",
            swift: "!Kotlin.equals(self.outcome, self.found)"),
        .init(
            kotlin: "(buscando || consulta.isEmpty()) && error == null",
            bridge: "(self.buscando || self.consulta.isEmpty) && self.error == nil",
            swift: "(self.buscando || self.consulta.isEmpty) && self.error == nil"),
        .init(
            kotlin: "buscando || (flag ?: false)", bridge: "self.buscando || self.flag?.boolValue ?? false",
            swift: "self.buscando || self.flag ?? false"),
        .init(
            kotlin: "maybeName?.isBlank()",
            bridge: "(self.maybeName?.kotlinIsBlank()).map { KotlinBoolean(value: $0) }",
            swift: "self.maybeName?.kotlinIsBlank()", expecting: "Boolean?"),
        .init(
            kotlin: "maybeName?.isNotBlank() ?: false",
            bridge: "self.maybeName.map { value in !value.kotlinIsBlank() } ?? false",
            swift: "self.maybeName.map { value in !value.kotlinIsBlank() } ?? false"),
        .init(
            kotlin: "description.uppercase()", bridge: "self.description_.kotlinUppercase()",
            swift: "self.description_.kotlinUppercase()"),
        .init(
            kotlin: "error?.description?.lowercase()", bridge: "self.error?.description_.kotlinLowercase()",
            swift: "self.error?.description_.kotlinLowercase()"),
        .init(
            kotlin: "found?.ref?.name?.length", bridge: "self.found?.ref.name.kotlinLength",
            swift: "self.found?.ref.name.utf16.count", expecting: "Any?"),
        .init(
            kotlin: "maybeName.toString()", bridge: "self.maybeName ?? \"null\"", swift: "self.maybeName ?? \"null\""),
        .init(
            kotlin: "letter.toString()",
            bridge: "KotlinChar.unit(from: self.letter).map { Kotlin.toString(char: $0) } ?? \"null\"",
            swift: "self.letter.map { String($0) } ?? \"null\""),
        .init(
            kotlin: "\"${resultados}\"", bridge: "\"\\(Kotlin.toString(self.resultados))\"",
            swift: "\"\\(Kotlin.toString(self.resultados))\""),
        .init(kotlin: "\"tab\\t\\u0000$\"", bridge: "\"tab\\t\\0$\"", swift: "\"tab\\t\\0$\""),
    ]

    @Test(arguments: cases)
    func bridgeStyle(_ example: TranslationCase) {
        #expect(
            ExpressionTranslationFixture.swift(example.kotlin, .bridge, expecting: example.expecting) == example.bridge)
    }

    @Test(arguments: cases)
    func swiftStyle(_ example: TranslationCase) {
        #expect(
            ExpressionTranslationFixture.swift(example.kotlin, .swift, expecting: example.expecting) == example.swift)
    }

    /// The translation is typed IR through and through: no raw escape hatch in either style.
    @Test(arguments: cases)
    func translationHoldsNoRawNodes(_ example: TranslationCase) {
        for style in [GenerationStyle.bridge, .swift] {
            let expression = ExpressionTranslationFixture.expression(
                example.kotlin, style, expecting: example.expecting)
            let getter = SwiftProperty(name: "value", type: "Any", getter: [.expression(expression)])
            let file = SwiftFile(name: "e.swift", header: [], imports: [], declarations: [.property(getter)])
            #expect(SwiftRawCensus([file]).total == 0, "\(style): \(expression)")
        }
    }

    @Test func originalSignatureUsesTheExpressionsOwnType() {
        let text = SwiftExpressionTranslator.translate(
            "maybeCount", environment: ExpressionTranslationFixture.environment, swiftNames: [:],
            profile: ExportProfile(options: GeneratorOptions(style: .bridge))
        ).description
        #expect(text == "self.maybeCount")
    }

    @Test func invalidExpressionBecomesALoudFailure() {
        let text = ExpressionTranslationFixture.swift("count - 1", .bridge)
        #expect(text == "fatalError(\"invalid Kotlin expression: count - 1\")")
    }
}
