// Every KC id of the catalog is reported by `kontract check` for an input made to trigger it.

import Foundation
import KontractCore
import Testing

private let contract = """
    { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
      { "kind": "enum class", "name": "Color", "entries": [ "RED" ] },
      { "kind": "sealed interface", "name": "Shape" },
      { "kind": "data class", "name": "Rect", "supertypes": [ "Shape" ], "serialName": "rect",
        "properties": [ { "name": "w", "type": "Int" } ] },
      { "kind": "data class", "name": "Word", "supertypes": [ "Shape" ], "serialName": "word",
        "properties": [ { "name": "type", "type": "String" } ] },
      { "kind": "data class", "name": "Node", "properties": [ { "name": "next", "type": "Node?", "default": null } ] },
      { "kind": "data class", "name": "Box",
        "properties": [
          { "name": "n", "type": "Int" }, { "name": "b", "type": "Byte", "default": 0 },
          { "name": "c", "type": "Color", "default": "RED" }, { "name": "s", "type": "Shape?", "default": null },
          { "name": "f", "type": "Double", "default": 0.0 } ],
        "derived": [ { "name": "empty", "type": "Boolean", "kotlin": "n == 0" } ] },
      { "kind": "class", "name": "BoxViewModel", "supertypes": [ "ViewModel" ],
        "properties": [ { "name": "uiState", "type": "StateFlow<Box>", "initial": { "n": 0 } } ],
        "functions": [ { "name": "set", "parameters": [ { "name": "n", "type": "Int" } ] },
          { "name": "count", "returns": "Int" } ] }
    ] }
    """

/// Inputs for `check --type TYPE FILE`: the file's name, its bytes, the type and the id expected.
private let values: [(String, [UInt8], String, CheckDiagnosticCode)] = [
    ("syntax.json", Array(#"{"n":1,}"#.utf8), "Box", .notJSON),
    ("utf8.json", Array(#"{"n":1,"#.utf8) + [0xFF] + Array("}".utf8), "Box", .invalidUTF8),
    (
        "deep.json",
        Array((String(repeating: #"{"next":"#, count: 5_000) + "null" + String(repeating: "}", count: 5_000)).utf8),
        "Node", .nestingTooDeep
    ),
    ("empty.json", [], "Box", .noValue),
    ("binary.json", [0x7B, 0x00, 0x7D], "Box", .binaryInput),
    ("type.json", Array(#"{"n":"x"}"#.utf8), "Box", .wrongType),
    ("missing.json", Array("{}".utf8), "Box", .missingField),
    ("key.json", Array(#"{"n":1,"zz":1}"#.utf8), "Box", .unknownKey),
    ("range.json", Array(#"{"n":1,"b":300}"#.utf8), "Box", .outOfRange),
    ("enum.json", Array(#"{"n":1,"c":"BLUE"}"#.utf8), "Box", .unknownEnumName),
    ("discriminator.json", Array(#"{"n":1,"s":{"type":"circle"}}"#.utf8), "Box", .badDiscriminator),
]

/// Fixture and transcript files (checked without --type): the file's name, its text and the id expected.
private let fixtures: [(String, String, CheckDiagnosticCode)] = [
    (
        "a.fixtures.json", #"{ "type": "Box", "accept": [ { "json": { "n": 1 }, "toString": "Box()" } ] }"#,
        .toStringMismatch
    ),
    (
        "b.fixtures.json", #"{ "type": "Box", "accept": [ { "json": { "n": 1 }, "derived": { "empty": true } } ] }"#,
        .derivedMismatch
    ),
    (
        "c.fixtures.json", #"{ "type": "Box", "accept": [ { "json": { "n": 1 }, "canonical": "{}" } ] }"#,
        .canonicalMismatch
    ),
    ("d.fixtures.json", #"{ "type": "Box", "reject": [ { "json": { "n": 1 } } ] }"#, .unexpectedlyAccepted),
    ("e.fixtures.json", #"{ "type": "Box", "reject": [ { "json": {}, "kind": "wrongType" } ] }"#, .rejectionMismatch),
    ("f.fixtures.json", #"{ "type": "Box", "accept": 3 }"#, .malformedFixture),
    ("h.fixtures.json", #"{ "type": "Shape", "accept": [ { "json": { "type": "word" } } ] }"#, .notReEncodable),
    ("g.fixtures.json", #"{ "type": "Nope", "accept": [] }"#, .unknownType),
    ("a.transcript.json", #"{ "viewModel": "BoxViewModel", "steps": [ { "call": "nope" } ] }"#, .unknownFunction),
    (
        "b.transcript.json",
        #"{ "viewModel": "BoxViewModel", "steps": [ { "call": "set", "arguments": { "m": 1 } } ] }"#,
        .argumentMismatch
    ),
    ("c.transcript.json", #"{ "viewModel": "NopeViewModel", "steps": [] }"#, .unknownViewModel),
    (
        "d.transcript.json", #"{ "viewModel": "BoxViewModel", "initial": { "n": 5 }, "steps": [] }"#,
        .initialStateMismatch
    ),
    (
        "e.transcript.json",
        #"{ "viewModel": "BoxViewModel", "initial": { "n": 0 }, "steps": [ { "states": [ { "n": 0 } ] } ] }"#,
        .repeatedState
    ),
    (
        "f.transcript.json", #"{ "viewModel": "BoxViewModel", "steps": [ { "call": "count", "states": [] } ] }"#,
        .resultMismatch
    ),
]

/// KC ids no input reaches: `rejectedByKotlinx` is `ValueChecker.classify`'s fallback for a kotlinx
/// message it does not know, and every message the runtime's codec writes today is classified.
private let idsNoInputReaches: Set<CheckDiagnosticCode> = [.rejectedByKotlinx]

/// The KC ids of a `check --format json` run.
private func ids(_ run: CommandRun) throws -> [String] {
    let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let diagnostics = try #require(document?["diagnostics"] as? [[String: Any]], "\(run.standardOutput)")
    return diagnostics.compactMap { $0["id"] as? String }
}

@Test func everyCheckIdIsReportedForAnInputThatTriggersIt() throws {
    let folder = try TemporaryFolder()
    let contracts = try folder.write("contracts/box.kontract.json", contract)
    var covered = Set<CheckDiagnosticCode>()
    func expect(_ arguments: [String], _ code: CheckDiagnosticCode) throws {
        let run = CommandRun(["check", "--contracts", contracts, "--format", "json"] + arguments)
        let found = try ids(run)
        #expect(found.contains(code.rawValue), "\(arguments.last ?? ""): expected \(code.rawValue), got \(found)")
        if found.contains(code.rawValue) { covered.insert(code) }
    }
    for (name, bytes, type, code) in values {
        let path = folder.url.appendingPathComponent("values/\(name)")
        try FileManager.default.createDirectory(
            at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: path)
        try expect(["--type", type, path.path], code)
    }
    try expect(["--type", "Box", folder.url.appendingPathComponent("values/absent.json").path], .unreadableInput)
    for (name, text, code) in fixtures {
        try expect([try folder.write("fixtures/\(name)", text)], code)
    }
    let empty = folder.url.appendingPathComponent("nothing")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try expect([empty.path], .noFixtures)
    let missing = CheckDiagnosticCode.allCases.filter { !covered.contains($0) && !idsNoInputReaches.contains($0) }
    #expect(missing.isEmpty, "no input triggers \(missing.map(\.rawValue))")
}
