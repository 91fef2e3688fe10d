// Kotlin accepts Nothing-typed properties and parameters; KT0204 is left for the positions Kontract cannot give a value.

import Testing

@testable import KontractCore

/// The diagnostic codes of one in-memory contract (parse and check, no files).
private func codes(_ declarations: String) -> [DiagnosticCode] {
    let text = TemporaryContracts.contract(package: "p", declarations)
    let (file, parseDiagnostics) = ContractParser.parse(text: text, path: "t.kontract.json")
    let checkDiagnostics = ContractChecker.check(file.map { [$0] } ?? []).diagnostics
    return (parseDiagnostics + checkDiagnostics).sortedByLocation().compactMap(\.code)
}

/// The exporter's test data case `nothing`: an interface's `Nothing` and `Nothing?` properties,
/// parameters, results and receivers.
@Test func nothingTypedPropertiesAndParametersValidate() {
    let declarations = """
            { "kind": "interface", "name": "NothingCases",
              "properties": [ { "name": "a", "type": "Nothing" }, { "name": "b", "type": "Nothing?", "mutable": true } ],
              "functions": [
                { "name": "f", "parameters": [ { "name": "x", "type": "Nothing" }, { "name": "y", "type": "Nothing?" } ],
                  "returns": "Nothing" },
                { "name": "g", "receiver": "Nothing", "returns": "Nothing?" } ] },
            { "kind": "class", "name": "Holder",
              "constructors": [ { "parameters": [ { "name": "a", "type": "Nothing?", "property": "val" } ] } ],
              "properties": [ { "name": "b", "type": "Nothing?", "mutable": true, "initial": null } ] },
            { "kind": "data class", "name": "Plain", "serializable": false,
              "properties": [ { "name": "n", "type": "Nothing?" } ] },
            { "kind": "file", "name": "Top.kt", "properties": [ { "name": "never", "type": "Nothing?" } ],
              "functions": [ { "name": "fail", "parameters": [ { "name": "why", "type": "Nothing" } ] } ] }
        """
    #expect(codes(declarations) == [])
}

/// A serialized property, a collection element of one, and a derived property still cannot be `Nothing`;
/// `Unit` is still no property or parameter type.
@Test func nothingWhereAValueMustBeProducedAndUnitValuesAreRefused() {
    let declarations = """
            { "kind": "data class", "name": "Ref",
              "properties": [ { "name": "a", "type": "Nothing?" }, { "name": "b", "type": "List<Nothing>" } ],
              "derived": [ { "name": "c", "type": "Nothing?", "kotlin": "a" } ] },
            { "kind": "class", "name": "Events", "properties": [ { "name": "last", "type": "Unit" } ],
              "functions": [ { "name": "fire", "parameters": [ { "name": "what", "type": "Unit" } ] } ] }
        """
    #expect(codes(declarations) == Array(repeating: .misplacedSpecialType, count: 5))
}
