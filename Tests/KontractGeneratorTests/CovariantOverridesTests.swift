// A final class's `val` overriding one of a wider type is typed as the framework types it (issue 26, item 9).

import Foundation
import KontractGenerator
import Testing

/// `abstract class WideHolder(open val value: Any?)` + `class NarrowingHolder(override val value: String) :
/// WideHolder(value)`, and a body property narrowing `String?` to `String`: the exporter redeclares each override with
/// its own type (JetBrains/kotlin native/objcexport-header-generator/testData/headers/classImplementingInterface,
/// `someMethodWithCovariantOverwrite`), so `holder.value` is a `String` on a `NarrowingHolder` and an `Any?` on a
/// `WideHolder`. Today's main: KG0101 ("cannot emulate a covariant override yet"). Bridge style only (swift style
/// still refuses it: OverridableMembersTests). Compiled in CompileBatchTests.
let covariantOverridesCase = CompileCase(
    "CovariantOverrides",
    contracts: [
        "covariant.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "WideHolder", "modality": "abstract",
            "constructors": [ { "parameters": [ { "name": "value", "type": "Any?", "property": "val" } ] } ],
            "properties": [ { "name": "label", "type": "String?", "initial": null } ] },
          { "kind": "class", "name": "NarrowingHolder", "supertypes": [ "WideHolder" ],
            "constructors": [ { "parameters": [ { "name": "value", "type": "String", "property": "val" } ] } ],
            "properties": [ { "name": "label", "type": "String", "initial": "text" } ] } ] }
        """
    ],
    options: SwiftGenerator.configurations.filter { $0.style == .bridge },
    app: { _ in
        """
        func covariantOverrides() -> Bool {
            let holder = NarrowingHolder(value: "x")
            let value = holder.value
            let text: String = value
            let label: String = holder.label
            let base: WideHolder = holder
            let any: Any? = base.value
            let maybe: String? = base.label
            return text.count + label.count == 5 && any != nil && maybe != nil && holder.value.hasPrefix("x")
        }
        """
    })

/// The override of the inherited type is `@_disfavoredOverload` and reads the class's storage; the refined property
/// lives in `extension CustomStringConvertible where Self == NarrowingHolder`, the base class is untouched.
@Test func aCovariantOverrideKeepsTheInheritedTypeAndAddsTheRefinedOne() throws {
    let files = try SKIEGlobalsAndOverloadsTests.generate(
        covariantOverridesCase.contracts, SwiftGenerator.configurations[0])
    let text = try #require(files["covariant.kontract.swift"])
    #expect(text.contains("@_disfavoredOverload\n    override public var value: Any? {"))
    #expect(
        text.contains(
            "extension CustomStringConvertible where Self == NarrowingHolder {\n    public var value: String {"))
    #expect(text.contains("guard let value = (self as NarrowingHolder).kontractStored_value else"))
    #expect(text.contains("    open var value: Any? {"))
}
