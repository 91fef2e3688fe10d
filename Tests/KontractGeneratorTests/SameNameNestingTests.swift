// A type nested in a type of the same name (`A.A`): the generated module compiles in every configuration.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Inside `extension A`, Swift resolves `A` to the member `A.A` (and SKIE's `__A` to `A.__A`): references to the
/// top-level type are module-qualified there (`Shared.A`), or the generated Swift itself does not compile
/// (SKIE's `enums/nested/enum_in_enum_same_name`). Enum in enum, class in class, data class in data class and
/// object in object, each with members naming the outer and the inner type.
/// Compiled in every configuration in CompileBatchTests (a module named Shared, as the qualification needs).
let sameNameNestingCase = CompileCase(
    "SameNameNesting",
    contracts: [
        "nesting.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "n", "declarations": [
          { "kind": "enum class", "name": "A", "entries": [ "A1", "A2" ],
            "properties": [ { "name": "tag", "type": "Int", "default": 0 } ],
            "functions": [ { "name": "inner", "returns": "A" }, { "name": "outer", "returns": "n.A" } ],
            "nested": [ { "kind": "enum class", "name": "A", "entries": [ "A1" ],
              "functions": [ { "name": "inner", "returns": "A" }, { "name": "outer", "returns": "n.A" } ] } ] },
          { "kind": "class", "name": "B",
            "properties": [ { "name": "inner", "type": "B?", "initial": null },
              { "name": "outer", "type": "n.B?", "initial": null } ],
            "nested": [ { "kind": "class", "name": "B",
              "properties": [ { "name": "outer", "type": "n.B?", "initial": null } ] } ] },
          { "kind": "data class", "name": "C",
            "properties": [ { "name": "inner", "type": "C?", "default": null },
              { "name": "outer", "type": "n.C?", "default": null } ],
            "nested": [ { "kind": "data class", "name": "C",
              "properties": [ { "name": "outer", "type": "n.C?", "default": null } ] } ] },
          { "kind": "object", "name": "D",
            "nested": [ { "kind": "object", "name": "D" } ] },
          { "kind": "file", "name": "Uses.kt", "functions": [
            { "name": "a", "parameters": [ { "name": "a", "type": "A" }, { "name": "aa", "type": "A.A" } ],
              "returns": "A.A" },
            { "name": "c", "parameters": [ { "name": "c", "type": "C" } ], "returns": "C.C" },
            { "name": "d", "returns": "D.D" } ] } ] }
        """,
        // A member named like a top-level type shadows it inside its own type too: `Type.Case0` in `Case0`'s body
        // would be the property `Type` (found by the random contracts, KONTRACT_RANDOM_FIRST=3507; here `Variety`:
        // a top-level `Type` would clash with SKIE globals of the other cases in the batch).
        "members.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "m", "declarations": [
          { "kind": "sealed class", "name": "Variety", "subclasses": [
            { "kind": "data class", "name": "Case0", "properties": [
              { "name": "label", "type": "Char" }, { "name": "Variety", "type": "Long" } ] } ] },
          { "kind": "data class", "name": "Sticker", "properties": [ { "name": "Sticker", "type": "String" } ],
            "nested": [ { "kind": "data class", "name": "Inner", "properties": [ { "name": "Sticker", "type": "Int" } ] } ] },
          { "kind": "class", "name": "StickerMaker", "functions": [
            { "name": "Sticker", "returns": "Sticker" }, { "name": "inner", "returns": "Sticker.Inner" } ] } ] }
        """,
    ])

@Test(arguments: [
    GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
    GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
])
func aTypeNestedInATypeOfTheSameNameIsQualifiedWhereNeeded(_ options: GeneratorOptions) throws {
    let output = try SKIEGlobalsAndOverloadsTests.generate(sameNameNestingCase.contracts, options)
    let configuration = "\(options.interop.rawValue)-\(options.style.rawValue)"
    // Only where it is needed: `Shared.A` is spelled so, a type without a same-named nested one is not.
    let generated = output.values.joined()
    #expect(generated.contains("Shared.A"), "\(configuration)")
}

/// A module declaring a type named as the module cannot qualify (`Shared.A` would mean the type's member): names
/// stay as they are there.
@Test func namesAreNotQualifiedWhenATypeIsNamedAsTheModule() throws {
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "n", "declarations": [
          { "kind": "class", "name": "Shared" },
          { "kind": "enum class", "name": "A", "entries": [ "A1" ],
            "nested": [ { "kind": "enum class", "name": "A", "entries": [ "A1" ] } ] } ] }
        """
    let output = try SKIEGlobalsAndOverloadsTests.generate(
        ["nesting.kontract.json": contract], GeneratorOptions(interop: .objc, style: .bridge))
    #expect(!output.values.joined().contains("Shared.A"))
}
