// Checker behaviour that needs several files, real paths, or more than one expected diagnostic kind.

import Foundation
import Testing

@testable import KontractCore

/// The ids these unit tests exercise (the corpus cannot: they need several files or paths).
enum CheckerUnitTestCoverage {
    static let ids: [DiagnosticCode: String] = [
        .unreadablePath: "aMissingPathIsReported",
        .noContractsFound: "anEmptyFolderIsReported",
        .ambiguousType: "aNameDeclaredInTwoPackagesIsAmbiguous",
    ]
}

@Test func aMissingPathIsReported() {
    let pipeline = ContractPipeline.run(["/nonexistent/kontract/contracts"])
    #expect(pipeline.diagnostics.map(\.code) == [.unreadablePath])
    #expect(pipeline.diagnostics.first?.location == .start(of: "/nonexistent/kontract/contracts"))
}

@Test func anEmptyFolderIsReported() throws {
    let contracts = try TemporaryContracts()
    defer { contracts.remove() }
    try contracts.write("notes.txt", "not a contract")
    let pipeline = ContractPipeline.run([contracts.folder])
    #expect(pipeline.diagnostics.map(\.code) == [.noContractsFound])
}

@Test func aNameDeclaredInTwoPackagesIsAmbiguous() throws {
    let ref = #"    { "kind": "data class", "name": "Ref", "properties": [ { "name": "id", "type": "Int" } ] }"#
    let user = #"    { "kind": "data class", "name": "Screen", "properties": [ { "name": "ref", "type": "Ref" } ] }"#
    let pipeline = try TemporaryContracts.run([
        "a.kontract.json": TemporaryContracts.contract(package: "com.a", ref),
        "b.kontract.json": TemporaryContracts.contract(package: "com.b", ref),
        "c.kontract.json": TemporaryContracts.contract(package: "com.c", user),
    ])
    #expect(pipeline.diagnostics.map(\.code) == [.ambiguousType])
    let diagnostic = try #require(pipeline.diagnostics.first)
    #expect(diagnostic.location.file.hasSuffix("c.kontract.json"))
    #expect((diagnostic.location.line, diagnostic.location.column) == (6, 89))
    #expect(diagnostic.message.contains("'com.a.Ref' or 'com.b.Ref'"))
}

