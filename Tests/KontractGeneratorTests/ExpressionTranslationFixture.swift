// A module and environment for translator tests: a state class with one property of each kind.

import KontractCore
import KontractGenerator
import KotlinSyntax

enum ExpressionTranslationFixture {
    static let contract = """
        {
          "kontract": 1, "module": "Shared", "package": "p",
          "declarations": [
            { "kind": "data class", "name": "PokemonRef",
              "properties": [ { "name": "id", "type": "Int" }, { "name": "name", "type": "String" } ] },
            { "kind": "data class", "name": "SearchError",
              "properties": [ { "name": "detalle", "type": "String" }, { "name": "code", "type": "Int?" },
                              { "name": "description", "type": "String" } ] },
            { "kind": "sealed interface", "name": "Outcome",
              "subclasses": [
                { "kind": "data class", "name": "Found", "properties": [ { "name": "ref", "type": "PokemonRef" } ] } ] },
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
                { "name": "outcome", "type": "Outcome" },
                { "name": "found", "type": "Outcome.Found?" },
                { "name": "anything", "type": "Any" },
                { "name": "description", "type": "String" } ] }
          ]
        }
        """

    static let module: ModuleIndex = {
        let (file, _) = ContractParser.parse(text: contract, path: "fixture.kontract.json")
        return ModuleIndex(files: file.map { [$0] } ?? [])
    }()

    static let environment: ExpressionEnvironment = {
        guard let state = module["p.State"] else { return ExpressionEnvironment(properties: [:], module: module) }
        let scope = TypeScope(package: state.package, enclosing: state.qualifiedName)
        var properties: [String: ResolvedType] = [:]
        for property in state.declaration.properties {
            properties[property.name.value] = module.resolveQuietly(property.type, in: scope)
        }
        return ExpressionEnvironment(properties: properties, module: module)
    }()

    static func type(_ text: String) -> ResolvedType? {
        guard let parsed = try? KotlinTypeParser.parse(text, at: .start(of: "type")).get() else { return nil }
        return module.resolveQuietly(parsed, in: TypeScope(package: "p"))
    }

    /// The Swift for `source` in `style`, as the value of a property of type `expected`.
    static func swift(_ source: String, _ style: GenerationStyle, expecting expected: String? = nil) -> String {
        expression(source, style, expecting: expected).description
    }

    /// The expression tree behind `swift(_:_:expecting:)`.
    static func expression(_ source: String, _ style: GenerationStyle, expecting expected: String? = nil)
        -> SwiftExpression
    {
        SwiftExpressionTranslator.translate(
            source, environment: environment, swiftNames: ["description": "description_"],
            profile: ExportProfile(options: GeneratorOptions(style: style)),
            expecting: expected.flatMap(type),
            memberName: { _, name in name == "description" ? "description_" : name })
    }
}
