// Tests the Kotlin type-expression parser: shapes, normalization and error columns.

import KotlinSyntax
import Testing

@testable import KontractCore

@Suite struct KotlinTypeParserTests {
    private func parse(_ text: String) -> Result<KotlinType, KotlinTypeSyntaxError> {
        KotlinTypeParser.parse(text, at: SourceLocation(file: "t", line: 3, column: 10))
    }

    @Test(arguments: [
        ("Int", "Int"),
        ("Int?", "Int?"),
        ("List<PokemonRef>", "List<PokemonRef>"),
        ("Map<String,List<Int?>>", "Map<String, List<Int?>>"),
        ("  Map < String , Int >  ", "Map<String, Int>"),
        ("com.example.search.PokemonRef?", "com.example.search.PokemonRef?"),
        ("(String) -> Unit", "(String) -> Unit"),
        ("() -> Unit", "() -> Unit"),
        ("(result: Int) -> Unit", "(result: Int) -> Unit"),
        ("(a: Int, b : String?, `c d`: List<Int>) -> Unit", "(a: Int, b: String?, `c d`: List<Int>) -> Unit"),
        ("(Int, last: String) -> Unit", "(Int, last: String) -> Unit"),
        ("(Int, String?) -> List<Int>?", "(Int, String?) -> List<Int>?"),
        ("((Int) -> Unit)?", "((Int) -> Unit)?"),
        ("suspend (Int) -> String", "suspend (Int) -> String"),
        ("StateFlow<SearchUiState>", "StateFlow<SearchUiState>"),
        ("List<*>", "List<*>"),
        ("Array<out String>", "Array<String>"),
        ("Map<String, (Int) -> Unit>", "Map<String, (Int) -> Unit>"),
        ("año", "año"),
        ("`Type`", "Type"),
        ("Config.() -> Unit", "Config.() -> Unit"),
        ("String . (Int) -> Boolean", "String.(Int) -> Boolean"),
        ("com.example.Config?.(x: Int) -> Unit", "com.example.Config?.(x: Int) -> Unit"),
        ("List<Int>.(Config) -> Int?", "List<Int>.(Config) -> Int?"),
        ("(Config.() -> Unit)?", "(Config.() -> Unit)?"),
        ("suspend Config.() -> Unit", "suspend Config.() -> Unit"),
        ("suspend (Config?).() -> Unit", "suspend Config?.() -> Unit"),
        ("(() -> Unit).() -> Unit", "(() -> Unit).() -> Unit"),
    ])
    func parsesAndNormalizes(input: String, expected: String) throws {
        let type = try parse(input).get()
        #expect(type.description == expected)
    }

    /// A function type's parameter names are kept as written (the contract's spelling) but are no part of the type:
    /// `(result: Int) -> Unit` is `(Int) -> Unit`, as in Kotlin.
    @Test func parameterNamesDoNotChangeTheType() throws {
        let named = try parse("(result: Int) -> Unit").get()
        let plain = try parse("(Int) -> Unit").get()
        #expect(named.parameterNames == ["result"])
        #expect(named == plain)
        #expect(named.sameType(as: plain))
        #expect(named.hashValue == plain.hashValue)
        #expect(try parse("Config.(x: Int) -> Unit").get().parameterNames == [nil, "x"])
    }

    @Test func treeShape() throws {
        let type = try parse("Map<String, List<Int?>>?").get()
        #expect(type.isNullable)
        #expect(type.qualifiedName == "Map")
        #expect(type.arguments.count == 2)
        #expect(type.arguments[1].arguments[0] == .named("Int", nullable: true))
    }

    @Test func functionTypeNullability() throws {
        let nullableResult = try parse("(Int) -> String?").get()
        guard case .function(_, let returns, _) = nullableResult.kind else {
            Issue.record("expected a function type")
            return
        }
        #expect(!nullableResult.isNullable && returns.isNullable)
        #expect(try parse("((Int) -> String)?").get().isNullable)
    }

    @Test func locationsPointInsideTheString() throws {
        let type = try parse("Map<String, Foo>").get()
        #expect(type.location.column == 10)
        #expect(type.arguments[1].location.column == 22)
    }

    @Test(arguments: [
        ("", 0, "empty type"),
        ("List<", 5, "expected a type name at the end"),
        ("List<Int", 8, "expected '>' or ','"),
        ("Map<String, >", 12, "expected a type name, found '>'"),
        ("Int Int", 4, "unexpected 'I' after the type"),
        ("(Int", 4, "expected ')'"),
        ("(Int, String)", 13, "expected '->' after the parameter list"),
        ("List<>", 5, "expected a type argument"),
        ("Int??", 4, "'?' twice"),
        ("3D", 0, "expected a type name, found '3'"),
        ("suspend Int", 8, "expected a function type after 'suspend'"),
    ])
    func reportsErrorsAtTheRightOffset(input: String, offset: Int, message: String) {
        guard case .failure(let error) = parse(input) else {
            Issue.record("'\(input)' parsed")
            return
        }
        #expect(error.offset == offset)
        #expect(error.message.hasPrefix(message))
    }

    @Test func diagnosticColumnIsInsideTheJSONString() {
        // The JSON string's opening quote is at column 20; the type starts at 21.
        let literal = Located("List<Int", at: SourceLocation(file: "c.kontract.json", line: 7, column: 20))
        guard case .failure(let diagnostic) = KotlinTypeParser.parse(literal) else {
            Issue.record("parsed")
            return
        }
        #expect(diagnostic.code == .typeSyntax)
        #expect(diagnostic.location == SourceLocation(file: "c.kontract.json", line: 7, column: 29))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "List<", count: 500) + "Int" + String(repeating: ">", count: 500)
        guard case .failure(let error) = parse(text) else {
            Issue.record("parsed")
            return
        }
        #expect(error.message == "type nests too deeply")
    }
}
