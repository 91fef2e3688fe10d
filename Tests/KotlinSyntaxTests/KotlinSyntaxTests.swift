// Tests the Kotlin syntax module alone: type and expression trees with their scalar ranges.

import Testing

@testable import KotlinSyntax

@Suite struct KotlinSyntaxTests {
    @Test func typeNodesSpanTheirText() throws {
        let text = "Map<String, List<Int?>>?"
        let type = try KotlinTypeParser.parse(text).get()
        #expect(type.range == 0..<24)
        #expect(type.isNullable)
        guard case .named(let path, let arguments) = type.kind else {
            Issue.record("not a named type")
            return
        }
        #expect(path == ["Map"])
        #expect(arguments.map(\.range) == [4..<10, 12..<22])
        guard case .named(_, let inner) = arguments[1].kind else {
            Issue.record("not a named type")
            return
        }
        #expect(inner.map(\.range) == [17..<21])
        #expect(inner[0].isNullable)
    }

    @Test func functionTypesEndWithTheirResult() throws {
        let type = try KotlinTypeParser.parse("suspend (Int) -> String  ").get()
        #expect(type.range == 0..<23)
        guard case .function(let parameters, let returns, let isSuspend) = type.kind else {
            Issue.record("not a function type")
            return
        }
        #expect(isSuspend)
        #expect(parameters.map(\.range) == [9..<12])
        #expect(returns.range == 17..<23)
    }

    /// `A.(B) -> C`: the receiver is the first parameter, marked by `hasReceiver`; a dot inside a qualified name is not
    /// a receiver's.
    @Test func aReceiverIsTheFirstParameterOfItsFunctionType() throws {
        let type = try KotlinTypeParser.parse("a.B.(Int) -> Unit").get()
        #expect(type.hasReceiver)
        #expect(type.range == 0..<17)
        guard case .function(let parameters, _, let isSuspend) = type.kind else {
            Issue.record("not a function type")
            return
        }
        #expect(!isSuspend)
        #expect(parameters.map(\.range) == [0..<3, 5..<8])
        guard case .named(let path, _) = parameters[0].kind else {
            Issue.record("the receiver is not a named type")
            return
        }
        #expect(path == ["a", "B"])
        #expect(try KotlinTypeParser.parse("a.B").get().hasReceiver == false)
        #expect(
            KotlinTypeParser.parse("suspend Config").map(\.hasReceiver)
                == .failure(
                    KotlinTypeSyntaxError(message: "expected a function type after 'suspend'", offset: 8)))
        #expect(
            KotlinTypeParser.parse("Config.(Int)").map(\.hasReceiver)
                == .failure(
                    KotlinTypeSyntaxError(message: "expected '->' after the receiver's parameter list", offset: 12)))
    }

    @Test func typeErrorsCarryTheirOffset() {
        #expect(
            KotlinTypeParser.parse("List<>")
                == .failure(KotlinTypeSyntaxError(message: "expected a type argument", offset: 5)))
    }

    @Test func expressionNodesKnowWhereTheyStart() throws {
        let node = try ExpressionParser.parse("query.isBlank() && count > 2")
        guard case .binary(.and, let left, let right, let operatorOffset) = node.kind else {
            Issue.record("not a conjunction: \(node)")
            return
        }
        #expect(operatorOffset == 16)
        #expect(left.offset == 0)
        #expect(right.offset == 19)
        guard case .call(let callee, let arguments, let parenthesis) = left.kind else {
            Issue.record("not a call: \(left)")
            return
        }
        #expect(arguments.isEmpty)
        #expect(parenthesis == 13)
        guard case .member(_, let name, let nameOffset, let isSafe, _) = callee.kind else {
            Issue.record("not a member: \(callee)")
            return
        }
        #expect(name == "isBlank" && nameOffset == 6 && !isSafe)
    }

    @Test func expressionErrorsSayWhetherKotlinOrTheSubsetRejects() {
        func error(_ source: String) -> ExpressionSyntaxError? {
            do {
                _ = try ExpressionParser.parse(source)
                return nil
            } catch {
                return error
            }
        }
        let empty = error("  ")
        #expect(empty?.code == .expressionSyntax && empty?.offset == 0)
        let lambda = error("x + { it }")
        #expect(lambda?.code == .unsupportedExpression && lambda?.offset == 4)
        #expect(lambda?.message.hasPrefix("lambdas and blocks are not supported") == true)
    }
}
