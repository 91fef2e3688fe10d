// `kontract check` on transcripts recording function results: good ones pass, bad ones fail at the value.

import Foundation
import KontractCore
import Testing

private let resultsContract = """
    { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
      { "kind": "data class", "name": "Hit", "properties": [ { "name": "name", "type": "String" } ] },
      { "kind": "data class", "name": "Search", "properties": [ { "name": "q", "type": "String", "default": "" } ] },
      { "kind": "class", "name": "SearchViewModel", "supertypes": [ "ViewModel" ],
        "properties": [ { "name": "uiState", "type": "StateFlow<Search>", "initial": {} } ],
        "functions": [
          { "name": "type", "parameters": [ { "name": "q", "type": "String" } ] },
          { "name": "count", "returns": "Int" },
          { "name": "first", "returns": "Hit?" },
          { "name": "load", "suspend": true, "returns": "List<Hit>" } ] }
    ] }
    """

/// `check --format json` of one transcript: each diagnostic as `ID line:column`, and the exit code.
private func check(_ transcript: String) throws -> (lines: [String], code: Int32) {
    let folder = try TemporaryFolder()
    let contracts = try folder.write("contracts/search.kontract.json", resultsContract)
    let file = try folder.write("fixtures/SearchViewModel.transcript.json", transcript)
    let run = CommandRun(["check", "--contracts", contracts, "--format", "json", file])
    let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let diagnostics = try #require(document?["diagnostics"] as? [[String: Any]], "\(run.standardOutput)")
    return (
        diagnostics.map { "\($0["id"] as? String ?? "?") \($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)" },
        run.code.rawValue
    )
}

@Test func transcriptResultsOfTheReturnTypePass() throws {
    let good = try check(
        """
        { "viewModel": "SearchViewModel", "initial": {},
          "steps": [
            { "call": "type", "arguments": { "q": "pi" }, "states": [ { "q": "pi" } ] },
            { "call": "count", "result": 3, "states": [] },
            { "call": "first", "result": null, "states": [] },
            { "call": "first", "result": { "name": "pikachu" }, "states": [] },
            { "call": "load", "result": [ { "name": "pichu" } ], "states": [ { "q": "" } ] }
          ] }
        """)
    #expect(good.lines.isEmpty, "\(good.lines)")
    #expect(good.code == 0)
}

@Test func transcriptResultsAreCheckedAgainstTheReturnTypeAtTheirLine() throws {
    let bad = try check(
        """
        { "viewModel": "SearchViewModel",
          "steps": [
            { "call": "count", "result": true, "states": [] },
            { "call": "count", "result": 2147483648, "states": [] },
            { "call": "first", "result": { "nombre": "x" }, "states": [] },
            { "call": "count", "states": [] },
            { "call": "type", "arguments": { "q": "pi" }, "result": 1, "states": [] },
            { "call": "load", "result": null, "states": [] }
          ] }
        """)
    #expect(
        bad.lines == [
            "KC0201 3:34", "KC0204 4:34", "KC0203 5:36", "KC0406 6:15", "KC0406 7:61", "KC0201 8:33",
        ])
    #expect(bad.code != 0)
}

@Test func aStepWithoutACallCannotHoldAResult() throws {
    let bad = try check(#"{ "viewModel": "SearchViewModel", "steps": [ { "result": 1, "states": [] } ] }"#)
    #expect(bad.lines == ["KC0501 1:58"])
}
