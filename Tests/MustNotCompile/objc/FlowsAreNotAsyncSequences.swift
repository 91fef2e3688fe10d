// Under plain ObjC interop a Kotlin flow is `id<Kotlinx_coroutines_coreFlow>` (exporter testData: a protocol whose one
// requirement is `collect(collector:completionHandler:)`): no `AsyncSequence`, no closure `collect`.
import Shared

func mustNotIterateObjCFlows(store: FeedStore) async throws {
    for try await _ in FeedKt.counter {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in store.items {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.ticks {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.updates() {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.events {}  // expected-error {{to conform to 'AsyncSequence'}}
    try await FeedKt.counter.collect { _ in }  // expected-error {{that does not accept a closure}}
}
