// The runtime flows' Kontract-only members are off the app face: the exporter's kotlinx.coroutines headers have none
// of them (Tests/AppFace/flow-members.allowed lists the members they do have).
import Shared

func mustNotUseKontractFlowMembers() {
    // KMP-NativeCoroutines' `asNativeFlow` is Kotlin (the plugin's generated `…Native` members call it), not Swift API.
    // expected-error@+2 {{'asNativeFlow' is inaccessible due to '@_spi' protection level}}
    // expected-error@+1 {{generic parameter 'Element' could not be inferred}}
    _ = FeedKt.counter.asNativeFlow()
    // Kontract's collector count and Kotlin's extension functions `update { }` / `asStateFlow()` (not exported): the
    // header's protocols have none of them.
    // expected-error@+1 {{has no member 'collectorCount'}}
    _ = FeedKt.counter.collectorCount
    FeedKt.latest.update { $0 }  // expected-error {{has no member 'update'}}
    _ = FeedKt.latest.asStateFlow()  // expected-error {{has no member 'asStateFlow'}}
    // Kotlin's `MutableStateFlow(value)` / `MutableSharedFlow()` are top-level functions the framework does not export;
    // the header's `Kotlinx_coroutines_coreMutableStateFlow` is a protocol without type parameters.
    // expected-error@+1 {{does not have primary associated types that can be constrained}}
    _ = Kotlinx_coroutines_coreMutableStateFlow<Int32>(1)
    // expected-error@+1 {{cannot be constructed because it has no accessible initializers}}
    _ = Kotlinx_coroutines_coreMutableSharedFlow()
}
