// Enum classes with a constructor, members and interfaces: parsed, checked as Kotlin checks them, resolved.

import Testing

@testable import KontractCore

/// The diagnostics of one in-memory contract (parse and check, no files), and its checked module.
private func check(_ declarations: String) -> (codes: [DiagnosticCode], lines: [Int], module: CheckedModule?) {
    let text = TemporaryContracts.contract(package: "p", declarations)
    let (file, parseDiagnostics) = ContractParser.parse(text: text, path: "t.kontract.json")
    let checked = ContractChecker.check(file.map { [$0] } ?? [])
    let all = (parseDiagnostics + checked.diagnostics).sortedByLocation()
    return (all.compactMap(\.code), all.map(\.location.line), checked.module)
}

private let tab = """
        { "kind": "interface", "name": "Named", "functions": [ { "name": "label", "returns": "String" } ] },
        { "kind": "enum class", "name": "Tab", "supertypes": [ "Named" ],
          "properties": [ { "name": "title", "type": "String" },
                          { "name": "badge", "type": "Int", "default": 0, "mutable": true } ],
          "entries": [ { "name": "HOME", "arguments": [ "Home" ] }, { "name": "CART", "arguments": [ "Cart", 2 ] } ],
          "derived": [ { "name": "upper", "type": "String", "kotlin": "title.uppercase()" } ],
          "functions": [ { "name": "next", "returns": "Tab" } ] }
    """

/// `enum class Tab(val title: String, var badge: Int = 0) : Named { HOME("Home"), CART("Cart", 2); ... }` validates,
/// and every entry resolves one value per property (its argument, else the default).
@Test func enumWithConstructorMembersAndInterfaceValidates() throws {
    let result = check(tab)
    #expect(result.codes == [])
    let module = try #require(result.module?.model)
    let resolved = try #require(module.declarations.first { $0.name == "Tab" })
    guard case .enumClass(let payload) = resolved.kind else {
        Issue.record("Tab is not an enum")
        return
    }
    #expect(payload.properties.map(\.name.value) == ["title", "badge"])
    #expect(payload.properties.map(\.isMutable) == [false, true])
    #expect(payload.derived.map(\.name.value) == ["upper"])
    #expect(payload.functions.map(\.name.value) == ["next"])
    #expect(payload.values.map { $0.map { $0?.json ?? "nil" } } == [["\"Home\"", "0"], ["\"Cart\"", "2"]])
}

/// Kotlin's errors at the entry: a missing argument without default (KT0405), one too many (KT0407), a wrong
/// type (KT0401); a property hiding Enum's `name` (KT0302); a supertype that is no interface (KT0508).
@Test func enumConstructorCallsAreCheckedAsKotlinChecksThem() {
    let result = check(
        """
            { "kind": "data class", "name": "D", "properties": [ { "name": "x", "type": "Int" } ] },
            { "kind": "enum class", "name": "E", "supertypes": [ "D" ],
              "properties": [ { "name": "title", "type": "String" }, { "name": "name", "type": "Int", "default": 1 } ],
              "entries": [
                "A",
                { "name": "B", "arguments": [ "b", 2, 3 ] },
                { "name": "C", "arguments": [ 4 ] } ] }
        """)
    #expect(
        result.codes.sorted { $0.rawValue < $1.rawValue }
            == [
                .duplicateProperty, .defaultTypeMismatch, .defaultMissingProperty, .defaultUnknownProperty,
                .invalidClassSupertype,
            ].sorted { $0.rawValue < $1.rawValue })
}

/// Named arguments (`C(b = "b")`): the others take their defaults; an unknown name is KT0407, a repeated one KT0303.
@Test func namedEntryArgumentsResolveByPropertyName() throws {
    let enumClass = """
            { "kind": "enum class", "name": "E",
              "properties": [ { "name": "a", "type": "Int", "default": 1 }, { "name": "b", "type": "String" } ],
              "entries": [ { "name": "B", "arguments": [ 2, "b" ] }, { "name": "C", "arguments": { "b": "c" } } ] }
        """
    let result = check(enumClass)
    #expect(result.codes == [])
    let module = try #require(result.module?.model)
    guard case .enumClass(let payload) = try #require(module.declarations.first { $0.name == "E" }).kind else {
        Issue.record("E is not an enum")
        return
    }
    #expect(payload.values.map { $0.map { $0?.json ?? "nil" } } == [["2", "\"b\""], ["1", "\"c\""]])
    let bad = check(
        """
            { "kind": "enum class", "name": "E",
              "properties": [ { "name": "a", "type": "Int", "default": 1 }, { "name": "b", "type": "String" } ],
              "entries": [ { "name": "C", "arguments": { "c": 1, "b": "x" } }, { "name": "D", "arguments": [ 1, "x" ] },
                           { "name": "F", "arguments": { "a": 1 } } ] }
        """)
    #expect(bad.codes == [.defaultUnknownProperty, .defaultMissingProperty])
}

