// The generated types' typed JSON path against the KotlinValue path: same values, same encodings, same errors.

@_spi(Testing) import KontractRuntime
import Testing

/// `KotlinJSON.decode(T.self, from:)` and `KotlinJSON.encode(_:)` (the typed path) against the descriptor
/// path with the generated `KotlinValue` conversions (what generated types used before).
private func expectPathsAgree<T: KotlinSerializable & Equatable>(
    _ type: T.Type, _ json: String, configuration: KotlinJSONConfiguration? = nil, comparingText: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let configuration = configuration ?? T.kotlinJSONConfiguration
    let typed = Result { () throws(KotlinJSONError) -> T in
        try KotlinJSON.decode(T.self, from: json, configuration: configuration)
    }
    let dynamic = Result { () throws(KotlinJSONError) -> T in
        try T.value(
            fromKotlinValue: KotlinJSON.decode(T.kotlinSerialDescriptor, from: json, configuration: configuration))
    }
    switch (typed, dynamic) {
    case (.success(let typedValue), .success(let dynamicValue)):
        #expect(typedValue == dynamicValue, "\(json)", sourceLocation: sourceLocation)
        // A Swift `Set` keeps no insertion order: two equal sets may be written in two orders.
        guard comparingText else { return }
        let typedText = Result { () throws(KotlinJSONError) in
            try KotlinJSON.encode(typedValue, configuration: configuration)
        }
        let dynamicText = Result { () throws(KotlinJSONError) in
            try KotlinJSON.encode(dynamicValue.kotlinValue, T.kotlinSerialDescriptor, configuration: configuration)
        }
        #expect("\(typedText)" == "\(dynamicText)", "\(json)", sourceLocation: sourceLocation)
    case (.failure(let typedError), .failure(let dynamicError)):
        #expect(typedError.description == dynamicError.description, "\(json)", sourceLocation: sourceLocation)
    default:
        Issue.record("typed \(typed) but dynamic \(dynamic) for \(json)", sourceLocation: sourceLocation)
    }
}

@Test(arguments: [
    "{}", #"{"consulta":"pi","resultados":[{"id":25,"name":"pikachu","artworkUrl":"u"}]}"#,
    #"{"consulta":"x","buscando":true,"error":{"detalle":"sin red"}}"#, #"{"error":null}"#,
    #"{"consulta":"a","consulta":"b"}"#, #"{"resultados":[{"id":2147483648,"name":"a","artworkUrl":"u"}]}"#,
    #"{"resultados":[{"id":1,"name":"a"}]}"#, #"{"resultados":[{"id":1,"name":"a","artworkUrl":"u",}]}"#,
    #"{"resultados":[{"id":1,"name":"a","artworkUrl":"u"},]}"#, #"{"resultados":[,]}"#, #"{"buscando":"true"}"#,
    #"{"buscando":tru}"#, #"{"consulta":null}"#, #"{"error":{}}"#, #"{"x":1}"#, #"{"consulta":"a"} x"#, #"{,}"#,
    #"{"consulta":"\u00e9\n\""}"#, #"[]"#, #"{"resultados":{}}"#,
    #"{"resultados":[{"id":"1","name":"a","artworkUrl":"u"}]}"#,
    #"{"consulta":"", "buscando":false, "resultados":[], "error":null}"#,
])
func typedAndDynamicPathsAgreeOnSearchStates(json: String) {
    expectPathsAgree(SearchUiState.self, json)
    for configuration in [
        KotlinJSONConfiguration(encodeDefaults: true), KotlinJSONConfiguration(explicitNulls: false),
        KotlinJSONConfiguration(ignoreUnknownKeys: true, coerceInputValues: true, isLenient: true),
        KotlinJSONConfiguration(namingStrategy: .snakeCase),
    ] {
        expectPathsAgree(SearchUiState.self, json, configuration: configuration)
    }
}

@Test(arguments: [
    "{}", #"{"sortOption":"Name (A-Z)","selectedType":"fire","selectedGeneration":3,"favorites":[4,4,5]}"#,
    #"{"sortOption":"nope"}"#, #"{"selectedType":"nope"}"#, #"{"selectedType":null,"selectedGeneration":null}"#,
    #"{"totalCount":1.5}"#, #"{"pokemons":[{"id":1,"name":"b","artworkUrl":"a"}],"hasMorePages":false}"#,
])
func typedAndDynamicPathsAgreeOnListStates(json: String) {
    expectPathsAgree(PokemonListUiState.self, json, comparingText: false)
    expectPathsAgree(
        PokemonListUiState.self, json,
        configuration: KotlinJSONConfiguration(encodeDefaults: true, explicitNulls: false, coerceInputValues: true),
        comparingText: false)
}

@Test(arguments: [
    #"{"value":1,"children":[{"value":2,"next":{"value":3}}]}"#, #"{"value":1,"next":null}"#, #"{"children":[]}"#,
    #"{"b":false,"by":-128,"s":32767,"i":-2147483648,"l":9223372036854775807,"ub":255,"us":65535,"ui":4294967295,"ul":18446744073709551615,"f":3.4028235E38,"d":4.9E-324,"c":"é","str":"\""}"#,
    #"{"b":false,"by":128,"s":0,"i":0,"l":0,"ub":0,"us":0,"ui":0,"ul":0,"f":0,"d":0,"c":"é","str":""}"#,
    #"{"b":true,"i":null,"d":1.0E-7,"c":"x","str":"s"}"#, #"{"d":NaN}"#,
])
func typedAndDynamicPathsAgreeOnEdgeTypes(json: String) {
    expectPathsAgree(Node.self, json)
    expectPathsAgree(Primitives.self, json)
    expectPathsAgree(NullablePrimitives.self, json)
    expectPathsAgree(Account.self, json)
    expectPathsAgree(
        Primitives.self, json, configuration: KotlinJSONConfiguration(allowSpecialFloatingPointValues: true))
}
