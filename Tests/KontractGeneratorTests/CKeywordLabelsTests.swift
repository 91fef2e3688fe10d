// C-keyword properties of a data class keep their Kotlin names as initializer and doCopy labels (issue 26, item 6).

import Foundation
import KontractGenerator
import Testing

/// `data class CKeywords(val float: Float, val enum: Int, var goto: Boolean)` is `init(float:enum:goto:)` and
/// `doCopy(float:enum:goto:)` on the framework; only the properties are renamed (`float_`, `enum_`, `goto_`):
/// JetBrains/kotlin native/native.tests/testData/framework/objcexport/values.kt and expectedLazy/expectedLazy.h
/// (`initWithFloat:enum:goto:` … `swift_name("init(float:enum:goto:)")`). A `description` property is
/// `init(description:)` beside `description_` the same way. Compiled in CompileBatchTests.
let cKeywordLabelsCase = CompileCase(
    "CKeywordLabels",
    contracts: [
        "ckeywords.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "data class", "name": "CKeywords", "properties": [
            { "name": "float", "type": "Float" }, { "name": "enum", "type": "Int" },
            { "name": "goto", "type": "Boolean", "mutable": true } ] },
          { "kind": "data class", "name": "Described", "properties": [
            { "name": "description", "type": "String" }, { "name": "default", "type": "Int", "default": 1 } ] } ] }
        """
    ],
    app: { options in
        options.style == .bridge
            ? """
            func cKeywordLabels() {
                var keywords = CKeywords(float: 1, enum: 2, goto: true)
                let float: Float = keywords.float_
                let copy = keywords.doCopy(float: float, enum: keywords.enum_, goto: !keywords.goto_)
                keywords.goto_ = copy.goto_
                let described = Described(description: "d", default: 2)
                _ = described.doCopy(description: described.description_, default: described.default_)
            }
            """
            : """
            func cKeywordLabels() {
                var keywords = CKeywords(float: 1, enum: 2, goto: true)
                let float: Float = keywords.float
                keywords.goto = float > keywords.float
                _ = Described(description_: "d", default: 2)
            }
            """
    })
