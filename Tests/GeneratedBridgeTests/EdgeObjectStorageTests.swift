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
}
