// SKIE's default-argument collision detection across scopes: other files' extensions, members, superclasses, subclasses
// and interfaces of the extended class remove the overloads they collide with, and the module compiles.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct DefaultArgumentNeighboursTests {
    /// `A.foo(i: Int = zero, k: Int = 1)` in A.kt beside B.kt's `A.foo(i:)`; `Child.foo(i: Int = zero, k: Double =
    /// 1.0)` beside `Base.foo(i:)` (a superclass member) and `I.foo(k:)` (an interface); `Base.bar(i: Int = zero, k:
    /// Int = 1)` beside the subclass member `Child.bar(i:)`; `G<*>.foo(i: Int = zero, k: Int = 1)` beside the member
    /// `foo(i: T)` of `G<T : Int>`.
    static let contracts = [
        "a.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "A", "properties": [ { "name": "zero", "type": "Int" } ] },
          { "kind": "class", "name": "Base", "modality": "open", "properties": [ { "name": "zero", "type": "Int" } ],
            "functions": [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ] },
          { "kind": "interface", "name": "I",
            "functions": [ { "name": "foo", "parameters": [ { "name": "k", "type": "Double" } ], "returns": "Int" } ] },
          { "kind": "class", "name": "Child", "supertypes": [ "Base", "I" ],
            "functions": [ { "name": "bar", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ] },
          { "kind": "class", "name": "G", "typeParameters": [ { "name": "T", "bounds": [ "Int" ] } ],
            "properties": [ { "name": "zero", "type": "Int" } ],
            "functions": [ { "name": "foo", "parameters": [ { "name": "i", "type": "T" } ], "returns": "Int" } ] },
          { "kind": "file", "name": "A.kt", "functions": [
            { "name": "foo", "receiver": "A", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] },
            { "name": "foo", "receiver": "Child", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Double", "default": 1.0 } ] },
            { "name": "bar", "receiver": "Base", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] },
            { "name": "foo", "receiver": "G<*>", "returns": "Int", "parameters": [
              { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] } ] },
          { "kind": "file", "name": "B.kt", "functions": [
            { "name": "foo", "receiver": "A", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ] } ] }
        """
    ]

    /// Calls that are ambiguous when an overload colliding with a neighbour is kept, and the overloads that remain.
    static let use = """
        func useOverloads() {
            let a = A()
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

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
        GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
    ])
    func overloadsCollidingWithOtherScopesAreRemovedAndTheModuleCompiles(_ options: GeneratorOptions) async throws {
        var options = options
        options.skie = SKIEConfiguration(defaultArguments: true)
        var output = try SKIEGlobalsAndOverloadsTests.generate(Self.contracts, options)
        let configuration = "\(options.interop.rawValue)-\(options.style.rawValue)"
        if options.interop == .skie, options.style == .bridge {
            output["use.swift"] = Self.use
            let text = output.values.joined()
            // The removed overloads are left out, not declared unavailable: another scope has their signature.
            #expect(!text.contains("introduced: 999"), "\(configuration)")
        }
        let result = try await TestSupport.typecheck(output)
        #expect(result.status == 0, "\(configuration):\n\(String(result.output.prefix(4000)))")
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
