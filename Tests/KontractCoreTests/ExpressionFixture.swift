// A small module for expression tests: the search feature's state with one property of each kind.

import KotlinSyntax

@testable import KontractCore

enum ExpressionFixture {
    static let contract = """
        {
          "kontract": 1, "module": "Shared", "package": "p",
          "declarations": [
            { "kind": "data class", "name": "PokemonRef",
              "properties": [ { "name": "id", "type": "Int" }, { "name": "name", "type": "String" } ] },
            { "kind": "data class", "name": "SearchError",
              "properties": [ { "name": "detalle", "type": "String" }, { "name": "code", "type": "Int?" } ] },
            { "kind": "sealed interface", "name": "Outcome",
              "subclasses": [
                { "kind": "data class", "name": "Found", "properties": [ { "name": "ref", "type": "PokemonRef" } ] },
                { "kind": "data object", "name": "Missing" } ] },
            { "kind": "sealed class", "name": "Shape",
              "subclasses": [
                { "kind": "data class", "name": "Circle", "properties": [ { "name": "radius", "type": "Double" } ] } ] },
            { "kind": "data class", "name": "State",
              "properties": [
                { "name": "consulta", "type": "String" },
                { "name": "resultados", "type": "List<PokemonRef>" },
                { "name": "buscando", "type": "Boolean" },
                { "name": "error", "type": "SearchError?" },
                { "name": "count", "type": "Int" },
                { "name": "total", "type": "Long" },
                { "name": "ratio", "type": "Double" },
                { "name": "weight", "type": "Float" },
                { "name": "small", "type": "Byte" },
                { "name": "initial", "type": "Char" },
                { "name": "letter", "type": "Char?" },
                { "name": "maybeCount", "type": "Int?" },
                { "name": "maybeName", "type": "String?" },
                { "name": "flag", "type": "Boolean?" },
                { "name": "tags", "type": "Set<String>" },
                { "name": "scores", "type": "Map<String, Int>" },
                { "name": "numbers", "type": "List<Int>" },
                { "name": "unsigned", "type": "UInt" },
                { "name": "outcome", "type": "Outcome" },
                { "name": "found", "type": "Outcome.Found?" },
                { "name": "shape", "type": "Shape" },
                { "name": "circle", "type": "Shape.Circle" },
                { "name": "anything", "type": "Any" },
                { "name": "description", "type": "String" } ] }
          ]
        }
        """

    static let module: ModuleIndex = {
        let (file, _) = ContractParser.parse(text: contract, path: "fixture.kontract.json")
        return ModuleIndex(files: file.map { [$0] } ?? [])
    }()

    /// The environment of `State`'s derived properties.
    static let environment: ExpressionEnvironment = {
        let members = DeclaredMembers(module: module).properties(of: "p.State")
        return ExpressionEnvironment(
            properties: Dictionary(members.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first }),
            module: module)
    }()

    /// A Kotlin type written as in a contract, resolved in package `p`.
    static func type(_ text: String) -> ResolvedType {
        guard let parsed = try? KotlinTypeParser.parse(text, at: .start(of: "type")).get() else {
            return ResolvedType(.unresolved)
        }
        return module.resolveQuietly(parsed, in: TypeScope(package: "p"))
    }

    /// Where the tests put the expression's opening quote.
    static let quote = SourceLocation(file: "state.kontract.json", line: 7, column: 20)

    static func diagnostics(_ source: String, expecting expected: String = "Boolean") -> [Diagnostic] {
        KotlinExpressionChecker.check(Located(source, at: quote), in: environment, expecting: type(expected))
    }

    /// The single diagnostic of `source`, as (id, column).
    static func problem(_ source: String, expecting expected: String = "Boolean") -> (id: String, column: Int)? {
        let found = diagnostics(source, expecting: expected)
        guard found.count == 1 else { return nil }
        return (found[0].id, found[0].location.column)
    }

    /// The column of the expression's scalar at `offset`.
    static func column(_ offset: Int) -> Int { quote.column + 1 + offset }

    static func typed(_ source: String) -> TypedExpression? {
        KotlinExpressionChecker.typedExpression(source, in: environment, expecting: nil)
    }
}
