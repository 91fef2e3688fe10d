// Diagnostics of getter expressions: the id and the exact column of what is wrong.

import Testing

@testable import KontractCore

struct ExpressionProblemCase: CustomTestStringConvertible, Sendable {
    var source: String
    var id: String
    /// The scalar offset in the expression the diagnostic must point at.
    var offset: Int
    var expecting = "Boolean"
    var testDescription: String { "\(source) → \(id) at \(offset)" }
}

@Suite struct ExpressionDiagnosticTests {
    static let cases: [ExpressionProblemCase] = [
        // Syntax
        .init(source: "consulta.isBlank(", id: "KT0701", offset: 16),
        .init(source: "count +", id: "KT0701", offset: 7),
        .init(source: "\"abc", id: "KT0701", offset: 0, expecting: "String"),
        .init(source: "'ab'", id: "KT0701", offset: 0, expecting: "Char"),
        .init(source: "", id: "KT0701", offset: 0),
        .init(source: "error.", id: "KT0701", offset: 6),
        .init(source: "99999999999999999999", id: "KT0701", offset: 0, expecting: "Long"),
        .init(source: "\"bad \\q escape\"", id: "KT0701", offset: 5, expecting: "String"),
        .init(source: "(buscando", id: "KT0701", offset: 0),
        .init(source: "buscando)", id: "KT0701", offset: 8),
        .init(source: "consulta # x", id: "KT0702", offset: 9),
        .init(source: "consulta § x", id: "KT0701", offset: 9),
        // Outside the subset
        .init(source: "count - 1", id: "KT0702", offset: 6, expecting: "Int"),
        .init(source: "count * 2", id: "KT0702", offset: 6, expecting: "Int"),
        .init(source: "-count", id: "KT0702", offset: 0, expecting: "Int"),
        .init(source: "if (buscando) true else false", id: "KT0702", offset: 0),
        .init(source: "when (count) { else -> true }", id: "KT0702", offset: 0),
        .init(source: "resultados.map { it.id }", id: "KT0702", offset: 15, expecting: "List<Int>"),
        .init(source: "error!!.detalle", id: "KT0702", offset: 5, expecting: "String"),
        .init(source: "consulta in tags", id: "KT0702", offset: 9),
        .init(source: "count === 1", id: "KT0702", offset: 6),
        .init(source: "listOf(1)", id: "KT0702", offset: 0, expecting: "List<Int>"),
        .init(source: "consulta.trim()", id: "KT0702", offset: 9, expecting: "String"),
        .init(source: "numbers[0]", id: "KT0702", offset: 7, expecting: "Int"),
        .init(source: "initial + 1", id: "KT0702", offset: 8, expecting: "Char"),
        .init(source: "consulta.padStart(length = 3)", id: "KT0702", offset: 25, expecting: "String"),
        .init(source: "\"\"\"raw\"\"\"", id: "KT0702", offset: 0, expecting: "String"),
        // Unknown names
        .init(source: "consult.isBlank()", id: "KT0703", offset: 0),
        .init(source: "consulta.isBlnk()", id: "KT0703", offset: 9),
        .init(source: "error?.detale == \"\"", id: "KT0703", offset: 7),
        .init(source: "\"x ${consult}\"", id: "KT0703", offset: 5, expecting: "String"),
        .init(source: "\"x $consult\"", id: "KT0703", offset: 4, expecting: "String"),
        .init(source: "consulta.length()", id: "KT0703", offset: 15, expecting: "Int"),
        .init(source: "consulta.isEmpty", id: "KT0703", offset: 9),
        .init(source: "buscando()", id: "KT0703", offset: 8),
        .init(source: "this", id: "KT0702", offset: 0, expecting: "Any"),
        // Types
        .init(source: "count", id: "KT0704", offset: 0),
        .init(source: "error.detalle", id: "KT0704", offset: 5, expecting: "String"),
        .init(source: "error?.detalle.length", id: "KT0704", offset: 14, expecting: "Int?"),
        .init(source: "maybeName.isEmpty()", id: "KT0704", offset: 9),
        .init(source: "found?.ref.name", id: "KT0704", offset: 10, expecting: "String?"),
        .init(source: "count == \"a\"", id: "KT0704", offset: 6),
        .init(source: "count == total", id: "KT0704", offset: 6),
        .init(source: "count == 1L", id: "KT0704", offset: 6),
        .init(source: "buscando && count", id: "KT0704", offset: 12),
        .init(source: "!consulta", id: "KT0704", offset: 1),
        .init(source: "flag && buscando", id: "KT0704", offset: 0),
        .init(source: "count.isBlank()", id: "KT0704", offset: 6),
        .init(source: "maybeCount + 1", id: "KT0704", offset: 11, expecting: "Int"),
        .init(source: "1 + \"a\"", id: "KT0704", offset: 2, expecting: "String"),
        .init(source: "maybeCount > 0", id: "KT0704", offset: 11),
        .init(source: "buscando < true", id: "KT0704", offset: 9),
        .init(source: "unsigned + 1", id: "KT0704", offset: 9, expecting: "UInt"),
        .init(source: "consulta.padStart(\"3\")", id: "KT0704", offset: 18, expecting: "String"),
        .init(source: "consulta.padStart(3, \"0\")", id: "KT0704", offset: 21, expecting: "String"),
        .init(source: "consulta.contains(1)", id: "KT0704", offset: 18),
        .init(source: "numbers.contains(\"a\")", id: "KT0704", offset: 17),
        .init(source: "consulta.isBlank(1)", id: "KT0704", offset: 9),
        .init(source: "consulta ?: 1", id: "KT0704", offset: 9, expecting: "Any"),
        .init(source: "null.toString()", id: "KT0704", offset: 4, expecting: "String"),
        .init(source: "consulta.size", id: "KT0704", offset: 9, expecting: "Int"),
        .init(source: "circle == outcome", id: "KT0704", offset: 7),
    ]

