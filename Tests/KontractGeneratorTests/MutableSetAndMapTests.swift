// `MutableSet`/`MutableMap` in every position: `KotlinMutableSet`/`KotlinMutableDictionary` in bridge style (as the
// framework exports them), Swift `Set`/`Dictionary` in swift style; the generated Swift compiles in every configuration.

import Foundation
import KontractCore
import KontractGenerator
import Testing

private let contract = """
    { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
      { "kind": "data class", "name": "Tagged", "serializable": false, "properties": [
        { "name": "tags", "type": "MutableSet<String>", "default": ["a"] },
        { "name": "counts", "type": "MutableMap<String, Int>", "default": { "a": 1 } },
        { "name": "nested", "type": "List<MutableMap<String, MutableSet<Int>>?>", "default": [] },
        { "name": "maybe", "type": "MutableSet<String?>?", "default": null } ] },
      { "kind": "enum class", "name": "E", "entries": ["A"],
        "functions": [ { "name": "tags", "returns": "MutableSet<String?>" } ] },
      { "kind": "interface", "name": "Holder",
        "properties": [ { "name": "held", "type": "MutableMap<String, MutableSet<Int>>?" } ],
        "functions": [ { "name": "put", "parameters": [ { "name": "set", "type": "MutableSet<Holder>" } ] } ] },
      { "kind": "class", "name": "Bag", "typeParameters": [ { "name": "T" } ],
        "properties": [ { "name": "items", "type": "List<T>", "initial": [] },
          { "name": "index", "type": "MutableMap<String, MutableList<Int>>", "initial": {} } ] },
      { "kind": "class", "name": "Registry", "properties": [
        { "name": "ids", "type": "MutableSet<Long>", "mutable": true, "initial": [3, 1] },
        { "name": "labels", "type": "MutableMap<String, Int?>", "initial": { "x": 1, "y": null } },
        { "name": "boxed", "type": "Bag<MutableSet<String>>?", "mutable": true, "initial": null } ],
        "constructors": [ { "parameters": [
          { "name": "tags", "type": "MutableSet<String>", "default": ["x", "y"] },
          { "name": "counts", "type": "MutableMap<String, Int>", "default": { "k": 2, "j": 3 } } ] } ] },
      { "kind": "file", "name": "F.kt", "functions": [
        { "name": "make", "parameters": [
          { "name": "tags", "type": "MutableSet<String>", "default": ["x"] },
          { "name": "counts", "type": "MutableMap<String, Int>?", "default": { "k": 2 } } ],
          "returns": "MutableMap<Holder, MutableSet<E>>" } ],
        "properties": [ { "name": "shared", "type": "MutableSet<String>" } ] } ] }
    """

/// The module compiles without a warning in every configuration (CompileBatchTests).
let mutableSetsAndMapsCase = CompileCase(
    "MutableSetsAndMaps", contracts: ["mutable.kontract.json": contract], forbidding: ["warning:"])

@Test(arguments: [
    GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
    GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
])
func mutableSetsAndMapsTakeTheStylesTypesInEveryPosition(_ options: GeneratorOptions) throws {
    let output = try SKIEGlobalsAndOverloadsTests.generate(["mutable.kontract.json": contract], options)
    let text = output.values.joined()
    if options.style == .bridge {
        #expect(text.contains("public let tags: KotlinMutableSet<NSString>"))
        #expect(text.contains("public let counts: KotlinMutableDictionary<NSString, KotlinInt>"))
        #expect(text.contains("KotlinMutableSet<KotlinLong>(array: [KotlinLong(value: 3), KotlinLong(value: 1)])"))
        #expect(text.contains("(dictionaryLiteral: (\"x\", KotlinInt(value: 1)), (\"y\", NSNull()))"))
        #expect(text.contains("KotlinMutableDictionary<NSString, KotlinMutableSet<KotlinInt>>?"))
        #expect(text.contains("KotlinMutableDictionary<NSString, NSMutableArray>"))
        #expect(text.contains("KotlinMutableDictionary<any Holder, KotlinMutableSet<E>>"))
    } else {
        #expect(text.contains("public var tags: Set<String>"))
    }
}

/// kotlinx serialization of a bridge-style mutable set or map is not emulated (as for `MutableList`): KG0401 at the
/// data class, never a silent drop.
@Test func aSerializableMutableSetIsReportedInBridgeStyle() throws {
    let serializable = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Tagged", "properties": [
            { "name": "tags", "type": "MutableSet<String>" } ] } ] }
        """
    let error = #expect(throws: (any Error).self) {
        _ = try SKIEGlobalsAndOverloadsTests.generate(
            ["s.kontract.json": serializable], GeneratorOptions(interop: .objc, style: .bridge))
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("3:5: error: 'Tagged' gets no kotlinx serialization"))
    #expect("\(error.map { "\($0)" } ?? "")".contains("[KG0401]"))
    let swiftStyle = try SKIEGlobalsAndOverloadsTests.generate(
        ["s.kontract.json": serializable], GeneratorOptions(interop: .objc, style: .swift))
    #expect(swiftStyle.values.joined().contains("extension Tagged: KontractJSONDataClass"))
}

/// A data class is a Swift struct in bridge style: no `KotlinMutableSet` can hold it (KG0101 at the type).
@Test func aMutableSetOfDataClassesIsReportedInBridgeStyle() throws {
    let dataClassSet = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Tag", "serializable": false,
            "properties": [ { "name": "name", "type": "String" } ] },
          { "kind": "file", "name": "F.kt", "functions": [ { "name": "tags", "returns": "MutableSet<Tag>" } ] } ] }
        """
    let error = #expect(throws: (any Error).self) {
        _ = try SKIEGlobalsAndOverloadsTests.generate(
            ["s.kontract.json": dataClassSet], GeneratorOptions(interop: .objc, style: .bridge))
    }
    let text = "\(error.map { "\($0)" } ?? "")"
    #expect(text.contains("MutableSet<p.Tag> in bridge style: a data class is a Swift struct here"), "\(text)")
    #expect(text.contains("[KG0101]"))
}
