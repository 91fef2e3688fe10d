// A class passing arguments to a generic superclass's constructor (`class IntBox(v: Int) : Box<Int>(v)`; issue 26).

import Foundation
import KontractGenerator
import Testing

/// A parameter of the superclass's type parameter takes what the supertype's argument is (`T` is `Int` for
/// `Box<Int>`). Bridge style: the subclass is `Box<KotlinInt>`, so the value is boxed as the type argument
/// (`KotlinInt(value: v)`, `NSString(string: "n")`, a nullable parameter mapped); swift style: `Box<Int>` takes the
/// `Int` as it is; a parameter whose type contains it (`List<T>`) takes the subclass's as it is. Compiled in
/// CompileBatchTests (every configuration).
@Suite struct GenericSuperArgumentsTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "gsa", "declarations": [
          { "kind": "class", "name": "GsaBox", "modality": "open", "typeParameters": [ { "name": "T" } ],
            "constructors": [ { "parameters": [ { "name": "value", "type": "T", "property": "val" },
              { "name": "label", "type": "String", "default": "box", "property": "val" } ] } ] },
          { "kind": "class", "name": "GsaIntBox", "supertypes": [ "GsaBox<Int>" ], "superArguments": { "value": { "parameter": "v" } },
            "constructors": [ { "parameters": [ { "name": "v", "type": "Int" } ] } ] },
          { "kind": "class", "name": "GsaNameBox", "supertypes": [ "GsaBox<String>" ],
            "superArguments": { "value": { "value": "n" }, "label": { "value": "name" } } },
          { "kind": "class", "name": "GsaMaybeBox", "supertypes": [ "GsaBox<String?>" ], "superArguments": { "value": { "parameter": "s" } },
            "constructors": [ { "parameters": [ { "name": "s", "type": "String?" } ] } ] },
          { "kind": "class", "name": "GsaNoBox", "supertypes": [ "GsaBox<Long?>" ], "superArguments": { "value": { "value": null } } },
          { "kind": "class", "name": "GsaSevenBox", "supertypes": [ "GsaBox<Long>" ], "superArguments": { "value": { "value": 7 } } },
          { "kind": "class", "name": "GsaList", "modality": "open", "typeParameters": [ { "name": "T" } ],
            "constructors": [ { "parameters": [ { "name": "items", "type": "List<T>", "property": "val" },
              { "name": "byName", "type": "Map<String, T>", "default": {}, "property": "val" } ] } ] },
          { "kind": "class", "name": "GsaInts", "supertypes": [ "GsaList<Int>" ],
            "superArguments": { "items": { "parameter": "xs" }, "byName": { "parameter": "named" } },
            "constructors": [ { "parameters": [ { "name": "xs", "type": "List<Int>" }, { "name": "named", "type": "Map<String, Int>" } ] } ] },
          { "kind": "class", "name": "GsaNames", "supertypes": [ "GsaList<String>" ], "superArguments": { "items": { "parameter": "names" } },
            "constructors": [ { "parameters": [ { "name": "names", "type": "List<String>" } ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        guard options.style == .bridge else {
            return """
                func genericSuperArguments() -> [String] {
                    let box: GsaBox<Int> = GsaIntBox(v: 3)
                    let seven: Int64? = GsaSevenBox().value
                    let ints: GsaList<Int> = GsaInts(xs: [1, 2], named: ["a": 1])
                    let names: [String?] = GsaNames(names: ["n"]).items
                    return ["\\(String(describing: box.value))", GsaNameBox().label, "\\(String(describing: seven))",
                            "\\(String(describing: GsaMaybeBox(s: nil).value))", "\\(String(describing: GsaNoBox().value))",
                            "\\(ints.items)", "\\(ints.byName)", "\\(names)"]
                }
                """
        }
        return """
            func genericSuperArguments() -> [String] {
                let box: GsaBox<KotlinInt> = GsaIntBox(v: 3)
                let name: NSString? = GsaNameBox().value
                let seven: KotlinLong? = GsaSevenBox().value
                let ints: GsaList<KotlinInt> = GsaInts(xs: [KotlinInt(value: 1)], named: ["a": KotlinInt(value: 1)])
                return ["\\(String(describing: box.value?.intValue))", String(describing: name), GsaNameBox().label,
                        "\\(String(describing: seven))", "\\(String(describing: GsaMaybeBox(s: "m").value))",
                        "\\(String(describing: GsaNoBox().value))", "\\(ints.items)", "\\(ints.byName)",
                        "\\(GsaNames(names: ["n"]).items)"]
            }
            """
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "GenericSuperArguments", contracts: ["gsa.kontract.json": contract], forbidding: ["warning:"],
        app: { usage($0) })

    @Test(arguments: CompileConfiguration.allOptions)
    func theArgumentIsWhatTheTypeArgumentHolds(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["gsa.kontract.json": Self.contract], options)
        let swift = try #require(output["gsa.kontract.swift"])
        if options.style == .bridge {
            #expect(swift.contains("public final class GsaIntBox: GsaBox<KotlinInt> {"), "\(swift)")
            #expect(swift.contains("super.init(value: KotlinInt(value: v), label: \"box\")"))
            #expect(swift.contains("super.init(value: NSString(string: \"n\"), label: \"name\")"))
            #expect(swift.contains("super.init(value: s.map { NSString(string: $0) }, label: \"box\")"))
            #expect(swift.contains("super.init(value: nil, label: \"box\")"))
            #expect(swift.contains("super.init(value: KotlinLong(value: 7), label: \"box\")"))
        } else {
            #expect(swift.contains("public final class GsaIntBox: GsaBox<Int> {"), "\(swift)")
            #expect(swift.contains("super.init(value: v, label: \"box\")"))
            #expect(swift.contains("super.init(value: \"n\", label: \"name\")"))
        }
    }

    /// A parameter whose type contains the type parameter (`List<T>`, `Map<String, T>`) takes the subclass's
    /// parameter as it is (bridge style: the export's `[Any]`; swift style: `[Int]`).
    @Test(arguments: CompileConfiguration.allOptions)
    func aParameterOfAGenericTypeIsPassedAsItIs(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["gsa.kontract.json": Self.contract], options)
        let swift = try #require(output["gsa.kontract.swift"])
        #expect(swift.contains("super.init(items: xs, byName: named)"), "\(swift)")
        #expect(swift.contains("super.init(items: names, byName: [:])"), "\(swift)")
    }

    /// A constant for such a parameter: swift style writes it as the type argument gives it (`[1]` for
    /// `List<Int>`); bridge style, where the export erases the type parameter (`[Any]`), does not emulate it yet
    /// (the elements' boxing is not worked out): KG0102 at the class.
    @Test func aConstantOfAGenericTypeIsKG0102InBridgeStyle() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "P", "modality": "open", "typeParameters": [ { "name": "T" } ],
                "constructors": [ { "parameters": [ { "name": "xs", "type": "List<T>" } ] } ] },
              { "kind": "class", "name": "C", "supertypes": [ "P<Int>" ], "superArguments": { "xs": { "value": [ 1 ] } } } ] }
            """
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["p.kontract.json": contract], GeneratorOptions(interop: .objc, style: .bridge))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(":4:30: error: ") && text.contains("[KG0102]"), "\(text)")
        let swift = try SKIEGlobalsAndOverloadsTests.generate(
            ["p.kontract.json": contract], GeneratorOptions(interop: .objc, style: .swift))
        #expect(swift["p.kontract.swift"]?.contains("super.init(xs: [1])") == true, "\(swift)")
    }
}
