// Parameter defaults written as Kotlin code (`defaultKotlin`): SKIE's overloads read `this`'s properties.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct DefaultKotlinOverloadTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "class", "name": "BoxBase", "modality": "open", "properties": [ { "name": "zero", "type": "Int" } ] },
          { "kind": "class", "name": "Box", "supertypes": [ "BoxBase" ],
            "properties": [ { "name": "description", "type": "String" }, { "name": "count", "type": "Int?" } ],
            "functions": [
              { "name": "foo", "returns": "Int", "parameters": [
                { "name": "i", "type": "Int", "defaultKotlin": "zero" }, { "name": "k", "type": "Int", "default": 1 } ] },
              { "name": "tag", "returns": "String", "parameters": [
                { "name": "s", "type": "String", "defaultKotlin": "description + count" },
                { "name": "n", "type": "Int?", "defaultKotlin": "count" } ] } ] },
          { "kind": "interface", "name": "Counter", "properties": [ { "name": "one", "type": "Int" } ] },
          { "kind": "file", "name": "Ext.kt", "functions": [
            { "name": "bar", "receiver": "Counter", "returns": "Int",
              "parameters": [ { "name": "k", "type": "Int", "defaultKotlin": "one" } ] },
            { "name": "baz", "receiver": "Box", "returns": "Int",
              "parameters": [ { "name": "k", "type": "Int", "defaultKotlin": "this.zero" } ] } ] } ] }
        """

    static func generate(_ options: GeneratorOptions) throws -> [String: String] {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try contract.write(to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([folder.path])
        let checked = try #require(module, "\(problems)")
        let files = try SwiftGenerator.generate(module: checked, options: options)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    @Test func overloadsPassTheDefaultReadFromThis() throws {
        let options = GeneratorOptions(interop: .skie, skie: SKIEConfiguration(defaultArguments: true))
        let text = try #require(try Self.generate(options)["a.kontract.swift"])
        // A member reads `self`'s property, inherited from `BoxBase`; a member named like an NSObject member is the
        // exporter's `description_`, and a nullable Int property is read boxed as it is.
        #expect(text.contains("return self.foo(i: self.zero, k: k)"), "\(text)")
        #expect(text.contains("return self.tag(s: self.description_ + Kotlin.toString(self.count"), "\(text)")
        #expect(text.contains("n: self.count)"), "\(text)")
        // An extension on an interface is a facade function: `this` is its receiver argument.
        #expect(text.contains("return Self.bar(receiver, k: receiver.one)"), "\(text)")
        // An extension on a class is a method of the class: `this` is `self`.
        #expect(text.contains("return self.baz(k: self.zero)"), "\(text)")
    }

    /// The module compiles in every configuration (CompileBatchTests).
    static let compileCase = CompileCase("DefaultKotlinOverload", contracts: ["a.kontract.json": contract])

    /// With SKIE's default-argument overloads, called from Swift. Compiled on its own: the batch's skie-bridge module
    /// already holds this contract generated without them, and one module cannot declare its types twice.
    @Test func theModuleWithDefaultArgumentOverloadsCompiles() async throws {
        var sources = try Self.generate(
            GeneratorOptions(interop: .skie, skie: SKIEConfiguration(defaultArguments: true)))
        sources["use.swift"] = """
            func use(box: Box, counter: any Counter) -> [Int32] {
                [box.foo(), box.foo(k: 2), box.baz(), ExtKt.bar(counter), counter.bar()]
            }
            func tags(box: Box) -> [String] { [box.tag(), box.tag(s: "x"), box.tag(n: nil)] }
            """
        let (status, output) = try await TestSupport.typecheck(sources)
        #expect(status == 0, "\(output)")
    }
}
