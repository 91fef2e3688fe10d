// The runtime flow behind a Kotlin flow property, and a flow function's implementation, are Kontract's test face:
// the framework has the property and the function only (exporter testData; KMP-NativeCoroutines' `NativeFlow`).
import Shared

func mustNotCompileFlowSources(store: FeedStore) {
    // expected-error@+1 {{'counterSource' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.counterSource
    // expected-error@+1 {{'itemsSource' is inaccessible due to '@_spi' protection level}}
    _ = store.itemsSource
    // expected-error@+1 {{'latestSource' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.latestSource
    // expected-error@+1 {{'eventsSource' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.eventsSource
    // expected-error@+1 {{'ticksSource' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.ticksSource
    // expected-error@+1 {{'onlineSource' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.onlineSource
    // expected-error@+1 {{'streamPrefixImplementation' is inaccessible due to '@_spi' protection level}}
    _ = FeedStore.streamPrefixImplementation
    // expected-error@+1 {{'pagesImplementation' is inaccessible due to '@_spi' protection level}}
    _ = FeedStore.pagesImplementation
    // expected-error@+1 {{'totalFlowImplementation' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.totalFlowImplementation
}
