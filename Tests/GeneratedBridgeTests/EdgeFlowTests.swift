// Flows outside view models (edge contract flows.kontract.json), as the plain ObjC export shows them: the header's
// untyped protocols (values `Any?`, a primitive boxed) over runtime flows tests drive, `Flow` parameters taking any
// flow, flow results.

import Foundation
@_spi(Testing) import KontractRuntime
import KontractTesting
import Testing

/// Serialized: the facade's flows and the function implementations are static.
@Suite(.serialized) struct EdgeFlowTests {
    @Test func fileFlowPropertiesAreTheFlowsBehindThem() async throws {
        // `val counter: StateFlow<Int>` with `initial: 3`: the header's read-only state flow over `counterSource`,
        // its value boxed as app Swift reads it (`value as? KotlinInt`), the same object at each read.
        let counter: any Kotlinx_coroutines_coreStateFlow = FeedKt.counter
        #expect((counter.value as? KotlinInt)?.int32Value == 3)
        #expect(counter.value as? Int32 == nil)
        #expect(counter === FeedKt.counter)
        #expect(!(counter is any Kotlinx_coroutines_coreMutableStateFlow), "a StateFlow is read-only")
        FeedKt.counterSource.setValue(4)
        #expect(FeedKt.counter.value(as: Int32.self) == 4)
        // `val latest: MutableStateFlow<String?>` without `initial` starts at null, and Swift can set it.
        #expect(FeedKt.latest.value == nil)
        FeedKt.latest.setValue("hola")
        #expect(FeedKt.latestSource.value == "hola")
        // `val ticks: Flow<Int>`: `any Kotlinx_coroutines_coreFlow`, iterated unboxed on the test face.
        let ticks = FeedKt.ticks.values(as: Int32.self).makeAsyncIterator()
        FeedKt.ticksSource.tryEmit(value: 7)
        let tick: Int32? = try await ticks.next()
        #expect(tick == 7)
        // `@NativeCoroutines val online: StateFlow<Boolean>`: a NativeFlow of boxed items (a Kotlin function type,
        // as on the framework: `NativeFlow<KotlinBoolean, Error, KotlinUnit>`) and `onlineValue`, a plain `Bool`.
        #expect(FeedKt.onlineValue)
        let online = asyncSequence(for: FeedKt.online).makeAsyncIterator()
        #expect(try await online.next()?.boolValue == true)
        FeedKt.counterSource.setValue(3)
        FeedKt.latestSource.setValue(nil)
    }

    @Test func aFlowParameterTakesEveryKindOfFlow() {
        // The implementation adds up what a shared flow replays (a StateFlow replays its value).
        FeedKt.totalFlowImplementation.implementation = { flow in
            (flow as? any Kotlinx_coroutines_coreSharedFlow)?.replayCache.compactMap { ($0 as? KotlinInt)?.int32Value }
                .reduce(0, +) ?? -1
        }
        defer { FeedKt.totalFlowImplementation.reset() }
        let state = BoxingMutableStateFlow<Int32>(6)
        #expect(FeedKt.total(flow: state) == 6)
        let shared = BoxingMutableSharedFlow<Int32>(replay: 3)
        for value: Int32 in [1, 2, 3] { shared.tryEmit(value: value) }
        #expect(FeedKt.total(flow: shared) == 6)
        #expect(FeedKt.total(flow: FeedKt.counter) == 3)
    }

    @Test func functionsReturnTheFlowsTheirImplementationsGive() async throws {
        let updates = BoxingMutableSharedFlow<Int32>(replay: 1)
        updates.tryEmit(value: 5)
        FeedKt.updatesImplementation.implementation = { _ in updates }
        FeedKt.historyImplementation.implementation = { _ in BoxingMutableStateFlow<String?>("a") }
        FeedKt.summingImplementation.implementation = { _ in { _ in KotlinInt(value: 1) } }
        FeedKt.streamsImplementation.implementation = { _ in [updates, updates] }
        defer {
            for reset in [
                FeedKt.updatesImplementation.reset, FeedKt.historyImplementation.reset,
                FeedKt.summingImplementation.reset, FeedKt.streamsImplementation.reset,
            ] { reset() }
        }
        let iterator = FeedKt.updates().values(as: Int32.self).makeAsyncIterator()
        #expect(try await iterator.next() == 5)
        // `suspend fun history(): SharedFlow<String?>`: `async` and the completion handler give the same flow.
        let history = try await FeedKt.history()
        #expect(history.replayCache.map { $0 as? String } == ["a"])
        // A flow is not Sendable (as on iOS): the handler hands on its replay cache.
        let handled: [String?]? = await withCheckedContinuation { continuation in
            FeedKt.history { flow, _ in continuation.resume(returning: flow?.replayCache.map { $0 as? String }) }
        }
        #expect(handled == ["a"])
        #expect(FeedKt.summing()(updates).int32Value == 1)
        #expect(FeedKt.streams().count == 2)
    }

