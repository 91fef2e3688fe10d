// Enum classes with a constructor and members in the 4 configurations: stored, forwarded or switched properties.

import Foundation
import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct EnumMembersGenerationTests {
    static let tab = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "interface", "name": "Named", "functions": [ { "name": "label", "returns": "String" } ] },
          { "kind": "enum class", "name": "Tab", "supertypes": [ "Named" ],
            "properties": [ { "name": "title", "type": "String" },
                            { "name": "badge", "type": "Int", "default": 0, "mutable": true } ],
            "entries": [ { "name": "HOME", "arguments": [ "Home" ] }, { "name": "CART", "arguments": [ "Cart", 2 ] } ],
            "derived": [ { "name": "upper", "type": "String", "kotlin": "title.uppercase()" } ],
            "functions": [ { "name": "next", "returns": "Tab" } ] } ] }
        """

    static func generate(_ options: GeneratorOptions) throws -> String {
        let files = try SKIEGlobalsAndOverloadsTests.generate(["a.kontract.json": tab], options)
        return try #require(files["a.kontract.swift"])
    }

    /// objc: the exporter's class stores each entry's values, built by a private initializer; the interface is adopted.
    @Test func objcBridgeStoresTheValuesInTheEntries() throws {
        let text = try Self.generate(GeneratorOptions())
        #expect(text.contains("public final class Tab: KotlinEnum<Tab>, Named {"))
        #expect(
            text.contains(
                "public nonisolated(unsafe) static let home: Tab = Tab(name: \"HOME\", ordinal: 0, \"Home\", 0)"))
        #expect(
            text.contains(
                "public nonisolated(unsafe) static let cart: Tab = Tab(name: \"CART\", ordinal: 1, \"Cart\", 2)"))
        #expect(text.contains("    public let title: String\n    public var badge: Int32\n"))
        #expect(text.contains("private init(name: String, ordinal: Int32, _ value0: String, _ value1: Int32) {"))
        #expect(text.contains("public var upper: String { self.title.kotlinUppercase() }"))
        #expect(text.contains("extension Tab {"))
        #expect(text.contains("public func next() -> Tab {"))
    }

    /// SKIE: the Swift enum forwards to `__Tab`'s stored values (`nonmutating set` for a `var`); `__Tab` keeps the methods.
    @Test func skieForwardsToTheOriginalClass() throws {
        let text = try Self.generate(GeneratorOptions(interop: .skie))
        #expect(text.contains("public var title: String { _bridgeToObjectiveC().title }"))
        #expect(text.contains("        nonmutating set {\n            _bridgeToObjectiveC().badge = newValue\n"))
        #expect(text.contains("public final class __Tab: KotlinEnum<__Tab>, Named {"))
        #expect(text.contains("__Tab(name: \"CART\", ordinal: 1, \"Cart\", 2)"))
        #expect(text.contains("extension __Tab {\n    /// Kontract: does what"))
        #expect(text.contains("return toSwiftEnum().next()"))
    }

    /// Swift style: a switch over the cases; a `var` is read-only and the class-bound protocol is left out (KG0002).
    @Test func swiftStyleSwitchesOverTheCases() throws {
        let text = try Self.generate(GeneratorOptions(style: .swift))
        #expect(
            text.contains(
                "public var title: String {\n        switch self {\n        case .home:\n            return \"Home\""))
        #expect(text.contains("public var badge: Int {"))
        #expect(!text.contains("set {"))
        let module = try #require(TestSupport.module([try Self.folder()]).module)
        let context = TranslationContext(module: module, options: GeneratorOptions(style: .swift))
        let entry = try #require(module["p.Tab"])
        #expect(
            EnumMembers.diagnostics(of: entry, context: context).map(\.generatorCode) == [
                .declarationLeftOut, .declarationLeftOut,
            ])
    }

    private static func folder() throws -> String {
        let folder = TestSupport.temporaryFolder()
        try tab.write(to: folder.appendingPathComponent("a.kontract.json"), atomically: true, encoding: .utf8)
        return folder.path
    }
}
