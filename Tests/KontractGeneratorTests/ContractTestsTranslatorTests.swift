// Small contracts and fixtures → the generated contract-test lines they must produce, one rule per test.

import Foundation
import KontractCheck
import KontractCore
import KontractGenerator
import Testing

/// A contract of one data class with defaults and a derived property, one with a required property,
/// a set, and a view model.
private let contract = """
    { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
      { "kind": "data class", "name": "Ref", "properties": [ { "name": "id", "type": "Int" },
        { "name": "description", "type": "String", "default": "" } ] },
      { "kind": "data class", "name": "State", "properties": [
          { "name": "query", "type": "String", "default": "" },
          { "name": "count", "type": "Int", "default": 0 },
          { "name": "tags", "type": "Set<String>", "default": [] } ],
        "derived": [ { "name": "idle", "type": "Boolean", "kotlin": "query.isBlank()" } ] },
      { "kind": "class", "name": "SearchViewModel", "supertypes": [ "ViewModel" ],
        "properties": [ { "name": "uiState", "type": "StateFlow<State>", "initial": {} } ],
        "functions": [ { "name": "type", "parameters": [ { "name": "text", "type": "String" } ] },
                       { "name": "copyAll" }, { "name": "total", "returns": "Int" },
                       { "name": "find", "suspend": true, "returns": "Ref?" } ] } ] }
    """

private let stateFixtures = """
    { "type": "State",
      "accept": [ { "name": "defaults", "json": {}, "toString": "State(query=, count=0, tags=[])",
                    "derived": { "idle": true }, "canonical": "{}" },
                  { "json": { "tags": [ "a", "b" ] }, "toString": "State(query=, count=0, tags=[a, b])" } ],
      "reject": [ { "json": { "count": "x" }, "path": "$.count", "kind": "wrongType" },
                  { "json": { "tags": 1, "x": 2 }, "kind": "unknownKey" },
                  { "json": { "count": null, "query": [] }, "kind": "missingField" },
                  { "text": "{", "kind": "notJSON" } ] }
    """

private let transcript = """
    { "viewModel": "SearchViewModel", "initial": {},
      "steps": [ { "states": [ { "count": 1 } ] },
                 { "call": "type", "arguments": { "text": "pi" },
                   "states": [ { "query": "pi", "count": 1 }, { "query": "pi", "count": 2 } ] },
                 { "call": "copyAll", "states": [ { "count": 3 } ] },
                 { "call": "type", "arguments": { "text": "pi" }, "states": [] } ] }
    """

/// Generates the tests of `contract` with the given fixture files (name → JSON).
private func generateTests(
    _ fixtures: [String: String], style: GenerationStyle = .bridge, testedModule: String? = nil
) throws -> String {
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try contract.write(to: folder.appendingPathComponent("c.kontract.json"), atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([folder.path])
    let checked = try #require(module, "\(problems)")
    var documents: [FixtureDocument] = []
    for (name, text) in fixtures.sorted(by: { $0.key < $1.key }) {
        switch FixtureReader.parse(Array(text.utf8), path: name) {
        case .success(let document): documents.append(document)
        case .failure(let failures): Issue.record("\(failures.all.map(\.formatted))")
        }
    }
    let options = ContractTestOptions(generator: GeneratorOptions(style: style), testedModule: testedModule)
    let files = try ContractTestGenerator.generate(module: checked, fixtures: documents, options: options)
    #expect(files.map(\.name) == ["c.kontract.tests.swift"])
    return try #require(files.first).contents
}

@Test func acceptedFixturesDecodeAndCompareTextDerivedValuesAndEncoding() throws {
    let text = try generateTests(["State.fixtures.json": stateFixtures])
    #expect(text.contains("@Test(\"State accepts \\\"defaults\\\"\")\n    func stateAccepts1() throws {"))
    #expect(text.contains("let value = try KotlinJSON.decode(State.self, from: \"{}\")"))
    #expect(text.contains("#expect(Kotlin.toString(value) == \"State(query=, count=0, tags=[])\")"))
    #expect(text.contains("#expect(value.idle == true)"))
    #expect(text.contains("let encoded = try KotlinJSON.encode(value)\n"))
    #expect(text.contains("#expect(encoded == \"{}\")"))
}

@Test func aSetOfSeveralElementsMakesItsTextAnIntermittentKnownIssue() throws {
    let text = try generateTests(["State.fixtures.json": stateFixtures])
    let second = try #require(text.range(of: "func stateAccepts2()"))
    let first = try #require(text.range(of: "func stateAccepts1()"))
    #expect(text[first.upperBound..<second.lowerBound].contains("withKnownIssue") == false)
    #expect(text[second.upperBound...].contains("withKnownIssue(\"Swift's Set does not keep"))
}

@Test func rejectedFixturesExpectTheCodecErrorAtTheFixturePath() throws {
    let text = try generateTests(["State.fixtures.json": stateFixtures])
    #expect(text.contains("@Test(\"State rejects #1 at $.count\")\n    func stateRejects1() {"))
    #expect(text.contains("let error = #expect(throws: KotlinJSONError.self) {"))
    #expect(text.contains("try KotlinJSON.decode(State.self, from: #\"{ \"count\": \"x\" }\"#)"))
    #expect(text.contains("#expect(error?.path == \"$.count\")"))
    // Kinds that one codec kind gives are compared; the others are told apart by kotlinx's message only.
    #expect(text.contains("#expect(error?.kind == .missingField)"))
    #expect(!text.contains("#expect(error?.kind == .unknownKey)"))
    // Without a path only the throw is expected.
    #expect(
        text.contains(
            "#expect(throws: KotlinJSONError.self) {\n            try KotlinJSON.decode(State.self, from: \"{\")"))
}

