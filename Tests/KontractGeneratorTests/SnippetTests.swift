// Small contracts → the Swift lines they must produce (or must not), one rule per test.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Generates the given contract files (name → JSON) and returns the Swift text by output name.
private func generate(
    _ contracts: [String: String], _ options: GeneratorOptions = GeneratorOptions()
) throws -> [String: String] {
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in contracts {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let (module, problems) = TestSupport.module([folder.path])
    let checked = try #require(module, "\(problems)")
    let files = try SwiftGenerator.generate(module: checked, options: options)
    return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
}

@Test func sameSimpleNameInTwoPackagesGetsAnUnderscoreInModuleOrder() throws {
    let files = try generate([
        "a.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "a", "declarations": [
          { "kind": "data class", "name": "Item", "properties": [ { "name": "id", "type": "Int" } ] } ] }
        """,
        "b.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "b", "declarations": [
          { "kind": "data class", "name": "Item", "properties": [ { "name": "other", "type": "a.Item" } ] },
          { "kind": "data class", "name": "Box", "properties": [ { "name": "item", "type": "Item" } ] } ] }
        """,
    ])
    let b = try #require(files["b.kontract.swift"])
    #expect(b.contains("public struct Item_: "))
    #expect(b.contains("public let other: Item\n"))
    #expect(b.contains("public let item: Item_\n"))
    #expect(
        b.contains(
            "KontractJSONRows<Item_>(\n        KotlinClassDescriptor(serialName: \"b.Item\", kotlinName: \"Item\")"))
    #expect(b.contains(".field(\"other\", \\.other, "))
    #expect(
        b.contains(
            "extension Item_: KontractJSONDataClass {\n    @_spi(KontractGenerated)\n"
                + "    public static let kontractJSONRows = KontractJSONRows<Item_>("))
}

/// A serializable data class's Kotlin `equals`, `hashCode()` and `toString()` read its JSON rows (each property written
/// once); one that is not `@Serializable` keeps a `Kotlin.DataClassProperties` table of its own. Each writes its table
/// and its conformance only: the members come from `KontractJSONDataClass` or `Kotlin.TabledDataClass` (issue #28).
@Test func aSerializableDataClassWritesOneTable() throws {
    let files = try generate([
        "t.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "t", "declarations": [
          { "kind": "data class", "name": "Wire", "properties": [ { "name": "x", "type": "Double" } ] },
          { "kind": "data class", "name": "Plain", "serializable": false,
            "properties": [ { "name": "x", "type": "Double" } ] } ] }
        """
    ])
    let t = try #require(files["t.kontract.swift"])
    #expect(t.contains("extension Wire: KontractJSONDataClass {\n    @_spi(KontractGenerated)\n    public static let"))
    #expect(t.contains(".field(\"x\", \\.x, .double)"))
    #expect(!t.contains("Kotlin.DataClassProperties<Wire>"))
    #expect(t.contains("@_spi(KontractGenerated)\nextension Plain: Kotlin.TabledDataClass {}"))
    #expect(
        t.contains(
            "public static let kontractProperties = Kotlin.DataClassProperties<Plain>(\n        \"Plain\",\n        [\n"
                + "            .compared(\"x\""))
    for member in ["kotlinEquals", "kotlinHashCode", "kotlinDescription", "kontractEncode", "kontractDecode"] {
        #expect(!t.contains(member))
    }
}

@Test func onlySelfContainingStructsGetBoxedStorage() throws {
    let files = try generate([
        "t.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "t", "declarations": [
          { "kind": "data class", "name": "Tree", "properties": [ { "name": "kids", "type": "List<Tree>" } ] },
          { "kind": "data class", "name": "Chain", "properties": [ { "name": "next", "type": "Chain?" } ] } ] }
        """
    ])
    let text = try #require(files["t.kontract.swift"])
    #expect(text.contains("public let kids: [Tree]\n"))
    #expect(text.contains("public var next: Chain? { storage.next }"))
    #expect(text.components(separatedBy: "private final class Storage").count == 2)
}

@Test func filePropertiesBecomeStaticAndExtensionMembers() throws {
    let files = try generate([
        "f.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "f", "declarations": [
          { "kind": "data class", "name": "Ref", "properties": [ { "name": "name", "type": "String" } ] },
          { "kind": "file", "name": "RefIos.kt", "sourceSet": "iosMain",
            "properties": [
              { "name": "version", "type": "Int", "kotlin": "3" },
              { "name": "shout", "receiver": "Ref", "type": "String", "kotlin": "name.uppercase()" } ] } ] }
        """
    ])
    let text = try #require(files["f.kontract.swift"])
    #expect(text.contains("public enum RefIosKt {"))
    #expect(text.contains("public static var version: Int32 {"))
    #expect(text.contains("extension Ref {\n    public var shout: String {"))
}

@Test func swiftStyleRestoresDefaultsAndRawValues() throws {
    let files = try generate(
        [
            "s.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "s", "declarations": [
              { "kind": "enum class", "name": "Sort", "entries": [ { "name": "NAME_ASC", "serialName": "Name (A-Z)" } ] },
              { "kind": "data class", "name": "State", "properties": [
                { "name": "id", "type": "Long" },
                { "name": "sort", "type": "Sort", "default": "Name (A-Z)" },
                { "name": "count", "type": "Int?", "default": 2 } ] } ] }
            """
        ], GeneratorOptions(style: .swift))
    let text = try #require(files["s.kontract.swift"])
    #expect(text.contains("case nameAsc = \"Name (A-Z)\""))
    #expect(text.contains("public init(id: Int64, sort: Sort = Sort.nameAsc, count: Int? = 2) {"))
    // Kotlin.DataClass is off the app face: the public conformances are the ones it refines.
    #expect(text.contains("public struct State: Identifiable, Hashable, CustomStringConvertible, Sendable"))
    #expect(text.contains("@_spi(KontractGenerated)\nextension State: KontractJSONDataClass {"))
}
