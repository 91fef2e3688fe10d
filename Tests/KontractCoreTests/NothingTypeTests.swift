// Kotlin accepts Nothing- and Unit-typed properties and parameters; KT0204 is left where Kontract cannot give a value.

import Testing

@testable import KontractCore

/// The diagnostic codes of one in-memory contract (parse and check, no files).
private func codes(_ declarations: String) -> [DiagnosticCode] { TemporaryContracts.codes(declarations) }

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

/// A serialized property, a collection element of one, and a derived property still cannot be `Nothing`.
@Test func nothingWhereAValueMustBeProducedIsRefused() {
    let declarations = """
            { "kind": "data class", "name": "Ref",
              "properties": [ { "name": "a", "type": "Nothing?" }, { "name": "b", "type": "List<Nothing>" } ],
              "derived": [ { "name": "c", "type": "Nothing?", "kotlin": "a" } ] }
        """
    #expect(codes(declarations) == Array(repeating: .misplacedSpecialType, count: 3))
}

/// `Unit` and `Unit?` type properties and parameters as Kotlin allows them (the export shows `KotlinUnit`); a
/// serialized one, a collection element of one and a derived one are KT0204 as for `Nothing`.
@Test func unitTypedPropertiesAndParametersValidateWhereNoValueIsProduced() {
    let accepted = """
            { "kind": "class", "name": "Events",
              "constructors": [ { "parameters": [ { "name": "seed", "type": "Unit", "property": "val" } ] } ],
              "properties": [ { "name": "last", "type": "Unit" }, { "name": "next", "type": "Unit?", "mutable": true } ],
              "functions": [ { "name": "fire", "parameters": [ { "name": "what", "type": "Unit" } ] } ] },
            { "kind": "data class", "name": "Plain", "serializable": false,
              "properties": [ { "name": "u", "type": "Unit" }, { "name": "us", "type": "List<Unit?>" } ] },
            { "kind": "data class", "name": "Wire",
              "properties": [ { "name": "id", "type": "Int" }, { "name": "u", "type": "Unit", "transient": true, "default": {} } ] },
            { "kind": "object", "name": "Clock", "properties": [ { "name": "tick", "type": "Unit", "default": {} } ] },
            { "kind": "file", "name": "Top.kt", "properties": [ { "name": "top", "type": "Unit?" } ],
              "functions": [ { "name": "consume", "parameters": [ { "name": "u", "type": "Unit" } ] } ] }
        """
    #expect(codes(accepted) == [])
    let refused = """
            { "kind": "data class", "name": "Ref",
              "properties": [ { "name": "a", "type": "Unit" }, { "name": "b", "type": "List<Unit>" } ],
              "derived": [ { "name": "c", "type": "Unit?", "kotlin": "a" } ] }
        """
    #expect(codes(refused) == Array(repeating: .misplacedSpecialType, count: 3))
}
