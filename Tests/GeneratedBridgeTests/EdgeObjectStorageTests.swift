// Object properties whose value the contract does not give (edge contract flows.kontract.json, `FeedBus`).

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// `object FeedBus { val events = MutableSharedFlow<String>(); val level: StateFlow<Int> = …; var source:
/// FeedSource? = … }`: app code reads them on `FeedBus.shared` as on the framework; the test face's static
/// `…Storage` holds what a test gives them. Before, every object property needed its value as `default` (KG0202, retired).
@Suite(.serialized) struct EdgeObjectStorageTests {
    @Test func aTestGivesAnObjectsPropertiesTheirValues() async throws {
        let level = BoxingMutableStateFlow<Int32>(4)
        FeedBus.levelStorage.value = level
        let events = BoxingMutableSharedFlow<String>(replay: 1)
        FeedBus.eventsStorage.value = events
        defer {
            FeedBus.levelStorage.value = nil
            FeedBus.eventsStorage.value = nil
        }
        let read: any Kotlinx_coroutines_coreStateFlow = FeedBus.shared.level
        #expect((read.value as? KotlinInt)?.int32Value == 4)
        level.setValue(5)
        #expect((FeedBus.shared.level.value as? KotlinInt)?.int32Value == 5)
        #expect(events.tryEmit(value: "hello"))
        #expect(FeedBus.shared.events.replayCache.map { $0 as? String } == ["hello"])
        // The value the contract gives stays a constant.
        #expect(FeedBus.shared.label == "bus")
    }

    @Test func anObjectsVarIsSetBySwiftThroughItsStorage() {
        FeedBus.sourceStorage.value = .some(nil)
        defer { FeedBus.sourceStorage.value = nil }
        #expect(FeedBus.shared.source == nil)
        let fake = FakeFeedSource()
        FeedBus.shared.source = fake
        #expect(FeedBus.shared.source === fake)
        #expect(FeedBus.sourceStorage.declaration == "FeedBus: var source: FeedSource?")
    }

    /// `object FeedClock { @NativeCoroutines val time: StateFlow<Long>; @NativeCoroutinesState val state:
    /// StateFlow<String>; @NativeCoroutines val beats: SharedFlow<Int> }`: the plugin's members on `FeedClock.shared`
    /// (a `NativeFlow` of boxes and `timeValue`; `state` and `stateFlow`; `beats` and `beatsReplayCache`), over
    /// storages a test sets. Before, an annotation on an object property was KT0101.
    @Test func anObjectsNativeCoroutinesFlowsReadTheFlowsATestGives() async throws {
        let time = MutableStateFlow<Int64>(10, isEqual: { $0 == $1 })
        let state = MutableStateFlow<String>("idle", isEqual: { $0 == $1 })
        let beats = MutableSharedFlow<Int32>(replay: 1)
        FeedClock.timeStorage.value = time
        FeedClock.stateStorage.value = state
        FeedClock.beatsStorage.value = beats
        defer {
            FeedClock.timeStorage.value = nil
            FeedClock.stateStorage.value = nil
            FeedClock.beatsStorage.value = nil
        }
        let native: NativeFlow<KotlinLong, Error, KotlinUnit> = FeedClock.shared.time
        let times = asyncSequence(for: native).makeAsyncIterator()
        #expect(try await times.next()?.int64Value == 10)
        time.setValue(11)
        #expect(FeedClock.shared.timeValue == 11)
        #expect(FeedClock.shared.state == "idle")
        let states = asyncSequence(for: FeedClock.shared.stateFlow).makeAsyncIterator()
        #expect(try await states.next() == "idle")
        #expect(beats.tryEmit(value: 3))
        let cache: [KotlinInt] = FeedClock.shared.beatsReplayCache
        #expect(cache.map(\.int32Value) == [3])
    }
}
