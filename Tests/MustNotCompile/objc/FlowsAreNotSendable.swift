// Under plain ObjC interop a Kotlin flow is an Objective-C protocol or class of the framework (exporter testData:
// `@protocol Kotlinx_coroutines_coreFlow`), not `Sendable` in Swift 6 mode.
import Shared

private func requireSendable<Value: Sendable>(_ value: Value) {}

func mustNotSendObjCFlows() {
    requireSendable(FeedKt.ticks)  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.updates())  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.counter)  // expected-error {{does not conform to the 'Sendable' protocol}}
    requireSendable(FeedKt.events)  // expected-error {{does not conform to the 'Sendable' protocol}}
}
