// Under plain ObjC interop a Kotlin flow is `id<Kotlinx_coroutines_coreFlow>` (exporter testData: a protocol whose one
// requirement is `collect(collector:completionHandler:)`): no `AsyncSequence`, no closure `collect`, not `Sendable`.
import Shared

func mustNotIterateObjCFlows(store: FeedStore) async throws {
    for try await _ in FeedKt.counter {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in store.items {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.ticks {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.updates() {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.events {}  // expected-error {{to conform to 'AsyncSequence'}}
    try await FeedKt.counter.collect { _ in }  // expected-error {{that does not accept a closure}}
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

private func requireSendable<Value: Sendable>(_ value: Value) {}

func mustNotSendObjCFlows() {
    requireSendable(FeedKt.ticks)  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.updates())  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.counter)  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.events)  // expected-error {{does not conform to the 'Sendable' protocol}}
}
