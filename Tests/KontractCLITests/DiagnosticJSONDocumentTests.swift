// `--format json` is one schema for every command reading contracts, and docs/diagnostics.md documents every key.

import Foundation
import KontractTestSupport
import Testing

/// The keys docs/diagnostics.md documents: the backticked names in the first column of its tables.
private func documentedKeys() throws -> Set<String> {
    let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    var keys = Set<String>()
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
        let firstColumn = line.dropFirst(2).prefix { $0 != "|" }
        for match in firstColumn.matches(of: /`([a-zA-Z]+)`/) { keys.insert(String(match.1)) }
    }
    return keys
}

/// The document a run wrote on stdout, checked against the schema; its diagnostics.
private func diagnosticsDocument(_ run: CommandRun, documented: Set<String>) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let document = try #require(object, "not one JSON object: \(run.standardOutput)")
    #expect(Set(document.keys).isSubset(of: documented), "undocumented keys in \(document.keys.sorted())")
    #expect(document["errors"] is Int && document["warnings"] is Int)
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    for diagnostic in diagnostics {
        #expect(Set(diagnostic.keys).isSubset(of: documented), "undocumented keys in \(diagnostic.keys.sorted())")
        for key in ["file", "line", "column", "severity", "id", "kind", "message"] {
            #expect(diagnostic[key] != nil, "\(key) missing in \(diagnostic)")
        }
    }
    return diagnostics
}

@Test func validateCheckAndGenerateWriteTheOneDocumentedSchema() throws {
    let documented = try documentedKeys()
    #expect(documented.isSuperset(of: ["diagnostics", "errors", "warnings", "file", "id", "kotlinx", "notes"]))
    let folder = try TemporaryFolder()
    let contract = try folder.write(
        "contracts/cart.kontract.json",
        """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Cart", "properties": [ { "name": "count", "type": "Int", "default": 0 } ] },
          { "kind": "class", "name": "CartViewModel", "supertypes": [ "ViewModel" ],
            "properties": [ { "name": "uiState", "type": "StateFlow<Cart>" } ] }
        ] }
        """)
    let validate = CommandRun(["validate", "--format", "json", contract])
    #expect(validate.code == .failure)
    #expect(try diagnosticsDocument(validate, documented: documented).map { $0["id"] as? String } == ["KG0301"])

    let output = folder.url.appendingPathComponent("out").path
    let generate = CommandRun(["generate", "--format", "json", contract, "--output", output])
    #expect(generate.code == .failure)
    #expect(generate.standardError.isEmpty)
    #expect(try diagnosticsDocument(generate, documented: documented).map { $0["id"] as? String } == ["KG0301"])

    let values = try folder.write("values.ndjson", "{\"count\":\"x\"}\n")
    let check = CommandRun(["check", "--contracts", contract, "--type", "Cart", "--format", "json", values])
    #expect(check.code == .failure)
    let checked = try diagnosticsDocument(check, documented: documented)
    #expect(checked.map { $0["id"] as? String } == ["KC0201"])
    #expect(checked.first?["path"] as? String == "$.count")
    #expect(checked.first?["kotlinx"] is String)
}

/// The emit commands write the same document, on stdout instead of their output, when the contracts have errors.
@Test func emitCommandsWriteTheOneDocumentedSchemaForContractErrors() throws {
    let documented = try documentedKeys()
    let folder = try TemporaryFolder()
    let contract = try folder.write(
        "contracts/cart.kontract.json",
        """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Cart", "properties": [ { "name": "count", "type": "Nope" } ] } ] }
        """)
    for command in ["emit-kotlin", "emit-jsonschema"] {
        let run = CommandRun([command, "--format", "json", contract])
        #expect(run.code == .failure, "\(command)")
        #expect(run.standardError.isEmpty, "\(command): \(run.standardError)")
        #expect(try diagnosticsDocument(run, documented: documented).map { $0["id"] as? String } == ["KT0202"])
    }
}
