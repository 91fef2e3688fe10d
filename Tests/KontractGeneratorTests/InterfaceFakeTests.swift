// Generated fakes of Kotlin interfaces on the test face: their shape, and test code using them in every configuration.

import Foundation
import KontractGenerator
import Testing

/// Interfaces of every kind a fake covers: properties (`val`, `var`, nullable), plain, `@Throws` and suspend
/// functions (`Unit` too), `@Deprecated` ones (an `ERROR` function is an unavailable default implementation, which
/// the fake's own must not be), one extending another, a generic one.
private let contract = """
    { "kontract": 1, "module": "Shared", "package": "fakes", "declarations": [
      { "kind": "interface", "name": "FKNamed", "properties": [
        { "name": "name", "type": "String" }, { "name": "count", "type": "Int", "mutable": true },
        { "name": "tag", "type": "String?" } ],
        "functions": [ { "name": "greet", "parameters": [ { "name": "who", "type": "String" } ], "returns": "String" } ] },
      { "kind": "interface", "name": "FKStore", "supertypes": [ "FKNamed" ], "functions": [
        { "name": "save", "parameters": [ { "name": "item", "type": "String" } ], "returns": "Boolean",
          "throws": [ "IllegalStateException" ] },
        { "name": "load", "parameters": [ { "name": "id", "type": "Long" } ], "returns": "String", "suspend": true },
        { "name": "clear", "parameters": [], "suspend": true },
        { "name": "gone", "parameters": [], "returns": "String", "deprecated": { "message": "x", "level": "ERROR" } },
        { "name": "warn", "parameters": [ { "name": "a", "type": "Int", "default": 1 } ], "deprecated": "x" },
        { "name": "each", "parameters": [ { "name": "block", "type": "(String) -> Unit" } ] } ],
        "properties": [ { "name": "items", "type": "List<String>" }, { "name": "lookup", "type": "Map<String, Int>?" },
          { "name": "old", "type": "Int", "mutable": true, "deprecated": "use count" } ] },
      { "kind": "interface", "name": "FKSource", "typeParameters": [ { "name": "T" } ],
        "properties": [ { "name": "current", "type": "T" } ],
        "functions": [ { "name": "next", "parameters": [], "returns": "T" } ] } ] }
    """

/// An interface extending a sealed interface (bridge style only: swift style leaves the sealed interface out).
private let sealedChild = """
    { "kontract": 1, "module": "Shared", "package": "fakes", "declarations": [
      { "kind": "sealed interface", "name": "FKEvent" },
      { "kind": "interface", "name": "FKTapEvent", "supertypes": [ "FKEvent" ] } ] }
    """

/// Test code (the generated module's own, so its test face) using the fakes: members set, called through the
/// protocols, recorded calls read. Compiled in CompileBatchTests, every configuration, no warning allowed.
let interfaceFakesCase = CompileCase(
    "InterfaceFakes", contracts: ["fakes.kontract.json": contract], forbidding: ["warning:"]
) { _ in
    """
    @_spi(Testing) import KontractLifecycle

    func useFakes() async throws -> String {
        let store = FakeFKStore()
        store.name = "n"
        store.count = store.count + 1
        store.tag = nil
        store.greetWhoImplementation.implement { who in "hi " + who }
        store.saveItemImplementation.implement { item in !item.isEmpty }
        store.loadIdImplementation.implement { id in "item \\(id)" }
        store.clearImplementation.implement { _ in }
        let named: any FKNamed = store
        let asStore: any FKStore = store
        let saved: Bool = try asStore.save(item: "x")
        let loaded: String = try await asStore.load(id: 3)
        try await asStore.clear()
        let calls: [Int64] = store.loadIdImplementation.calls
        let source = FakeFKSource()
        source.currentStorage.value = 1
        source.nextImplementation.implement { 2 }
        let values: (Any?, Any?) = (source.current, (source as any FKSource).next())
        _ = values
        return named.name + named.greet(who: "a") + loaded + "\\(saved)\\(calls)\\(named.count)\\(named.tag ?? "")"
    }
    """
}

@Suite struct InterfaceFakeTests {
    private static func generated(_ options: GeneratorOptions) throws -> String {
        try SKIEGlobalsAndOverloadsTests.generate(["fakes.kontract.json": contract], options).values.joined()
    }

    /// The fake's body in the generated text: from its declaration to its closing brace.
    private static func body(of fake: String, in text: String) throws -> String {
        let start = try #require(text.range(of: "public final class \(fake): ")).lowerBound
        let end = try #require(text[start...].range(of: "\n}\n")).upperBound
        return String(text[start..<end])
    }

    @Test(arguments: CompileConfiguration.allOptions)
    func everyInterfaceGetsAFakeOnTheTestFace(_ options: GeneratorOptions) throws {
        let text = try Self.generated(options)
        for fake in ["FakeFKNamed", "FakeFKStore", "FakeFKSource"] {
            #expect(text.contains("@_spi(Testing)\npublic final class \(fake): \(fake.dropFirst(4)), Sendable {"))
        }
    }

    /// A fake would be one more case of the sealed interface, which no `switch` names.
    @Test func anInterfaceExtendingASealedInterfaceGetsNone() throws {
        let text = try SKIEGlobalsAndOverloadsTests.generate(["sealed.kontract.json": sealedChild], GeneratorOptions())
            .values.joined()
        #expect(text.contains("public protocol FKTapEvent: FKEvent"))
        #expect(!text.contains("FakeFKTapEvent"))
        #expect(!text.contains("FakeFKEvent"))
    }

    @Test(arguments: CompileConfiguration.allOptions)
    func aFakeImplementsItsParentsMembersWithInstanceHooksWithoutTheReceiver(_ options: GeneratorOptions) throws {
        let store = try Self.body(of: "FakeFKStore", in: try Self.generated(options))
        // The parent's property and function, once each.
        #expect(store.components(separatedBy: "public let nameStorage: KotlinProperty<String>").count == 2)
        #expect(store.contains("return self.nameStorage.read(orElse: { \"\" })"))
        #expect(store.contains("return self.tagStorage.read(orElse: { nil })"))
        #expect(
            store.components(separatedBy: "public let greetWhoImplementation = KotlinFunction<String, String>(").count
                == 2)
        #expect(store.contains("public let loadIdImplementation = KotlinSuspendFunction<Int64, String>("))
        #expect(!store.contains("static"))
        #expect(!store.contains("any FKStore"))
        // An unavailable member cannot meet a requirement: `ERROR` stays on the protocol's side, `WARNING` is kept.
        let gone = try #require(store.range(of: "public func gone() -> String {"))
        #expect(!store[..<gone.lowerBound].suffix(200).contains("unavailable"))
        #expect(store.contains("@available(*, deprecated, message: \"use count\")\n    public var old: Int"))
        #expect(store.contains("return self.itemsStorage.read(orElse: { [] })"))
        // A suspend function's completion-handler form is the protocol extension's forwarder, not the fake's.
        #expect(!store.contains("completionHandler"))
    }
}
