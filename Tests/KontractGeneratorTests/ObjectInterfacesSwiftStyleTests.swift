// An object's interfaces in swift style, where the object is a struct: left out with a KG0002 warning, never silently.

import Foundation
import KontractGenerator
import Testing

/// Swift style makes an object (a data object, a companion) a struct and an interface a class-bound protocol (`protocol
/// Named: AnyObject`), which a struct cannot adopt: each interface is left out with a KG0002 warning at the supertype.
/// Bridge style's class adopts them (`Home: KotlinBase, Named, Empty, KotlinSingleton`), with no warning.
@Suite struct ObjectInterfacesSwiftStyleTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "interface", "name": "Named", "functions": [ { "name": "hello" } ] },
          { "kind": "interface", "name": "Empty" },
          { "kind": "object", "name": "Home", "supertypes": [ "Named", "Empty" ], "functions": [ { "name": "hello" } ] },
          { "kind": "data object", "name": "Gone", "supertypes": [ "Empty" ] },
          { "kind": "class", "name": "Note", "companion": { "supertypes": [ "Empty" ] } } ] }
        """

    static func run(_ style: GenerationStyle) throws -> GenerationResult {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try contract.write(to: folder.appendingPathComponent("o.kontract.json"), atomically: true, encoding: .utf8)
        let (module, problems) = TestSupport.module([folder.path])
        let checked = try #require(module, "\(problems)")
        return SwiftGenerator.run(module: checked, options: GeneratorOptions(style: style))
    }

    @Test func swiftStyleSaysEachInterfaceItLeavesOut() throws {
        let result = try Self.run(.swift)
        #expect(!result.files.isEmpty)
        let warnings = result.diagnostics.filter { "\($0)".contains("KG0002") }.map { diagnostic in
            "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message.prefix(60))"
        }
        #expect(
            warnings == [
                "4:56 object 'Home' is a struct in swift style: its interface 'Nam",
                "4:65 object 'Home' is a struct in swift style: its interface 'Emp",
                "5:61 data object 'Gone' is a struct in swift style: its interface",
                "6:70 object 'Note.Companion' is a struct in swift style: its inte",
            ])
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("public struct Home: Hashable, Sendable, CustomStringConvertible"))
    }

    @Test func bridgeStyleAdoptsThemWithoutAWarning() throws {
        let result = try Self.run(.bridge)
        #expect(!result.diagnostics.contains { "\($0)".contains("KG0002") }, "\(result.diagnostics)")
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("public final class Home: KotlinBase, Named, Empty, KotlinSingleton {"))
        #expect(swift.contains("public final class Companion: KotlinBase, Empty, KotlinSingleton {"))
    }
}
