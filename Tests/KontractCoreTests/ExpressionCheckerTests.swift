// Type checking of getter expressions: accepted expressions and their Kotlin types.

import Testing

@testable import KontractCore

struct ExpressionTypingCase: CustomTestStringConvertible, Sendable {
    var source: String
    var type: String
    var testDescription: String { "\(source) : \(type)" }
}

@Suite struct ExpressionTypingTests {
    static let cases: [ExpressionTypingCase] = [
        .init(source: "consulta.isBlank()", type: "Boolean"),
        .init(
            source: "consulta.isNotBlank() && !buscando && error == null && resultados.isEmpty()", type: "Boolean"),
        .init(source: "\"N.º ${count}\"", type: "String"),
        .init(source: "\"$consulta!\"", type: "String"),
        .init(source: "count + 1", type: "Int"),
        .init(source: "count + total", type: "Long"),
        .init(source: "count + ratio", type: "Double"),
        .init(source: "small + small", type: "Int"),
        .init(source: "total + weight", type: "Float"),
        .init(source: "weight + ratio", type: "Double"),
        .init(source: "consulta + count", type: "String"),
        .init(source: "maybeName + \"x\"", type: "String"),
        .init(source: "error?.detalle", type: "String?"),
        .init(source: "error?.detalle ?: \"\"", type: "String"),
        .init(source: "error?.detalle?.length ?: 0", type: "Int"),
        .init(source: "error?.code", type: "Int?"),
        .init(source: "resultados.size > 0", type: "Boolean"),
        .init(source: "this.count == 3", type: "Boolean"),
        .init(source: "consulta.padStart(5, '0')", type: "String"),
        .init(source: "consulta.padStart(5)", type: "String"),
        .init(source: "consulta.uppercase().lowercase()", type: "String"),
        .init(source: "tags.contains(\"a\")", type: "Boolean"),
        .init(source: "scores.contains(\"k\")", type: "Boolean"),
        .init(source: "numbers.contains(3)", type: "Boolean"),
        .init(source: "consulta.contains('a') || consulta.contains(\"ab\")", type: "Boolean"),
        .init(source: "maybeCount ?: 0", type: "Int"),
        .init(source: "maybeCount ?: null", type: "Int?"),
        .init(source: "total == 0", type: "Boolean"),
        .init(source: "total > 0 && ratio >= 1 && count < total", type: "Boolean"),
        .init(source: "initial < 'z'", type: "Boolean"),
        .init(source: "consulta <= \"m\"", type: "Boolean"),
        .init(source: "maybeName.toString()", type: "String"),
        .init(source: "maybeName?.toString()", type: "String?"),
        .init(source: "outcome == found", type: "Boolean"),
        .init(source: "found?.ref?.name", type: "String?"),
        .init(source: "resultados.toString().length", type: "Int"),
        .init(source: "(count)", type: "Int"),
        .init(source: "42L", type: "Long"),
        .init(source: "1.5f", type: "Float"),
        .init(source: ".5", type: "Double"),
        .init(source: "1e3", type: "Double"),
        .init(source: "0xFF + 1_000", type: "Int"),
        .init(source: "3000000000", type: "Long"),
        .init(source: "7u", type: "UInt"),
        .init(source: "'\\u0041'", type: "Char"),
        .init(source: "null", type: "Nothing?"),
        .init(source: "unsigned + 1u", type: "UInt"),
        .init(source: "circle.radius + 1", type: "Double"),
        .init(source: "anything == count", type: "Boolean"),
        .init(source: "\"${error?.detalle ?: \"-\"} (${resultados.size})\"", type: "String"),
        .init(source: "consulta\n  .isEmpty()\t", type: "Boolean"),
    ]

    @Test(arguments: cases)
    func typesAsKotlinDoes(_ example: ExpressionTypingCase) {
        let typed = ExpressionFixture.typed(example.source)
        #expect(typed.map { ExpressionTypeRules(module: ExpressionFixture.module).display($0.type) } == example.type)
        #expect(ExpressionFixture.diagnostics(example.source, expecting: "Any?").isEmpty)
    }

