// The callback shapes KMP-NativeCoroutines gives Swift: NativeFlow, NativeSuspend and their callbacks.
import Foundation

// These mirror KMP-NativeCoroutines 1.0's `KMPNativeCoroutinesCore` type aliases, so Swift written for
// the real library compiles against Kontract. `Unit` is whatever Kotlin's `Unit` is on the Swift side
// (`KotlinUnit` in a generated bridge); it is a generic parameter there too, so Swift never builds one.
// Every release tag of rickclephas/KMP-NativeCoroutines (499 read, v0.1.0 to v1.0.5) declares `NativeFlow<Output,
// Failure: Error, Unit>`; the shapes differ by line: v0.1.0…v0.13.3 have two callbacks (`onItem:
// NativeCallback<Output, Unit>`, `onComplete`) and `NativeSuspend` two (`onResult`, `onError`); v1.0.0-ALPHA-1
// (2022-11) onward add `onCancelled` to both and give `onItem` its `next` callback, as here.

/// A callback with one argument; the `Unit` argument is the value to return.
public typealias NativeCallback<T, Unit> = (T, Unit) -> Unit

/// A callback with two arguments; the `Unit` argument is the value to return.
public typealias NativeCallback2<T1, T2, Unit> = (T1, T2, Unit) -> Unit

/// Cancels the Kotlin job behind a ``NativeFlow`` or ``NativeSuspend``.
public typealias NativeCancellable<Unit> = () -> Unit

/// A Kotlin `Flow` collected through callbacks: `onItem` gets each value and a `next` function that lets
/// Kotlin go on (Kotlin waits for it: one item at a time), `onComplete` the end (with the error if any),
/// `onCancelled` the cancellation. Returns the function that cancels the collection.
public typealias NativeFlow<Output, Failure: Error, Unit> = (
    _ onItem: @escaping NativeCallback2<Output, () -> Unit, Unit>,
    _ onComplete: @escaping NativeCallback<Failure?, Unit>,
    _ onCancelled: @escaping NativeCallback<Failure, Unit>
) -> NativeCancellable<Unit>

/// A Kotlin `suspend` function run through callbacks: exactly one of `onResult`, `onError`, `onCancelled`
/// is called. Returns the function that cancels the call.
public typealias NativeSuspend<Result, Failure: Error, Unit> = (
    _ onResult: @escaping NativeCallback<Result, Unit>,
    _ onError: @escaping NativeCallback<Failure, Unit>,
    _ onCancelled: @escaping NativeCallback<Failure, Unit>
) -> NativeCancellable<Unit>

/// Misuse the real library stops with `fatalError`; Kontract reports it as an error instead. `package`: not
/// part of the real package's API, so app code cannot name it.
package enum NativeCoroutinesMisuse: Error, CustomStringConvertible {
    /// `next()` was called while another `next()` on the same iterator was still waiting.
    case concurrentNext
    /// The suspend function was awaited twice at the same time.
    case concurrentAwait

    package var description: String {
        switch self {
        case .concurrentNext: "Concurrent calls to next aren't supported"
        case .concurrentAwait: "Concurrent calls to awaitResult aren't supported"
        }
    }
}
