// The Kotlin side of KMP-NativeCoroutines: turn a flow into a NativeFlow, a suspend body into a NativeSuspend.
import Foundation
import KMPNativeCoroutinesCore
import KontractKotlin
import KontractSupport

/// Exposes `flow` the way KMP-NativeCoroutines' `asNativeFlow(scope)` does: each call of the returned
/// ``NativeFlow`` launches one collection in `scope`; after each `onItem` the collection waits until Swift
/// calls `next` (one item at a time); the returned cancellable cancels the collection, which then reports
/// `onCancelled`. Cancelling `scope` (a view model's `viewModelScope` on clear) cancels every collection.
///
/// - Parameters:
///   - unit: the value Kotlin's `Unit` has on the Swift side (`KotlinUnit.shared` in a generated bridge).
///   - scope: the `@NativeCoroutineScope`; a fresh scope by default, as the plugin's default scope is.
public func nativeFlow<Flow: AsyncSequence & Sendable, Unit>(
    _ flow: Flow,
    unit: Unit,
    scope: CoroutineScope = CoroutineScope()
) -> NativeFlow<Flow.Element, Error, Unit> {
    let unitBox = UncheckedSendable(unit)
    return { onItem, onComplete, onCancelled in
        let callbacks = UncheckedSendable((onItem: onItem, onComplete: onComplete, onCancelled: onCancelled))
        let reported = LockedState(false)
        /// Reports the end once, whichever of the body or the completion handler sees it first.
        let report: @Sendable (_ end: Result<Void, Error>) -> Void = { end in
            let first = reported.withLock { done -> Bool in
                defer { done = true }
                return !done
            }
            guard first else { return }
            switch end {
            case .success:
                _ = callbacks.value.onComplete(nil, unitBox.value)
            case .failure(let error as CancellationError):
                _ = callbacks.value.onCancelled(error, unitBox.value)
            case .failure(let error):
                _ = callbacks.value.onComplete(error, unitBox.value)
            }
        }
        let job = scope.launch {
            do {
                for try await item in flow {
                    try Task.checkCancellation()
                    let resumed = ResumeSignal()
                    let next: () -> Unit = {
                        resumed.fire()
                        return unitBox.value
                    }
                    _ = callbacks.value.onItem(item, next, unitBox.value)
                    try await resumed.wait()
                }
                report(.success(()))
            } catch {
                report(.failure(error))
            }
        }
        // A job that never ran (its scope was already cancelled) still tells Swift it was cancelled.
        job.invokeOnCompletion { cancelled in
            if cancelled {
                report(.failure(CancellationError()))
            }
        }
        return {
            job.cancel()
            return unitBox.value
        }
    }
}

extension StateFlow {
    /// This state flow as KMP-NativeCoroutines exposes it (`@NativeCoroutinesState` → `…Flow`).
    public func asNativeFlow<Unit>(unit: Unit, scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, Unit> {
        nativeFlow(self, unit: unit, scope: scope)
    }
}

extension MutableSharedFlow {
    /// This shared flow as KMP-NativeCoroutines exposes it (`@NativeCoroutines` on a `Flow`).
    public func asNativeFlow<Unit>(unit: Unit, scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, Unit> {
        nativeFlow(self, unit: unit, scope: scope)
    }
}

/// Exposes a suspend function the way KMP-NativeCoroutines' `nativeSuspend(scope) { }` does: each call of
/// the returned ``NativeSuspend`` runs `body` once in `scope` and reports exactly one of result, error or
/// cancellation; the returned cancellable cancels the run.
public func nativeSuspend<Result, Unit>(
    unit: Unit,
    scope: CoroutineScope = CoroutineScope(),
    _ body: @escaping @Sendable () async throws -> Result
) -> NativeSuspend<Result, Error, Unit> {
    let unitBox = UncheckedSendable(unit)
    return { onResult, onError, onCancelled in
        let callbacks = UncheckedSendable((onResult: onResult, onError: onError, onCancelled: onCancelled))
        let reported = LockedState(false)
        let report: @Sendable (_ end: Swift.Result<UncheckedSendable<Result>, Error>) -> Void = { end in
            let first = reported.withLock { done -> Bool in
                defer { done = true }
                return !done
            }
            guard first else { return }
            switch end {
            case .success(let result):
                _ = callbacks.value.onResult(result.value, unitBox.value)
            case .failure(let error as CancellationError):
                _ = callbacks.value.onCancelled(error, unitBox.value)
            case .failure(let error):
                _ = callbacks.value.onError(error, unitBox.value)
            }
        }
        let job = scope.launch {
            do {
                let result = try await body()
                report(.success(UncheckedSendable(result)))
            } catch {
                report(.failure(error))
            }
        }
        job.invokeOnCompletion { cancelled in
            if cancelled {
                report(.failure(CancellationError()))
            }
        }
        return {
            job.cancel()
            return unitBox.value
        }
    }
}

// Bridge-style shorthands: on the real framework Kotlin's `Unit` is `KotlinUnit` on the Swift side.

extension StateFlow {
    /// This state flow as a bridge's `…Flow` property returns it (`Unit` is `KotlinUnit`).
    public func asNativeFlow(scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, KotlinUnit> {
        nativeFlow(self, unit: KotlinUnit.shared, scope: scope)
    }
}

extension MutableSharedFlow {
    /// This shared flow as a bridge's flow property returns it (`Unit` is `KotlinUnit`).
    public func asNativeFlow(scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, KotlinUnit> {
        nativeFlow(self, unit: KotlinUnit.shared, scope: scope)
    }
}

extension Flow {
    /// A flow as a bridge's `@NativeCoroutines` function returning it gives it to Swift (the plugin's
    /// `fooNative()` returns `foo().asNativeFlow(scope)`; `Unit` is `KotlinUnit`), for `asyncSequence(for:)`.
    public func asNativeFlow(scope: CoroutineScope = CoroutineScope()) -> NativeFlow<Element, Error, KotlinUnit> {
        nativeFlow(self, unit: KotlinUnit.shared, scope: scope)
    }
}

/// A suspend function as a bridge's `@NativeCoroutines` function returns it (`Unit` is `KotlinUnit`).
public func nativeSuspend<Result>(
    scope: CoroutineScope = CoroutineScope(),
    _ body: @escaping @Sendable () async throws -> Result
) -> NativeSuspend<Result, Error, KotlinUnit> {
    nativeSuspend(unit: KotlinUnit.shared, scope: scope, body)
}
