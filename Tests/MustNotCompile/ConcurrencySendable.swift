// Rule: Kotlin classes are Objective-C classes without `Sendable` (exporter testData: `@interface … : Base`, no
// `NS_SWIFT_SENDABLE`): in Swift 6 mode a `@Sendable` closure cannot capture one, nor can a `Sendable` parameter take it.
// swiftc suggests `@preconcurrency import` for these errors (as for any Objective-C framework).
// expected-warning@+1 {{add '@preconcurrency' to treat 'Sendable'-related errors from module 'Shared' as warnings}}
import Shared

private func runConcurrently(_ work: @escaping @Sendable () -> Void) { work() }
private func keep<T: Sendable>(_ value: T) {}

func mustNotCompileConcurrencySendable(
    viewModel: ProfileViewModel, store: FeedStore, failed: ProfileStateFailed
) {
    // expected-error@+1 {{capture of 'viewModel' with non-Sendable type 'ProfileViewModel' in a '@Sendable' closure}}
    runConcurrently { viewModel.refresh(id: 1) }
    // expected-error@+1 {{capture of 'store' with non-Sendable type 'FeedStore' in a '@Sendable' closure}}
    runConcurrently { _ = store.items }
    // expected-error@+1 {{type 'ProfileStateFailed' does not conform to the 'Sendable' protocol}}
    keep(failed)
    // expected-error@+1 {{type 'Clock' does not conform to the 'Sendable' protocol}}
    keep(Clock.shared)
}
