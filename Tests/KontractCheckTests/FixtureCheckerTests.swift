// Tests the fixture reader, the value checker's classification and the derived-property evaluator.

import Foundation
import KontractSerialization
import KontractTestSupport
import Testing

@testable import KontractCheck
@testable import KontractCore

struct FixtureCheckerTests {
    static let contractsFolder = repositoryURL("contracts").path

    static let contracts = CheckableContracts(module: ContractPipeline.run([contractsFolder]).module!)

    static func read(_ text: String) -> Result<FixtureDocument, DiagnosticList> {
        FixtureReader.parse(Array(text.utf8), path: "f.fixtures.json")
    }

    static func tally(_ text: String) throws -> CheckTally {
        let document = try read(text).get()
        var tally = CheckTally()
        FixtureChecker(contracts: contracts).check(document, into: &tally)
        return tally
    }

    @Test func inputsKeepTheirExactText() throws {
        let document = try Self.read(
            """
            {"type": "PokemonRef",
             "accept": [{"json": {"id": 1e2,  "name": "x", "artworkUrl": "u"}}, {"text": "{\\"id\\":007}"}]}
            """
        ).get()
        guard case .types(let fixtures) = document else {
            Issue.record("not a type fixture")
            return
        }
        #expect(fixtures.accept[0].input.text == "{\"id\": 1e2,  \"name\": \"x\", \"artworkUrl\": \"u\"}")
        #expect(fixtures.accept[0].input.origin == SourceLocation(file: "f.fixtures.json", line: 2, column: 22))
        #expect(fixtures.accept[1].input.text == "{\"id\":007}")
    }

