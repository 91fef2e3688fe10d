// Rule: an exported kotlinx.coroutines flow is still `id<Flow>` (exporter: a protocol whose one requirement is
// `collect(collector:completionHandler:)`): no `AsyncSequence`, no closure `collect`, no `Sendable` in Swift 6.
import Shared

private func requireSendable<Value: Sendable>(_ value: Value) {}

func mustNotIterateExportedFlows(store: FeedStore) async throws {
    for try await _ in FeedKt.counter {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in store.items {}  // expected-error {{to conform to 'AsyncSequence'}}
    for try await _ in FeedKt.updates() {}  // expected-error {{to conform to 'AsyncSequence'}}
    try await FeedKt.counter.collect { _ in }  // expected-error {{that does not accept a closure}}
    requireSendable(FeedKt.ticks)  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.counter)  // expected-error {{does not conform to the 'Sendable' protocol}}
}
