// Flows outside view models under SKIE (edge contract flows.kontract.json): SKIE's Swift flow classes with
// boxed elements and non-throwing iteration, in file properties, parameters, results and class members.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// Serialized: the facade's flows and the function implementations are static.
@Suite(.serialized) struct SKIEFlowTests {
    @Test func fileFlowsAreSKIEFlowsWithBoxedElements() async {
        let counter: SkieSwiftStateFlow<KotlinInt> = FeedKt.counter
        #expect(counter.value.int32Value == 3)
        // `for await` without `try`: SKIE's iterator does not throw.
        for await value in counter {
            #expect(value.int32Value == 3)
            break
        }
        let latest: SkieSwiftOptionalMutableStateFlow<String> = FeedKt.latest
        #expect(latest.value == nil)
        latest.value = "hola"
        #expect(FeedKt.latestSource.value == "hola")
        FeedKt.latestSource.setValue(nil)
        let ticks: SkieSwiftFlow<KotlinInt> = FeedKt.ticks
        let iterator = ticks.makeAsyncIterator()
        FeedKt.ticksSource.tryEmit(value: 9)
        #expect(await iterator.next()?.int32Value == 9)
        let events: SkieSwiftMutableSharedFlow<String> = FeedKt.events
        #expect(events.replayCache.isEmpty)
    }

    @Test func parametersAndResultsAreSKIEFlowsAndSuspendResultsStayKotlins() async throws {
        FeedKt.totalFlowImplementation.implementation = { _ in 1 }
        FeedKt.updatesImplementation.implementation = { _ in
            SkieSwiftFlow(SkieSwiftStateFlow<KotlinInt>(internal: FeedKt.counterSource, map: { KotlinInt(value: $0) }))
        }
        // SKIE's `async` wrapper returns the Kotlin flow, not SKIE's class: the header's untyped protocol.
        FeedKt.historyImplementation.implementation = { _ in BoxingMutableSharedFlow<String?>() }
        defer {
            FeedKt.totalFlowImplementation.reset()
            FeedKt.updatesImplementation.reset()
            FeedKt.historyImplementation.reset()
        }
        // A `Flow<Int>` parameter takes SKIE's conversion of a StateFlow (`SkieSwiftFlow(stateFlow)`).
        #expect(FeedKt.total(flow: SkieSwiftFlow(FeedKt.counter)) == 1)
        for await value in FeedKt.updates() {
            #expect(value.int32Value == 3)
            break
        }
        let history: any Kotlinx_coroutines_coreSharedFlow = try await FeedKt.history()
        #expect(history.replayCache.isEmpty)
        let store = FeedStore()
        let items: SkieSwiftStateFlow<[String]> = store.items
        #expect(items.value.isEmpty)
    }
}