    @Test func nativeCoroutinesFlowFunctionsReturnNativeFlows() async throws {
        let numbers = BoxingMutableSharedFlow<Int32>(replay: 2)
        numbers.tryEmit(value: 1)
        numbers.tryEmit(value: 2)
        FeedKt.numbersFromImplementation.implementation = { _ in numbers }
        FeedKt.maybeNamesImplementation.implementation = { _ in nil }
        let pages = BoxingMutableSharedFlow<Int32>(replay: 1)
        pages.tryEmit(value: 9)
        FeedStore.pagesImplementation.implementation = { _ in pages }
        defer {
            for reset in [
                FeedKt.numbersFromImplementation.reset, FeedKt.maybeNamesImplementation.reset,
                FeedStore.pagesImplementation.reset,
            ] { reset() }
        }
        // `@NativeCoroutines fun numbers(from: Int): Flow<Int>`: the Kotlin name, a NativeFlow for asyncSequence(for:).
        // Its items are boxed, as app code reads them on the framework (`value.int32Value`; issue 26, item 1).
        let native: NativeFlow<KotlinInt, Error, KotlinUnit> = FeedKt.numbers(from: 1)
        let iterator = asyncSequence(for: native).makeAsyncIterator()
        #expect(try await iterator.next()?.int32Value == 1)
        #expect(try await iterator.next()?.int32Value == 2)
        #expect(FeedKt.numbersFromImplementation.calls == [1])
        // A nullable flow gives an optional NativeFlow.
        #expect(FeedKt.maybeNames() == nil)
        FeedKt.maybeNamesImplementation.implementation = { _ in BoxingMutableStateFlow<String>("ana") }
        let names = asyncSequence(for: try #require(FeedKt.maybeNames())).makeAsyncIterator()
        #expect(try await names.next() == "ana")
        // `@NativeCoroutines suspend fun latestPage(): StateFlow<Int>`: a NativeSuspend whose result is a NativeFlow.
        FeedKt.latestPageImplementation.implementation = { _ in BoxingMutableStateFlow<Int32>(3) }
        defer { FeedKt.latestPageImplementation.reset() }
        let latest: NativeFlow<KotlinInt, Error, KotlinUnit> = try await asyncFunction(for: FeedKt.latestPage())
        let latestValues = asyncSequence(for: latest).makeAsyncIterator()
        #expect(try await latestValues.next()?.int32Value == 3)
        // A member function; cancelling the collecting task ends the Kotlin collection.
        let collected = Task {
            var values: [Int32] = []
            for try await value in asyncSequence(for: FeedStore().pages()) { values.append(value.int32Value) }
            return values
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        collected.cancel()
        let values = try? await collected.value
        // Cancelled while collecting (nil: the sequence threw), after the one item, or before the task ran at all
        // (under load 50 ms may pass before it starts: the loop then ends at once with nothing).
        #expect(values == nil || values == [9] || values == [], "collected: \(String(describing: values))")
        var waited = 0
        while pages.shared.collectorCount > 0, waited < 100 {
            try await Task.sleep(nanoseconds: 10_000_000)
            waited += 1
        }
        #expect(pages.shared.collectorCount == 0)
    }

    @Test func classMembersAndInterfacesCarryFlows() async throws {
        let store = FeedStore()
        #expect(store.items.value(as: [String].self) == [])
        store.itemsSource.setValue(["a"])
        #expect(store.items.value(as: [String].self) == ["a"])
        FeedStore.streamPrefixImplementation.implement { _, prefix in BoxingMutableStateFlow<String>(prefix + "1") }
        defer { FeedStore.streamPrefixImplementation.reset() }
        let stream = store.stream(prefix: "p").values(as: String.self).makeAsyncIterator()
        #expect(try await stream.next() == "p1")
        // An app's own class adopting a protocol with a flow property: the header's type, any flow of it.
        final class Source: FeedSource {
            let values: any Kotlinx_coroutines_coreFlow = BoxingMutableStateFlow<Int32>(2)
        }
        let values = Source().values.values.makeAsyncIterator()
        #expect((try await values.next() as? KotlinInt)?.int32Value == 2)
    }
}