    @Test(arguments: cases)
    func reportsWhereKotlinWould(_ example: ExpressionProblemCase) {
        let found = ExpressionFixture.diagnostics(example.source, expecting: example.expecting)
        #expect(found.map(\.id) == [example.id], "\(found.map(\.formatted))")
        #expect(found.first?.location.column == ExpressionFixture.column(example.offset))
        #expect(found.first?.location.line == ExpressionFixture.quote.line)
    }

    @Test func messagesExplainAndSuggest() {
        let message = { (source: String, expected: String) in
            ExpressionFixture.diagnostics(source, expecting: expected).first?.message ?? ""
        }
        #expect(message("consult.isBlank()", "Boolean").contains("did you mean 'consulta'?"))
        #expect(message("consulta.isBlnk()", "Boolean").contains("did you mean 'isBlank'?"))
        #expect(message("error?.detale", "String?").contains("'SearchError' has no property 'detale'"))
        #expect(message("count", "Boolean") == "the expression has type 'Int' but the property is declared 'Boolean'")
        #expect(message("count - 1", "Int") == "the operator '-' is not supported")
        #expect(message("error.detalle", "String").contains("'SearchError?'"))
        #expect(message("count == total", "Boolean") == "'==' cannot compare 'Int' and 'Long'")
        #expect(message("consulta.size", "Int").hasSuffix("did you mean 'length'?"))
        #expect(message("resultados.length", "Int").hasSuffix("did you mean 'size'?"))
    }

    @Test func diagnosticsAreFormattedOnTheContractLine() {
        let found = ExpressionFixture.diagnostics("count - 1", expecting: "Int")
        #expect(found.first?.formatted == "state.kontract.json:7:27: error: the operator '-' is not supported [KT0702]")
    }

    @Test func columnsCountUnicodeScalars() {
        // "é" is one scalar, "😀" one scalar (two UTF-16 units): the unknown name starts at scalar 7.
        let found = ExpressionFixture.diagnostics("\"é😀\" + nope", expecting: "String")
        #expect(found.map(\.id) == ["KT0703"])
        #expect(found.first?.location.column == ExpressionFixture.column(7))
    }
}
