// Rule: a Kotlin flow property or flow-returning function is what the framework has; the runtime flow feeding it
// and the function's implementation are Kontract's test face (`@_spi(Testing)`).
import Shared

func mustNotCompileTestHooksOfFlows(store: FeedStore) {
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
    _ = store
}
