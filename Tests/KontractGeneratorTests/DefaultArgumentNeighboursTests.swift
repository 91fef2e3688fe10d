// SKIE's default-argument collision detection across scopes: other files' extensions, members, superclasses, subclasses
// and interfaces of the extended class remove the overloads they collide with, and the module compiles.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct DefaultArgumentNeighboursTests {
    /// `Extended.foo(i: Int = zero, k: Int = 1)` in First.kt beside Second.kt's `Extended.foo(i:)`; `Child.foo(i: Int
    /// = zero, k: Double = 1.0)` beside `Base.foo(i:)` (a superclass member) and `I.foo(k:)` (an interface);
    /// `Base.bar(i: Int = zero, k: Int = 1)` beside the subclass member `Child.bar(i:)`; `G<*>.foo(i: Int = zero, k:
    /// Int = 1)` beside the member `foo(i: T)` of `G<T : Int>`.
    static let contracts = [
        "a.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "Extended", "properties": [ { "name": "zero", "type": "Int" } ] },
          { "kind": "class", "name": "Base", "modality": "open", "properties": [ { "name": "zero", "type": "Int" } ],
            "functions": [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ] },
          { "kind": "interface", "name": "I",
            "functions": [ { "name": "foo", "parameters": [ { "name": "k", "type": "Double" } ], "returns": "Int" } ] },
          { "kind": "class", "name": "Child", "supertypes": [ "Base", "I" ],
            "functions": [ { "name": "bar", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ] },
          { "kind": "class", "name": "G", "typeParameters": [ { "name": "T", "bounds": [ "Int" ] } ],
            "properties": [ { "name": "zero", "type": "Int" } ],
            "functions": [ { "name": "foo", "parameters": [ { "name": "i", "type": "T" } ], "returns": "Int" } ] },
          { "kind": "file", "name": "First.kt", "functions": [
            { "name": "foo", "receiver": "Extended", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] },
            { "name": "foo", "receiver": "Child", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Double", "default": 1.0 } ] },
            { "name": "bar", "receiver": "Base", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] },
            { "name": "foo", "receiver": "G<*>", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] } ] },
          { "kind": "file", "name": "Second.kt", "functions": [
            { "name": "foo", "receiver": "Extended", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ] } ] }
        """
    ]

    /// Calls that are ambiguous when an overload colliding with a neighbour is kept, and the overloads that remain.
    static let use = """
        func useOverloads() {
            let a = Extended()
            let fromB: Int32 = a.foo(i: 0)
            let aRemaining: [Int32] = [a.foo(i: 0, k: 1), a.foo(k: 1), a.foo()]
            let child = Child()
            let fromBase: Int32 = child.foo(i: 0)
            let fromI: Int32 = child.foo(k: 1.0)
            let childRemaining: [Int32] = [child.foo(i: 0, k: 1.0), child.foo()]
            let fromChild: Int32 = child.bar(i: 0)
            let baseRemaining: [Int32] = [Base().bar(i: 0, k: 1), Base().bar(k: 1), Base().bar()]
            let g = G<KotlinInt>()
            let member: Int32 = g.foo(i: 0)
            let gRemaining: [Int32] = [g.foo(i: 0, k: 1), g.foo(k: 1), g.foo()]
            _ = (fromB, aRemaining, fromBase, fromI, childRemaining, fromChild, baseRemaining, member, gRemaining)
        }
        """

    /// SKIE's default-argument overloads on, in every configuration.
    static let options = CompileConfiguration.allOptions.map { options in
        var options = options
        options.skie = SKIEConfiguration(defaultArguments: true)
        return options
    }

    /// The module compiles in every configuration, with `use` in skie-bridge (CompileBatchTests).
    static let compileCase = CompileCase(
        "DefaultArgumentNeighbours", contracts: contracts, options: options,
        app: { $0.interop == .skie && $0.style == .bridge ? use : nil })

    @Test func overloadsCollidingWithOtherScopesAreLeftOut() throws {
        var options = GeneratorOptions(interop: .skie, style: .bridge)
        options.skie = SKIEConfiguration(defaultArguments: true)
        let output = try SKIEGlobalsAndOverloadsTests.generate(Self.contracts, options)
        // The removed overloads are left out, not declared unavailable: another scope has their signature.
        #expect(!output.values.joined().contains("introduced: 999"), "skie-bridge")
    }

    @Test func aRemovedOverloadWithoutNeighbourStaysUnavailable() throws {
        // Within one scope, as before: `foo(i:)` of `foo(i:k:)` and of `foo(i:m: String)` leave out one parameter each, so
        // both are removed; nothing else declares `foo(i:)`, so it stays, unavailable in Swift.
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "A" },
              { "kind": "file", "name": "A.kt", "functions": [
                { "name": "foo", "receiver": "A", "returns": "Int", "parameters": [
                  { "name": "i", "type": "Int" }, { "name": "k", "type": "Int", "default": 1 } ] },
                { "name": "foo", "receiver": "A", "returns": "Int", "parameters": [
                  { "name": "i", "type": "Int" }, { "name": "m", "type": "String", "default": "m" } ] } ] } ] }
            """
        var options = GeneratorOptions(interop: .skie, style: .bridge)
        options.skie = SKIEConfiguration(defaultArguments: true)
        let output = try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": contract], options)
        let text = output.values.joined()
        #expect(text.components(separatedBy: "introduced: 999").count == 2, "\(text)")
    }
}