/// An interface's properties (own and inherited) are implemented by the enum's properties or `derived` getters, as
/// Kotlin requires: one left out, of another type, or a `val` for a `var`, is KT0508.
@Test func interfacePropertiesMustBeImplementedByTheEnum() {
    let interfaces = """
            { "kind": "interface", "name": "Titled", "properties": [ { "name": "title", "type": "String" } ] },
            { "kind": "interface", "name": "Counted", "supertypes": [ "Titled" ],
              "properties": [ { "name": "count", "type": "Int", "mutable": true } ] },
        """
    let good = check(
        interfaces + """
                { "kind": "enum class", "name": "E", "supertypes": [ "Counted" ],
                  "properties": [ { "name": "count", "type": "Int", "mutable": true, "default": 0 } ],
                  "derived": [ { "name": "title", "type": "String", "kotlin": "\\"t\\"" } ], "entries": [ "A" ] }
            """)
    #expect(good.codes == [])
    let bad = check(
        interfaces + """
                { "kind": "enum class", "name": "E", "supertypes": [ "Counted" ],
                  "properties": [ { "name": "count", "type": "Long", "default": 0 } ], "entries": [ "A" ] },
                { "kind": "enum class", "name": "F", "supertypes": [ "Counted" ],
                  "properties": [ { "name": "count", "type": "Int", "default": 0 } ],
                  "derived": [ { "name": "title", "type": "String", "kotlin": "\\"t\\"" } ], "entries": [ "A" ] }
            """)
    // E: `title` missing, `count` a Long; F: `count` a `val`.
    #expect(bad.codes == [.invalidClassSupertype, .invalidClassSupertype, .invalidClassSupertype])
}

/// An enum's properties are not JSON keys: `serialName` on one is an unknown key (KT0101).
@Test func enumPropertiesTakeNoJSONKeys() {
    let result = check(
        """
            { "kind": "enum class", "name": "E",
              "properties": [ { "name": "title", "type": "String", "serialName": "t" } ],
              "entries": [ { "name": "A", "arguments": [ "a" ] } ] }
        """)
    #expect(result.codes == [.unknownKey])
}

/// What Kotlin accepts is no KT error, even where the generator does not emulate it (KG0102 there, the generator
/// corpus's enum-supertypes-not-emulated): an enum implementing a sealed interface, a `val` narrowing an
/// interface's `val` (`String` for `String?`). A `var` must keep the type (KT0508).
@Test func validKotlinTheGeneratorDoesNotEmulateIsNoContractError() {
    let result = check(
        """
            { "kind": "sealed interface", "name": "Shape" },
            { "kind": "interface", "name": "Titled", "properties": [ { "name": "title", "type": "String?" } ] },
            { "kind": "interface", "name": "Counted", "properties": [ { "name": "count", "type": "Int?", "mutable": true } ] },
            { "kind": "enum class", "name": "E", "supertypes": [ "Shape", "Titled" ],
              "properties": [ { "name": "title", "type": "String", "default": "t" } ], "entries": [ "A" ] }
        """)
    #expect(result.codes == [])
    let narrowedVar = check(
        """
            { "kind": "interface", "name": "Counted", "properties": [ { "name": "count", "type": "Int?", "mutable": true } ] },
            { "kind": "enum class", "name": "E", "supertypes": [ "Counted" ],
              "properties": [ { "name": "count", "type": "Int", "mutable": true, "default": 0 } ], "entries": [ "A" ] }
        """)
    #expect(narrowedVar.codes == [.invalidClassSupertype])
}