@Test func aQualifiedNameResolvesAcrossPackages() throws {
    let ref = #"    { "kind": "data class", "name": "Ref", "properties": [ { "name": "id", "type": "Int" } ] }"#
    let user = #"""
            { "kind": "data class", "name": "Screen",
              "properties": [ { "name": "ref", "type": "com.a.Ref", "default": { "id": 1 } } ] }
        """#
    let pipeline = try TemporaryContracts.run([
        "a.kontract.json": TemporaryContracts.contract(package: "com.a", ref),
        "b.kontract.json": TemporaryContracts.contract(package: "com.b", ref),
        "c.kontract.json": TemporaryContracts.contract(package: "com.c", user),
    ])
    #expect(pipeline.diagnostics.isEmpty)
}

@Test func declarationsOfOnePackageClashAcrossFiles() throws {
    let ref = #"    { "kind": "data class", "name": "Ref", "properties": [ { "name": "id", "type": "Int" } ] }"#
    let file = #"    { "kind": "file", "name": "RefIos.kt" }"#
    let pipeline = try TemporaryContracts.run([
        "a.kontract.json": TemporaryContracts.contract(package: "com.a", ref + ",\n" + file),
        "b.kontract.json": TemporaryContracts.contract(package: "com.a", ref),
        "c.kontract.json": TemporaryContracts.contract(package: "com.c", file),
    ])
    // Files of one name in two packages do not clash: the export merges them into one `RefIosKt`.
    #expect(pipeline.diagnostics.map(\.code) == [.duplicateDeclaration])
    #expect(pipeline.diagnostics[0].location.file.hasSuffix("b.kontract.json"))
    #expect(pipeline.diagnostics[0].message.contains("a.kontract.json:6:"))
}

@Test func filesOfOneNameClashOnlyInOnePackage() throws {
    let file = #"    { "kind": "file", "name": "RefIos.kt" }"#
    let pipeline = try TemporaryContracts.run([
        "a.kontract.json": TemporaryContracts.contract(package: "com.a", file),
        "b.kontract.json": TemporaryContracts.contract(package: "com.a", file),
        "c.kontract.json": TemporaryContracts.contract(package: "com.c", file),
    ])
    #expect(pipeline.diagnostics.map(\.code) == [.duplicateDeclaration])
    #expect(pipeline.diagnostics[0].location.file.hasSuffix("b.kontract.json"))
    #expect(
        pipeline.diagnostics[0].message.contains(
            "file 'RefIos.kt' without a 'sourceSet' is already declared in package 'com.a'"))
}

@Test func filesOfOneNameInOnePackageAreOneFacadeAcrossSourceSets() throws {
    // `commonMain/…/RefIos.kt` and `iosMain/…/RefIos.kt`: a klib records a file by its name alone, so the export
    // has one `RefIosKt` for both; only the same source set twice is one file declared twice.
    func file(_ sourceSet: String, _ function: String) -> String {
        #"    { "kind": "file", "name": "RefIos.kt", "sourceSet": "\#(sourceSet)", "functions": [ { "name": "\#(function)", "returns": "Int" } ] }"#
    }
    let pipeline = try TemporaryContracts.run([
        "a.kontract.json": TemporaryContracts.contract(package: "com.a", file("commonMain", "one")),
        "b.kontract.json": TemporaryContracts.contract(package: "com.a", file("iosMain", "two")),
    ])
    #expect(pipeline.diagnostics.map(\.formatted) == [])
    let twice = try TemporaryContracts.run([
        "a.kontract.json": TemporaryContracts.contract(package: "com.a", file("iosMain", "one")),
        "b.kontract.json": TemporaryContracts.contract(package: "com.a", file("iosMain", "two")),
    ])
    #expect(twice.diagnostics.map(\.code) == [.duplicateDeclaration])
    #expect(twice.diagnostics.first?.message.contains("of source set 'iosMain' is already declared") == true)
}

/// `companion object : Base()`, `companion object : Factory<A>`: a companion's supertypes are checked as an object's
/// (an interface with properties is KT0508; a found one is clean).
@Test func aCompanionsSupertypesAreCheckedAsAnObjects() throws {
    let contract = #"""
            { "kind": "interface", "name": "Named", "properties": [ { "name": "label", "type": "String" } ] },
            { "kind": "interface", "name": "Factory", "typeParameters": [ { "name": "T" } ] },
            { "kind": "class", "name": "A", "companion": { "supertypes": [ "Named" ] } },
            { "kind": "class", "name": "B", "companion": { "supertypes": [ "Factory<B>" ] } },
            { "kind": "class", "name": "C", "companion": { "supertypes": [ "Missing" ] } }
        """#
    let pipeline = try TemporaryContracts.run(["a.kontract.json": TemporaryContracts.contract(package: "p", contract)])
    #expect(
        pipeline.diagnostics.map(\.code) == [.invalidClassSupertype, .undeclaredType],
        "\(pipeline.diagnostics.map(\.formatted))")
}

@Test func theSpecificationsExampleIsClean() throws {
    let pipeline = try TemporaryContracts.run(["search.kontract.json": specificationExample])
    #expect(pipeline.diagnostics.map(\.formatted) == [])
}

@Test func recursiveDataClassesAreAccepted() throws {
    let declarations = #"""
            { "kind": "data class", "name": "Node",
              "properties": [
                { "name": "id", "type": "Int" },
                { "name": "children", "type": "List<Node>", "default": [] },
                { "name": "next", "type": "Node?", "default": null },
                { "name": "byName", "type": "Map<String, Node>", "default": { "a": { "id": 1, "next": { "id": 2 } } } } ] },
            { "kind": "data class", "name": "Even", "properties": [ { "name": "odd", "type": "Odd?" } ] },
            { "kind": "data class", "name": "Odd", "properties": [ { "name": "even", "type": "Even?", "default": { "odd": { "even": null } } } ] },
            { "kind": "sealed interface", "name": "Expr",
              "subclasses": [
                { "kind": "data class", "name": "Lit", "properties": [ { "name": "value", "type": "Int" } ] },
                { "kind": "data class", "name": "Add",
                  "properties": [ { "name": "left", "type": "Expr" }, { "name": "right", "type": "Expr",
                    "default": { "type": "com.example.Expr.Add", "left": { "type": "com.example.Expr.Lit", "value": 1 },
                                 "right": { "type": "com.example.Expr.Lit", "value": 2 } } } ] } ] }
        """#
    let pipeline = try TemporaryContracts.run([
        "tree.kontract.json": TemporaryContracts.contract(package: "com.example", declarations)
    ])
    #expect(pipeline.diagnostics.map(\.formatted) == [])
}

@Test func aCycleOfSealedTypesEnds() throws {
    let declarations = #"""
            { "kind": "sealed interface", "name": "A", "supertypes": [ "B" ] },
            { "kind": "sealed interface", "name": "B", "supertypes": [ "A" ] },
            { "kind": "data class", "name": "Holder", "properties": [ { "name": "a", "type": "A", "default": { "type": "x" } } ] }
        """#
    let pipeline = try TemporaryContracts.run([
        "cycle.kontract.json": TemporaryContracts.contract(package: "p", declarations)
    ])
    #expect(pipeline.diagnostics.map(\.code) == [.unknownSubclassSerialName])
}

@Test func namingStrategyRenamesKeysOfObjectDefaults() throws {
    let declarations = #"""
            { "kind": "data class", "name": "Ref",
              "properties": [ { "name": "userId", "type": "Int" }, { "name": "HTTPStatus", "type": "Int", "default": 0 } ] },
            { "kind": "data class", "name": "Screen",
              "properties": [
                { "name": "good", "type": "Ref", "default": { "user_id": 1, "http_status": 2 } },
                { "name": "bad", "type": "Ref", "default": { "userId": 1 } } ] }
        """#
    let pipeline = try TemporaryContracts.run([
        "snake.kontract.json": TemporaryContracts.contract(
            package: "p", declarations, json: #"{ "namingStrategy": "snake_case" }"#)
    ])
    #expect(pipeline.diagnostics.map(\.code) == [.defaultMissingProperty, .defaultUnknownProperty])
    #expect(pipeline.diagnostics.last?.message.contains("written as 'user_id'") == true)
}

@Test func kotlinxNamingStrategiesMatchTheirDocumentedExamples() {
    let examples = [
        ("projectName", "project_name"), ("MyProperty", "my_property"), ("URLMapping", "url_mapping"),
        ("myHTTPAuth", "my_http_auth"), ("id", "id"),
    ]
    for (name, snake) in examples {
        #expect(JSONPropertyNames.apply(.snakeCase, to: name) == snake)
        #expect(JSONPropertyNames.apply(.kebabCase, to: name) == snake.replacingOccurrences(of: "_", with: "-"))
    }
}

@Test func enumEntryWarningsSpareScreamingAndSingleWords() {
    #expect(CheckContext.isLoweredWhole("TermsOfUse"))
    #expect(CheckContext.isLoweredWhole("termsOfUse"))
    for fine in ["NAME_ASC", "NUMBER", "Number", "Name_Asc", "URL", "a"] {
        #expect(!CheckContext.isLoweredWhole(fine), "\(fine)")
    }
    #expect(CheckContext.swiftName(ofSnakeCase: "TERMS_OF_USE") == "termsOfUse")
}

/// The example of the contract format's specification (search feature).
let specificationExample = #"""
    {
      "kontract": 1,
      "module": "Shared",
      "package": "com.sebastiannarvaez.pokedex.feature.search",
      "declarations": [
        { "kind": "data class", "name": "PokemonRef",
          "properties": [
            { "name": "id", "type": "Int" },
            { "name": "name", "type": "String" },
            { "name": "artworkUrl", "type": "String" } ] },
        { "kind": "data class", "name": "SearchError",
          "properties": [ { "name": "detalle", "type": "String" } ] },
        { "kind": "data class", "name": "SearchUiState",
          "properties": [
            { "name": "consulta", "type": "String", "default": "" },
            { "name": "resultados", "type": "List<PokemonRef>", "default": [] },
            { "name": "buscando", "type": "Boolean", "default": false },
            { "name": "error", "type": "SearchError?", "default": null } ],
          "derived": [
            { "name": "enReposo", "type": "Boolean", "kotlin": "consulta.isBlank()" },
            { "name": "sinResultados", "type": "Boolean",
              "kotlin": "consulta.isNotBlank() && !buscando && error == null && resultados.isEmpty()" } ] },
        { "kind": "class", "name": "PokemonSearchViewModel", "supertypes": ["ViewModel"],
          "properties": [ { "name": "uiState", "type": "StateFlow<SearchUiState>", "initial": {} } ],
          "functions": [ { "name": "escribir", "parameters": [ { "name": "texto", "type": "String" } ] } ] },
        { "kind": "file", "name": "SearchIos.kt", "sourceSet": "iosMain",
          "functions": [
            { "name": "pokemonSearchViewModel",
              "parameters": [ { "name": "owner", "type": "ViewModelStoreOwner" } ],
              "returns": "PokemonSearchViewModel", "provides": "viewModel" } ],
          "properties": [
            { "name": "uiStateForIos", "receiver": "PokemonSearchViewModel",
              "type": "StateFlow<SearchUiState>", "annotations": ["NativeCoroutinesState"],
              "kotlin": "uiState" } ] }
      ]
    }
    """#
