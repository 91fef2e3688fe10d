// Table tests of the Kotlin → Swift type mapping in both styles.

import KontractCore
import KontractGenerator
import Testing

/// Maps a Kotlin type written in a one-declaration module (`p.Ref`, `p.Color`, `p.Result`).
private func swiftType(_ kotlin: String, style: GenerationStyle) throws -> String {
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Ref", "serializable": false, "properties": [ { "name": "v", "type": "\(kotlin)" } ] },
          { "kind": "enum class", "name": "Color", "entries": [ "RED" ] },
          { "kind": "sealed interface", "name": "Result", "subclasses": [ { "kind": "data object", "name": "Done" } ] }
        ] }
        """
    let folder = TestSupport.temporaryFolder()
    let path = folder.appendingPathComponent("t.kontract.json").path
    try contract.write(toFile: path, atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([path])
    let checked = try #require(module, "\(problems)")
    let entry = try #require(checked["p.Ref"])
    let names = SwiftTypeNames(module: checked, options: GeneratorOptions(interop: .objc, style: style))
    let property = try #require(checked.model[entry].properties.first)
    return try SwiftTypeMapper(names: names).swiftType(property.type, at: property.location).description
}

@Test(arguments: [
    ("Int", "Int32"), ("Long", "Int64"), ("Short", "Int16"), ("Byte", "Int8"), ("UInt", "UInt32"),
    ("ULong", "UInt64"), ("Boolean", "Bool"), ("Char", "unichar"), ("Float", "Float"), ("Double", "Double"),
    ("String", "String"), ("Int?", "KotlinInt?"), ("Boolean?", "KotlinBoolean?"), ("Char?", "Any?"),
    ("String?", "String?"), ("List<Int>", "[KotlinInt]"), ("Set<Long>", "Set<KotlinLong>"),
    ("Map<String, Int?>", "[String: Any]"), ("List<String?>", "[Any]"), ("Array<String>", "KotlinArray<NSString>"),
    ("IntArray", "KotlinIntArray"), ("Any", "Any"), ("Any?", "Any?"), ("Ref?", "Ref?"), ("Color", "Color"),
    ("Result", "any Result"), ("Result?", "(any Result)?"), ("Set<Result>", "Set<AnyHashable>"),
    ("(Int) -> Unit", "(KotlinInt) -> Void"), ("Map<Int, List<Set<Boolean>>>", "[KotlinInt: [Set<KotlinBoolean>]]"),
])
func bridgeStyleMapsTypesAsTheExporter(kotlin: String, swift: String) throws {
    #expect(try swiftType(kotlin, style: .bridge) == swift)
}

@Test(arguments: [
    ("Int", "Int"), ("Long", "Int64"), ("Int?", "Int?"), ("Char", "Character"), ("List<Int?>", "[Int?]"),
    ("Map<String, List<Int>>", "[String: [Int]]"), ("IntArray", "[Int]"), ("Array<String>", "[String]"),
    ("Any", "AnyHashable"), ("Result", "Result"),
])
func swiftStyleMapsTypesIdiomatically(kotlin: String, swift: String) throws {
    #expect(try swiftType(kotlin, style: .swift) == swift)
}

/// A primitive maps as ``SwiftTypeMapper/swiftType(_:at:)`` maps it without a location (it is never refused).
@Test(
    arguments: ["Int", "Long", "Char", "Boolean", "UInt", "Float", "Int?", "Char?", "Boolean?", "Double?"],
    [GenerationStyle.bridge, .swift])
func aPrimitiveMapsTheSameWithoutALocation(kotlin: String, style: GenerationStyle) throws {
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Ref", "serializable": false, "properties": [ { "name": "v", "type": "\(kotlin)" } ] }
        ] }
        """
    let path = TestSupport.temporaryFolder().appendingPathComponent("t.kontract.json").path
    try contract.write(toFile: path, atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([path])
    let checked = try #require(module, "\(problems)")
    let entry = try #require(checked["p.Ref"])
    let property = try #require(checked.model[entry].properties.first)
    guard case .primitive(let primitive) = property.type.kind else {
        Issue.record("\(kotlin) is not a primitive")
        return
    }
    let mapper = SwiftTypeMapper(
        names: SwiftTypeNames(module: checked, options: GeneratorOptions(interop: .objc, style: style)))
    #expect(
        mapper.swiftType(ofPrimitive: primitive, isNullable: property.type.isNullable)
            == (try mapper.swiftType(property.type, at: property.location)))
}
