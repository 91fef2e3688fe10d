// KMP-NativeCoroutines on interfaces and Unit suspend functions, as app code uses them (issue 26 items 2 and 3).

import Foundation
import KontractGenerator
import Testing

/// An interface whose flow properties carry the plugin's annotations, a class implementing it (declaring one of
/// them without the annotation: the interface's members are the protocol's, so the override has them too),
/// one implementing another such interface without declaring its properties, and a `Unit` suspend function.
private let contract = """
    { "kontract": 1, "module": "Shared", "package": "nc", "declarations": [
      { "kind": "interface", "name": "NCStore", "properties": [
        { "name": "state", "type": "StateFlow<String>", "annotations": [ "NativeCoroutinesState" ] },
        { "name": "counts", "type": "StateFlow<Int>", "annotations": [ "NativeCoroutines" ] },
        { "name": "plain", "type": "Flow<String>" } ],
        "functions": [ { "name": "load", "suspend": true, "returns": "String", "annotations": [ "NativeCoroutines" ] } ] },
      { "kind": "interface", "name": "NCEvents", "properties": [
        { "name": "events", "type": "SharedFlow<String>", "annotations": [ "NativeCoroutines" ] },
        { "name": "title", "type": "StateFlow<String?>", "annotations": [ "NativeCoroutinesState" ] } ] },
      { "kind": "class", "name": "NCMemoryStore", "supertypes": [ "NCStore" ], "properties": [
        { "name": "state", "type": "StateFlow<String>", "initial": "a", "annotations": [ "NativeCoroutinesState" ] },
        { "name": "counts", "type": "StateFlow<Int>", "initial": 1 } ] },
      { "kind": "class", "name": "NCEventLog", "supertypes": [ "NCEvents" ] },
      { "kind": "file", "name": "NCSync.kt", "functions": [
        { "name": "sync", "suspend": true, "annotations": [ "NativeCoroutines" ] } ] } ] }
    """

/// Swift an app writes against the real framework: the interface's native members through the protocol and
/// through the classes, and `asyncFunction(for:)` of a `Unit` suspend function as a statement (the `Void`
/// overload; no unused-result warning). Compiled in CompileBatchTests, every configuration, no warning allowed.
let nativeCoroutinesAppCodeCase = CompileCase(
    "NativeCoroutinesAppCode", contracts: ["nc.kontract.json": contract], forbidding: ["warning:"]
) { _ in
    "import KMPNativeCoroutinesAsync\n\n"
        + """
        func showStore(_ store: any NCStore) async throws -> String {
            let current: String = store.state
            for try await value in asyncSequence(for: store.stateFlow) where value != current { break }
            let count = store.countsValue
            for try await next in asyncSequence(for: store.counts) { _ = (next, count); break }
            let loaded: String = try await asyncFunction(for: store.load())
            return current + loaded
        }

        func showEvents(_ log: NCEventLog) async throws -> String? {
            let events: any NCEvents = log
            for try await event in asyncSequence(for: events.events) where !event.isEmpty { break }
            for try await title in asyncSequence(for: events.titleFlow) where title != nil { break }
            return events.title ?? events.eventsReplayCache.first
        }

        func useMemoryStore() async throws -> String {
            let store = NCMemoryStore()
            store.stateSource.setValue("b")
            return try await showStore(store) + store.state
        }

        func syncAll() async throws {
            try await asyncFunction(for: NCSyncKt.sync())
            let result: Result<Void, Error> = await asyncResult(for: NCSyncKt.sync())
            if case .failure(let error) = result { throw error }
            if let error = await asyncError(for: NCSyncKt.sync()) { throw error }
        }
        """
}

/// The protocol carries the plugin's members in place of the annotated flow (never the annotation accepted and
/// its effect dropped), in every configuration.
@Test(arguments: CompileConfiguration.allOptions)
func anInterfacesAnnotatedFlowsAreThePluginsMembersInTheProtocol(_ options: GeneratorOptions) throws {
    let text = try SKIEGlobalsAndOverloadsTests.generate(["nc.kontract.json": contract], options).values.joined()
    let store = try #require(text.range(of: "public protocol NCStore: AnyObject {")).upperBound
    let end = try #require(text[store...].range(of: "\n}")).lowerBound
    let body = String(text[store..<end])
    #expect(body.contains("var state: String { get }"))
    #expect(body.contains("var stateFlow: NativeFlow<String, Error, KotlinUnit> { get }"))
    #expect(body.contains("var countsValue: "))
    #expect(body.contains("var counts: NativeFlow<"))
    #expect(!body.contains("StateFlow<"))
}

/// A class inheriting an annotated non-null state flow it does not declare cannot give the plugin's `state`
/// member a first value: KG0301 at the class, naming what to declare.
@Test func anUndeclaredInheritedNativeStateFlowNeedsTheClassesDeclaration() throws {
    let lazy = contract.replacingOccurrences(
        of: #""kind": "class", "name": "NCEventLog", "supertypes": [ "NCEvents" ]"#,
        with: #""kind": "class", "name": "NCEventLog", "supertypes": [ "NCStore" ]"#)
    let error = #expect(throws: (any Error).self) {
        _ = try SKIEGlobalsAndOverloadsTests.generate(["nc.kontract.json": lazy], GeneratorOptions())
    }
    let text = "\(error.map { "\($0)" } ?? "")"
    #expect(text.contains("'NCEventLog' implements the state flow 'state' with KMP-NativeCoroutines' members"))
    #expect(text.contains("[KG0301]"))
}
