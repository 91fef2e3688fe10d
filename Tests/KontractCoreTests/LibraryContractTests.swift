// Library contracts (`"library"`): other libraries' types the module's API names, and what such a contract may hold.

import Testing

@testable import KontractCore

/// A library contract of kotlinx-datetime's package with a class Swift cannot construct, an enum, an interface, a
/// data class and a value class.
private let datetime = """
    {
      "kontract": 1,
      "module": "Shared",
      "package": "kotlinx.datetime",
      "library": "kotlinx-datetime",
      "declarations": [
        { "kind": "class", "name": "Instant", "constructors": [],
          "properties": [ { "name": "epochSeconds", "type": "Long" } ],
          "functions": [ { "name": "toEpochMilliseconds", "returns": "Long" } ] },
        { "kind": "enum class", "name": "DayOfWeek", "entries": [ { "name": "MONDAY" } ] },
        { "kind": "interface", "name": "Clock", "functions": [ { "name": "now", "returns": "Instant" } ] },
        { "kind": "data class", "name": "DatePeriod", "properties": [ { "name": "days", "type": "Int" } ] },
        { "kind": "value class", "name": "Seconds", "properties": [ { "name": "raw", "type": "Long" } ] }
      ]
    }
    """

private func module(_ declarations: String) -> String {
    TemporaryContracts.contract(package: "com.example", declarations)
}

@Test func aLibraryContractIsParsedWithItsLibraryAndNothingSerializable() throws {
    let (parsed, diagnostics) = ContractParser.parse(text: datetime, path: "datetime.kontract.json")
    let file = try #require(parsed)
    #expect(diagnostics.isEmpty)
    #expect(file.library?.value == "kotlinx-datetime")
    #expect(file.isLibrary)
    #expect(file.declarations.map(\.isSerializable) == [false, false, false, false])
    #expect(file.valueClasses.map(\.isSerializable) == [false])
    #expect(file.valueClasses.map(\.library) == ["kotlinx-datetime"])
    // `constructors: []` is kept as no constructor at all, not Kotlin's implicit `constructor()`.
    #expect(file.declarations.first?.constructors?.isEmpty == true)
    let (own, _) = ContractParser.parse(text: module("[]"), path: "app.kontract.json")
    #expect(own?.library == nil)
}

@Test func theModuleNamesLibraryTypesInSignaturesAndSupertypes() throws {
    let app = """
            { "kind": "class", "name": "Repo", "supertypes": [ "Clock" ],
              "constructors": [ { "parameters": [ { "name": "start", "type": "Instant", "property": "val" } ] } ],
              "properties": [ { "name": "days", "type": "List<DayOfWeek>" } ],
              "functions": [ { "name": "now", "returns": "Instant" },
                             { "name": "since", "parameters": [ { "name": "at", "type": "kotlinx.datetime.Instant?" } ],
                               "returns": "Map<String, DatePeriod>" },
                             { "name": "wait", "parameters": [ { "name": "s", "type": "Seconds" } ] } ] },
            { "kind": "data class", "name": "Event", "properties": [
              { "name": "id", "type": "Int" },
              { "name": "at", "type": "Instant?", "transient": true, "default": null } ] }
        """
    let pipeline = try TemporaryContracts.run([
        "datetime.kontract.json": datetime, "app.kontract.json": module(app),
    ])
    #expect(pipeline.diagnostics.isEmpty, "\(pipeline.diagnostics.map(\.message))")
    let checked = try #require(pipeline.module)
    #expect(checked.index["kotlinx.datetime.Instant"]?.file.library?.value == "kotlinx-datetime")
    #expect(checked.index["com.example.Repo"]?.file.library == nil)
}

@Test(arguments: [
    ("Instant", "Instant"), ("List<DayOfWeek>", "DayOfWeek"), ("Clock", "Clock"), ("DatePeriod?", "DatePeriod"),
    ("Map<String, Seconds>", "Seconds"),
])
func aSerializedPropertyOfALibraryTypeHasNoSerializerKontractEmulates(type: String, named: String) throws {
    let app = """
            { "kind": "data class", "name": "Event", "properties": [ { "name": "at", "type": "\(type)" } ] }
        """
    let pipeline = try TemporaryContracts.run([
        "datetime.kontract.json": datetime, "app.kontract.json": module(app),
    ])
    #expect(pipeline.diagnostics.map(\.code) == [.unserializableType])
    let message = try #require(pipeline.diagnostics.first?.message)
    #expect(message.contains("'\(named)' is a type of the library 'kotlinx-datetime'"), "\(message)")
}

@Test(arguments: [
    ("koin-core", true), ("kotlinx-datetime", true), ("kotlin-stdlib", true), ("multiplatform-settings", true),
    ("io.ktor:ktor-client-core", true), ("app.cash.sqldelight:runtime", true), ("KMPNativeCoroutinesCore", true),
    ("koin core", false), ("", false), ("-core", false), ("a:b:c", false), ("koin/core", false), ("1lib", false),
])
func aLibraryIsAModuleName(name: String, valid: Bool) {
    #expect(LibraryContractRules.isModuleName(name) == valid)
}

/// KT0202 without a nearby name points at library contracts: real modules' most frequent validate error (issue 27).
@Test func anUnknownTypeWithoutSuggestionPointsAtLibraryContracts() throws {
    let app = """
            { "kind": "class", "name": "Repo", "properties": [ { "name": "client", "type": "HttpClient" } ] }
        """
    let pipeline = try TemporaryContracts.run(["app.kontract.json": module(app)])
    #expect(pipeline.diagnostics.map(\.code) == [.undeclaredType])
    let message = try #require(pipeline.diagnostics.first?.message)
    #expect(message.contains("is declared in a library contract"), "\(message)")
}
