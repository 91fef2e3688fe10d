// The runtime flow behind a Kotlin flow property is Kontract's test face: the framework has the property only.
import Shared

func mustNotCompileFlowSources(store: FeedStore) {
    // expected-error@+1 {{'counterSource' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.counterSource
    // expected-error@+1 {{'itemsSource' is inaccessible due to '@_spi' protection level}}
    _ = store.itemsSource
}