    @Test func offFormatFilesAreReportedWhereTheyGoWrong() {
        guard case .failure(let failures) = Self.read("{\"type\": \"PokemonRef\",\n \"accept\": [{\"jsn\": 1}]}") else {
            Issue.record("an off-format file was read")
            return
        }
        #expect(
            failures.all.map(\.formatted) == [
                "f.fixtures.json:2:14: error: unknown key 'jsn' in an 'accept' entry; expected one of name, doc, json, text, toString, derived, canonical [KC0501]",
                "f.fixtures.json:2:13: error: the entry needs 'json' (a JSON value) or 'text' (a string of JSON text) [KC0501]",
            ])
    }

    @Test func acceptedAndRejectedValuesAreCheckedWithKotlinxRules() throws {
        let tally = try Self.tally(
            """
            {"type": "PokemonRef",
             "accept": [
               {"json": {"id": "25", "name": "p", "artworkUrl": "u"}, "toString": "PokemonRef(id=25, name=p, artworkUrl=u)"},
               {"json": {"id": 1e2, "name": "p", "artworkUrl": "u"}, "toString": "PokemonRef(id=1e2, name=p, artworkUrl=u)"}
             ],
             "reject": [
               {"json": {"id": 1, "name": "p", "artworkUrl": "u"}},
               {"json": {"id": 2147483648, "name": "p", "artworkUrl": "u"}, "path": "$.id", "kind": "outOfRange"},
               {"json": {"id": 1, "name": "p"}, "path": "$", "kind": "wrongType"}
             ]}
            """)
        #expect(tally.passed == 2)
        #expect(tally.failed == 3)
        #expect(tally.failures.map(\.checkCode) == [.toStringMismatch, .unexpectedlyAccepted, .rejectionMismatch])
        #expect(tally.failures[0].message.contains("toString() is \"PokemonRef(id=100, name=p, artworkUrl=u)\""))
        #expect(tally.failures[2].location == SourceLocation(file: "f.fixtures.json", line: 9, column: 58))
    }

    @Test func transcriptsCheckCallsArgumentsAndRepeatedStates() throws {
        let tally = try Self.tally(
            """
            {"viewModel": "PokemonDetailViewModel", "initial": {"cargando": false},
             "steps": [
               {"call": "reintentar", "states": [{}, {"cargando": true}]},
               {"call": "reintentar", "arguments": {"id": 1}, "states": []},
               {"call": "cargar", "states": []}
             ]}
            """)
        #expect(
            tally.failures.map(\.checkCode) == [
                .initialStateMismatch, .repeatedState, .argumentMismatch, .unknownFunction,
            ])
        #expect(tally.passed == 0)
        #expect(tally.failed == 4)
    }

    @Test func derivedPropertiesEvaluateWithKotlinSemantics() throws {
        let evaluator = DerivedEvaluator(contracts: Self.contracts)
        func derived(_ type: String, _ json: String, _ name: String) throws -> KotlinValue {
            let checked = try Self.contracts.type(named: type).get()
            let value = try ValueChecker.decode(json, as: checked, origin: .start(of: "t")).get()
            return try evaluator.evaluate(name, of: value, in: checked.qualifiedName).get()
        }
        #expect(try derived("SearchUiState", "{\"consulta\":\" \\u3000\"}", "enReposo") == .bool(true))
        #expect(try derived("SearchUiState", "{\"consulta\":\"zz\"}", "sinResultados") == .bool(true))
        #expect(
            try derived("SearchUiState", "{\"consulta\":\"zz\",\"buscando\":true}", "sinResultados") == .bool(false))
        let detail = "{\"id\":7,\"name\":\"s\",\"heightDecimetres\":5,\"weightHectograms\":90}"
        #expect(try derived("PokemonDetail", detail, "numero") == .string("N.º 0007"))
        #expect(try derived("PokemonDetail", detail, "tieneArtwork") == .bool(false))
        #expect(try derived("PokemonListUiState", "{\"favorites\":[1,1,2]}", "loadedCount") == .integer(0))
        #expect(try derived("PokemonListUiState", "{\"selectedGeneration\":0}", "hasActiveFilters") == .bool(true))
        #expect(
            try derived("DetailUiState", "{\"cargando\":false,\"error\":{\"mensaje\":\"m\"}}", "mostrarError")
                == .bool(true))
    }

    /// Why `json` fails as a `PokemonListUiState`, or nil when it passes.
    static func failure(_ json: String) throws -> Diagnostic? {
        let type = try contracts.type(named: "PokemonListUiState").get()
        guard case .failure(let failure) = ValueChecker.decode(json, as: type, origin: .start(of: "t")) else {
            return nil
        }
        return failure
    }

    @Test func codecErrorsMapToCheckIds() throws {
        func code(_ json: String) throws -> CheckDiagnosticCode? { try Self.failure(json)?.checkCode }
        #expect(try code("{}") == nil)
        #expect(try code("{\"totalCount\":\"x\"}") == .wrongType)
        #expect(try code("{\"totalCount\":1e10}") == .outOfRange)
        #expect(try code("{\"sortOption\":\"NAME_ASC\"}") == .unknownEnumName)
        #expect(try code("{\"pokemons\":[{}]}") == .missingField)
        #expect(try code("{\"x\":1}") == .unknownKey)
        #expect(try code("{\"totalCount\":1,}") == .notJSON)
        #expect(try code("{\"totalCount\":") == .notJSON)
        #expect(try code("") == .noValue)
        #expect(try code("{\"searchText\":\"\u{FFFD}\"}") == nil)
        #expect(try code(String(repeating: "[", count: 100_000)) == .wrongType)
    }

    @Test func unknownEnumNamesSuggestTheSerialNameMeant() throws {
        func message(_ json: String) throws -> String? { try Self.failure(json)?.message }
        #expect(
            try message("{\"selectedType\":\"FIRE\"}")
                == "PokemonType has no entry with serial name 'FIRE'; did you mean 'fire' (the serial name of FIRE)?")
        #expect(
            try message("{\"selectedType\":\"Fire\"}")
                == "PokemonType has no entry with serial name 'Fire'; did you mean 'fire' (the serial name of FIRE)?")
        #expect(
            try message("{\"selectedType\":\"fiire\"}")
                == "PokemonType has no entry with serial name 'fiire'; did you mean 'fire' (the serial name of FIRE)?")
        #expect(
            try message("{\"sortOption\":\"NAME_ASC\"}")
                == "SortOption has no entry with serial name 'NAME_ASC'; did you mean 'Name (A-Z)' (the serial name of NAME_ASC)?"
        )
        #expect(try message("{\"selectedType\":\"plasma\"}") == "PokemonType has no entry with serial name 'plasma'")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let pipeline = try TemporaryContracts.run([
            "tree.kontract.json": TemporaryContracts.contract(
                package: "t",
                """
                {"kind": "data class", "name": "Node", "properties": [{"name": "children", "type": "List<Node>", "default": []}]}
                """)
        ])
        let type = try CheckableContracts(module: try #require(pipeline.module)).type(named: "Node").get()
        let deep = String(repeating: "{\"children\":[", count: 100_000)
        guard case .failure(let failure) = ValueChecker.decode(deep, as: type, origin: .start(of: "t")) else {
            Issue.record("100,000 levels were accepted")
            return
        }
        #expect(failure.checkCode == .nestingTooDeep)
        #expect(failure.location.line == 1)
    }
}
