// The runtime flows' Kontract-only members are off the app face: the exporter's kotlinx.coroutines headers have none
// of them (Tests/AppFace/flow-members.allowed lists the members they do have).
import Shared

func mustNotUseKontractFlowMembers() {
    // KMP-NativeCoroutines' `asNativeFlow` is Kotlin (the plugin's generated `…Native` members call it), not Swift API.
    // expected-error@+1 {{'asNativeFlow' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.counter.asNativeFlow()
    // Kontract's collector count and Kotlin's extension functions `update { }` / `asStateFlow()` (not exported).
    // expected-error@+1 {{'collectorCount' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.counter.collectorCount
    FeedKt.latest.update { $0 }  // expected-error {{'update' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.latest.asStateFlow()  // expected-error {{'asStateFlow' is inaccessible due to '@_spi' protection level}}
    // Kotlin's `MutableStateFlow(value)` / `MutableSharedFlow()` are top-level functions the framework does not export.
    // expected-error@+1 {{is inaccessible due to '@_spi' protection level}}
    _ = Kotlinx_coroutines_coreMutableStateFlow<Int32>(1)
    // expected-error@+1 {{is inaccessible due to '@_spi' protection level}}
    _ = Kotlinx_coroutines_coreMutableSharedFlow<Int32>()
}
