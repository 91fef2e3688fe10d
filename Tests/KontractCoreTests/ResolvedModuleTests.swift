// Tests the resolved model: IDs, per-kind payloads and member types resolved once, from memory.

import Testing

@testable import KontractCore

@Suite struct ResolvedModuleTests {
    private static let contract = TemporaryContracts.contract(
        package: "com.example",
        """
            { "kind": "data class", "name": "Ref", "properties": [{ "name": "ids", "type": "List<Int>", "default": [] }],
              "derived": [{ "name": "empty", "type": "Boolean", "kotlin": "ids.isEmpty()" }] },
            { "kind": "sealed interface", "name": "Result", "subclasses": [
              { "kind": "data class", "name": "Found", "properties": [{ "name": "ref", "type": "Ref" }] },
              { "kind": "data object", "name": "Missing" } ] },
            { "kind": "enum class", "name": "Color", "entries": ["RED"] },
            { "kind": "class", "name": "SearchViewModel", "supertypes": ["ViewModel"],
              "properties": [{ "name": "state", "type": "StateFlow<Result?>", "initial": null }],
              "functions": [{ "name": "search", "parameters": [{ "name": "text", "type": "String" }] }] },
            { "kind": "file", "name": "SearchIos.kt", "functions": [{ "name": "searchViewModel", "provides": "viewModel",
              "parameters": [{ "name": "owner", "type": "ViewModelStoreOwner" }], "returns": "SearchViewModel" }] }
        """)

    private static func model() throws -> ResolvedModule {
        let pipeline = try TemporaryContracts.run(["search.kontract.json": contract])
        #expect(pipeline.diagnostics.map(\.formatted) == [])
        return try #require(pipeline.module).model
    }

    @Test func everyDeclarationHasAnIDInSourceOrder() throws {
        #expect(
            try Self.model().declarations.map(\.id.rawValue) == [
                "com.example.Ref", "com.example.Result", "com.example.Result.Found", "com.example.Result.Missing",
                "com.example.Color", "com.example.SearchViewModel", "com.example/SearchIos.kt",
            ])
    }

    @Test func membersCarryResolvedTypes() throws {
        let model = try Self.model()
        let ref = try #require(model[DeclarationID(qualifiedName: "com.example.Ref")])
        guard case .dataClass(let payload) = ref.kind else {
            Issue.record("Ref is not a data class")
            return
        }
        #expect(payload.properties.map { "\($0.name.value): \($0.type)" } == ["ids: List<Int>"])
        #expect(payload.derived.map { "\($0.name.value): \($0.type)" } == ["empty: Boolean"])
        let found = try #require(model[DeclarationID(qualifiedName: "com.example.Result.Found")])
        #expect(found.properties.first?.type.declaredName == "com.example.Ref")
        #expect(found.sealedParents == [DeclarationID(qualifiedName: "com.example.Result")])
        #expect(found.parent == DeclarationID(qualifiedName: "com.example.Result"))
    }

    @Test func kindsHaveTheirPayloads() throws {
        let model = try Self.model()
        guard case .sealed(let sealed) = model[DeclarationID(qualifiedName: "com.example.Result")]?.kind,
            case .object(let missing) = model[DeclarationID(qualifiedName: "com.example.Result.Missing")]?.kind,
            case .plainClass(let viewModel) = model[DeclarationID(qualifiedName: "com.example.SearchViewModel")]?.kind,
            case .file(let file) = model[DeclarationID(package: "com.example", fileName: "SearchIos.kt")]?.kind
        else {
            Issue.record("a declaration has the wrong kind")
            return
        }
        #expect(sealed.isInterface)
        #expect(sealed.subclasses.map(\.rawValue) == ["com.example.Result.Found", "com.example.Result.Missing"])
        #expect(missing.isData)
        #expect(viewModel.isViewModel)
        #expect(viewModel.properties.map { "\($0.type)" } == ["StateFlow<com.example.Result?>"])
        #expect(viewModel.functions.map { $0.returns.kind == .unit } == [true])
        #expect(file.facadeName == "SearchIosKt")
        #expect(file.functions.map(\.provides) == [.viewModel])
        #expect(file.functions.first?.returns.declaredName == "com.example.SearchViewModel")
    }
}

/// A bounded type parameter's erasure is resolved with the model (its first bound; a bound naming another
/// parameter is that one's erasure); an unbounded one has none.
@Test func boundedTypeParametersCarryTheirErasure() throws {
    let contract = TemporaryContracts.contract(
        package: "com.example",
        """
            { "kind": "class", "name": "Pair", "typeParameters": [
              { "name": "A", "bounds": ["Long"] }, { "name": "B", "bounds": ["A?"] }, { "name": "C" } ] }
        """)
    let pipeline = try TemporaryContracts.run(["pair.kontract.json": contract])
    let model = try #require(pipeline.module, "\(pipeline.diagnostics.map(\.formatted))").model
    let pair = try #require(model[DeclarationID(qualifiedName: "com.example.Pair")])
    #expect(pair.typeParameterErasures.mapValues(\.description) == ["A": "Long", "B": "Long?"])
}
