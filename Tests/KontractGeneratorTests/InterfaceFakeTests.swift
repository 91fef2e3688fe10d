// Generated fakes of Kotlin interfaces on the test face: their shape, and test code using them in every configuration.

import Foundation
import KontractGenerator
import Testing

/// Interfaces of every kind a fake covers: properties (`val`, `var`, nullable), plain, `@Throws` and suspend
/// functions (`Unit` too), `@Deprecated` ones (an `ERROR` member is no requirement, so no fake member), one extending
/// another, a generic one, one whose `ERROR` members an app's class adopting it leaves out.
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
          { "name": "old", "type": "Int", "mutable": true, "deprecated": "use count" },
          { "name": "legacy", "type": "Int", "deprecated": { "message": "use count", "level": "ERROR" } } ] },
      { "kind": "interface", "name": "FKLegacy", "properties": [ { "name": "name", "type": "String" },
        { "name": "size", "type": "Int", "deprecated": { "message": "use name", "level": "ERROR" } },
        { "name": "label", "type": "String", "mutable": true, "deprecated": { "message": "gone", "level": "ERROR" } } ],
        "functions": [ { "name": "load", "parameters": [], "returns": "String" },
          { "name": "purge", "parameters": [ { "name": "id", "type": "String" } ], "returns": "Boolean",
            "deprecated": { "message": "use load", "level": "ERROR" } },
          { "name": "purgeAll", "suspend": true, "deprecated": { "message": "gone", "level": "ERROR" } } ] },
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

    /// An app's class adopting the protocol without its `ERROR` members (an unavailable `@protocol` member needs
    /// no witness), and the fake doing so too.
    final class AppLegacy: FKLegacy {
        var name: String { "n" }
        func load() -> String { name }
    }

    func useLegacy() -> String {
        let fake = FakeFKLegacy()
        fake.loadImplementation.implement { "f" }
        let legacy: [any FKLegacy] = [AppLegacy(), fake]
        return legacy.map { $0.load() }.joined()
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

    /// `@Deprecated(level = ERROR)` members of an interface are no requirements (the exporter's `@protocol` marks
    /// them unavailable, needing no witness): unavailable members of the protocol's extension, on the app face.
    @Test(arguments: CompileConfiguration.allOptions)
    func anErrorMemberIsAnUnavailableExtensionMemberNotARequirement(_ options: GeneratorOptions) throws {
        let text = try Self.generated(options)
        let start = try #require(text.range(of: "public protocol FKLegacy: AnyObject {")).lowerBound
        let body = text[start..<(try #require(text[start...].range(of: "\n}\n")).upperBound)]
        #expect(body.contains("func load() -> String"))
        #expect(!body.contains("size") && !body.contains("label") && !body.contains("purge"))
        #expect(
            text.contains(
                "@available(*, unavailable, message: \"use name\")\n    public var size: Int"))
        #expect(text.contains("@available(*, unavailable, message: \"gone\")\n    public var label: String {"))
        #expect(
            text.contains(
                "@available(*, unavailable, message: \"use load\")\n    public func purge(id: String) -> Bool {"))
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
        // An `ERROR` member is no requirement: the fake has none (the protocol's extension declares it unavailable),
        // `WARNING` is kept.
        #expect(!store.contains("gone"))
        #expect(!store.contains("legacy"))
        #expect(store.contains("@available(*, deprecated, message: \"use count\")\n    public var old: Int"))
        #expect(store.contains("return self.itemsStorage.read(orElse: { [] })"))
        // A suspend function's completion-handler form is the protocol extension's forwarder, not the fake's.
        #expect(!store.contains("completionHandler"))
    }
}