    @Test func unsuffixedIntegerLiteralTakesTheExpectedType() {
        #expect(ExpressionFixture.diagnostics("42", expecting: "Long").isEmpty)
        #expect(ExpressionFixture.diagnostics("127", expecting: "Byte").isEmpty)
        #expect(ExpressionFixture.problem("128", expecting: "Byte")?.id == "KT0704")
        #expect(ExpressionFixture.problem("42", expecting: "Double")?.id == "KT0704")
        #expect(ExpressionFixture.problem("42L", expecting: "Int")?.id == "KT0704")
        #expect(ExpressionFixture.diagnostics("7u", expecting: "ULong").isEmpty)
        #expect(ExpressionFixture.problem("7", expecting: "UInt")?.id == "KT0704")
    }

    @Test func resultMayWidenToNullableParentOrAny() {
        #expect(ExpressionFixture.diagnostics("count", expecting: "Int?").isEmpty)
        #expect(ExpressionFixture.diagnostics("null", expecting: "String?").isEmpty)
        #expect(ExpressionFixture.diagnostics("circle", expecting: "Shape").isEmpty)
        #expect(ExpressionFixture.diagnostics("consulta", expecting: "Any").isEmpty)
        #expect(ExpressionFixture.problem("maybeName", expecting: "String")?.id == "KT0704")
        #expect(ExpressionFixture.problem("shape", expecting: "Shape.Circle")?.id == "KT0704")
    }

    @Test func typedTreeKeepsOffsetsAndSafeCalls() throws {
        let typed = try #require(ExpressionFixture.typed("buscando && error?.detalle == \"x\""))
        guard case .binary(.and, let left, let right) = typed.kind else {
            Issue.record("expected &&, got \(typed.kind)")
            return
        }
        #expect(left.offset == 0)
        #expect(right.offset == 12)
        guard case .binary(.equal, let property, _) = right.kind,
            case .property(let receiver, "detalle", "p.SearchError", _, true) = property.kind
        else {
            Issue.record("expected error?.detalle == ..., got \(right.kind)")
            return
        }
        #expect(receiver?.offset == 12)
        #expect(property.type == ResolvedType(.string, isNullable: true))
    }

    @Test func integerLiteralAdaptsToTheOtherOperand() throws {
        let typed = try #require(ExpressionFixture.typed("total == 0"))
        guard case .binary(_, _, let literal) = typed.kind else { return }
        #expect(literal.type == ResolvedType(.primitive(.long)))
    }

    @Test func stringReceiverMembersNeedNoThis() {
        let environment = ExpressionEnvironment(
            properties: [:], module: ExpressionFixture.module, receiver: ResolvedType(.string))
        func type(_ source: String) -> ResolvedType? {
            KotlinExpressionChecker.typedExpression(source, in: environment, expecting: nil)?.type
        }
        #expect(type("isBlank()") == ExpressionTypeRules.boolean)
        #expect(type("length + 1") == ExpressionTypeRules.int)
        #expect(type("this.uppercase()") == ExpressionTypeRules.string)
        #expect(type("\"$this!\"") == ExpressionTypeRules.string)
        let location = SourceLocation(file: "f", line: 1, column: 1)
        let found = KotlinExpressionChecker.check(
            Located("lenght", at: location), in: environment, expecting: ExpressionTypeRules.int)
        #expect(found.map(\.id) == ["KT0703"])
        #expect(found.first?.message.contains("did you mean 'length'?") == true)
    }

    @Test func thisStandsAloneWhenTheReceiverIsKnown() {
        var environment = ExpressionFixture.environment
        environment.receiver = ExpressionFixture.type("State")
        let typed = KotlinExpressionChecker.typedExpression("this.toString() + this", in: environment, expecting: nil)
        #expect(typed?.type == ExpressionTypeRules.string)
        #expect(KotlinExpressionChecker.typedExpression("this.count", in: environment, expecting: nil) != nil)
    }
}
