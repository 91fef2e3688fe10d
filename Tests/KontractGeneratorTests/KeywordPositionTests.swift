// Keyword escaping by position: declarations, parameter labels, call labels and member access differ in Swift.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// What swiftc 6.3 accepts without a warning, position by position (checked by compiling each word there):
/// a declared name escapes every reserved word; a parameter label `inout`, `let`, `var`; a call's argument
/// label `inout` only ("keyword 'let' does not need to be escaped in argument list"); after a dot nothing but
/// the words a member cannot be named.
@Test(arguments: [
    ("let", "`let`", "`let`", "let", "let"),
    ("var", "`var`", "`var`", "var", "var"),
    ("inout", "`inout`", "`inout`", "`inout`", "inout"),
    ("class", "`class`", "class", "class", "class"),
    ("default", "`default`", "default", "default", "default"),
    ("in", "`in`", "in", "in", "in"),
    ("self", "`self`", "self", "self", "`self`"),
    ("Type", "`Type`", "Type", "Type", "`Type`"),
    ("init", "`init`", "init", "init", "`init`"),
    ("consulta", "consulta", "consulta", "consulta", "consulta"),
])
func keywordsAreEscapedWhereTheirPositionNeedsIt(
    name: String, declaration: String, parameterLabel: String, argumentLabel: String, member: String
) {
    #expect(SwiftKeywords.escaped(name, at: .declaration) == declaration)
    #expect(SwiftKeywords.escaped(name, at: .parameterLabel) == parameterLabel)
    #expect(SwiftKeywords.escaped(name, at: .argumentLabel) == argumentLabel)
    #expect(SwiftKeywords.escaped(name, at: .member) == member)
    // The declaration escape is the one `escaped(_:)` always gave.
    #expect(SwiftKeywords.escaped(name) == declaration)
}

@Test(arguments: [
    ("self", "_self"), ("let", "_let"), ("inout", "_inout"), ("default", "_default"), ("Type", "_Type"),
    ("receiver", "_receiver"), ("completionHandler", "_completionHandler"), ("id", "id"), ("número", "número"),
])
func aParameterLocalNameAvoidsKeywordsAndTheBodysNames(name: String, local: String) {
    #expect(SwiftKeywords.localName(name, avoiding: ["receiver", "completionHandler"]) == local)
    #expect(SwiftKeywords.localName(name) == (["receiver", "completionHandler"].contains(name) ? name : local))
}

@Test(arguments: [("`let`", "let"), ("let", "let"), ("`", "`"), ("id", "id"), ("`class`", "class")])
func anEscapedIdentifierLosesItsBackticks(escaped: String, name: String) {
    #expect(SwiftKeywords.unescaped(escaped) == name)
}

@Test(arguments: [("`let`", "let"), ("`inout`", "`inout`"), ("_", "_"), ("id", "id"), ("`class`", "class")])
func aParameterLabelIsRespelledForTheCallsPassingIt(parameterLabel: String, argumentLabel: String) {
    #expect(SwiftKeywords.argumentLabel(forParameterLabel: parameterLabel) == argumentLabel)
}

/// A data class and a function whose properties and parameters are named `let`, `inout`, `default`, `struct` (the
/// contract parser rejects Kotlin's hard keywords such as `var` and `class`, docs/generator.md): every
/// configuration type-checks without a keyword-escaping warning (the 1,000-random-contract run drowned in them).
/// Compiled in CompileBatchTests.
let keywordNamedPropertiesCase = CompileCase(
    "KeywordNamedProperties",
    contracts: [
        "words.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "data class", "name": "Words", "properties": [
            { "name": "let", "type": "Int", "default": 1 }, { "name": "default", "type": "String", "default": "v" },
            { "name": "inout", "type": "Int", "default": 2 }, { "name": "struct", "type": "Int" } ] },
          { "kind": "file", "name": "Words.kt", "functions": [
            { "name": "make", "parameters": [ { "name": "let", "type": "Int" },
              { "name": "default", "type": "Int", "default": 0 }, { "name": "inout", "type": "Int", "default": 0 } ],
              "returns": "Int" } ] } ] }
        """
    ],
    options: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
        GeneratorOptions(interop: .skie, style: .bridge, skie: SKIEConfiguration(defaultArguments: true)),
        GeneratorOptions(interop: .skie, style: .swift),
    ],
    forbidding: ["does not need to be escaped", "interpreted as an argument label"])