@Test func dataClassesDecodeTheirMinimalObjectToTheKotlinDefaults() throws {
    let bridge = try generateTests([:])
    #expect(
        bridge.contains(
            "#expect(try KotlinJSON.decode(State.self, from: \"{}\") == State(query: \"\", count: 0, tags: []))"))
    // `id` is required: the minimal object holds it, `{}` is a missing field; bridge renames the property
    // `description` but labels the initializer with the Kotlin name, as the exporter does.
    #expect(
        bridge.contains(
            "#expect(try KotlinJSON.decode(Ref.self, from: #\"{\"id\":0}\"#) == Ref(id: 0, description: \"\"))"))
    #expect(bridge.contains("@Test(\"Ref requires id\")"))
    #expect(bridge.contains("#expect(error?.kind == .missingField)"))
    let swift = try generateTests([:], style: .swift)
    #expect(swift.contains("#expect(try KotlinJSON.decode(State.self, from: \"{}\") == State())"))
    #expect(swift.contains("== Ref(id: 0))"))
}

@Test func transcriptsReplayThroughTheGeneratedViewModel() throws {
    let text = try generateTests(["SearchViewModel.transcript.json": transcript])
    #expect(text.contains("@Test(\"SearchViewModel replays its transcript\")"))
    #expect(text.contains("#expect(SearchViewModel._kontractInitialState == initial)"))
    #expect(text.contains("let step2Text: String = \"pi\""))
    #expect(
        text.contains(
            "steps.append(TranscriptStep(call: TranscriptCall(\"type\", [Kotlin.toString(step2Text)]), states: step2States))"
        ))
    // A step without a call is emitted by the view model itself; `copyAll` is `doCopyAll` in bridge style.
    #expect(text.contains("steps.append(TranscriptStep(emittedOnItsOwn: step1States))"))
    #expect(
        text.contains(
            "onMismatch: { Issue.record(\"\\($0)\") })\n        #expect(viewModel._kontract.state.value == step1State1)"
        ))
    #expect(
        text.contains(
            "viewModel.type(text: step2Text)\n        #expect(viewModel._kontract.state.value == step2State2)"))
    #expect(text.contains("viewModel.doCopyAll()"))
    // A call that changes nothing keeps the state of the call before it.
    #expect(text.contains("let step4States: [State] = []"))
    #expect(
        text.contains(
            "viewModel.type(text: step4Text)\n        #expect(viewModel._kontract.state.value == step3State1)"))
    #expect(text.contains("try viewModel._kontract.verifyTranscriptCompleted()"))
    let swift = try generateTests(["SearchViewModel.transcript.json": transcript], style: .swift)
    #expect(swift.contains("viewModel.copyAll()"))
}

@Test func transcriptResultsAreReturnedByTheGeneratedViewModelAndExpected() throws {
    let recorded = """
        { "viewModel": "SearchViewModel",
          "steps": [ { "call": "total", "result": 7, "states": [ { "count": 7 } ] },
                     { "call": "find", "result": { "id": 25 }, "states": [] },
                     { "call": "find", "result": null, "states": [] } ] }
        """
    let text = try generateTests(["SearchViewModel.transcript.json": recorded])
    #expect(text.contains("let step1Result: Int32 = 7"))
    #expect(
        text.contains(
            "steps.append(TranscriptStep(call: TranscriptCall(\"total\", []), result: step1Result, states: step1States))"
        ))
    #expect(text.contains("#expect(viewModel.total() == step1Result)"))
    #expect(text.contains("let step2Result: Ref? = Ref(id: 25, description: \"\")"))
    #expect(text.contains("#expect(try await viewModel.find() == step2Result)"))
    #expect(text.contains("let step3Result: Ref? = nil"))
    // A call of a function returning a value must record what it returned.
    #expect(throws: DiagnosticList.self) {
        try generateTests([
            "SearchViewModel.transcript.json": #"{ "viewModel": "SearchViewModel", "steps": [ { "call": "total" } ] }"#
        ])
    }
}

@Test func theTestedModuleIsImportedUnlessEmpty() throws {
    #expect(
        try generateTests([:]).contains(
            "import Foundation\nimport Testing\nimport KontractSerialization\n@_spi(Testing) import Shared\n"))
    #expect(
        try generateTests([:], testedModule: "App").contains(
            "import KontractSerialization\n@_spi(Testing) import App\n"))
    let same = try generateTests([:], testedModule: "")
    #expect(same.contains("import KontractSerialization\n\n@Suite"))
    #expect(same.hasPrefix("// Generated by kontract"))
}

@Test func aFixtureOfAnUnknownTypeIsAGeneratorError() throws {
    #expect(throws: DiagnosticList.self) {
        try generateTests(["X.fixtures.json": #"{ "type": "Missing", "accept": [ { "json": {} } ] }"#])
    }
}
