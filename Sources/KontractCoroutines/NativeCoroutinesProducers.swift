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
        return runNative(
            in: scope, unit: unitBox,
            {
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
            },
            onSuccess: { _ in _ = callbacks.value.onComplete(nil, unitBox.value) },
            onError: { _ = callbacks.value.onComplete($0, unitBox.value) },
            onCancelled: { _ = callbacks.value.onCancelled($0, unitBox.value) })
    }
}

/// ``nativeFlow(_:unit:scope:)`` of a Kotlin flow (a runtime flow or any other ``Flow``), collected through its
/// ``FlowValues``.
public func nativeFlow<Source: Flow, Unit>(
    _ flow: Source,
    unit: Unit,
    scope: CoroutineScope = CoroutineScope()
) -> NativeFlow<Source.Element, Error, Unit> {
    nativeFlow(FlowValues(flow), unit: unit, scope: scope)
}

extension StateFlow {
    /// This state flow as KMP-NativeCoroutines exposes it (`@NativeCoroutinesState` → `…Flow`).
    @_spi(KontractGenerated) @_spi(Testing)
    public func asNativeFlow<Unit>(unit: Unit, scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, Unit> {
        nativeFlow(self, unit: unit, scope: scope)
    }
}

extension MutableSharedFlow {
    /// This shared flow as KMP-NativeCoroutines exposes it (`@NativeCoroutines` on a `Flow`).
    @_spi(KontractGenerated) @_spi(Testing)
    public func asNativeFlow<Unit>(unit: Unit, scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, Unit> {
        nativeFlow(self, unit: unit, scope: scope)
    }
}

/// Exposes a suspend function the way KMP-NativeCoroutines' `nativeSuspend(scope) { }` does: each call of
/// the returned ``NativeSuspend`` runs `body` once in `scope` and reports exactly one of result, error or
/// cancellation; the returned cancellable cancels the run.
///
/// - Parameter undispatched: start `body` on the calling thread, until it first suspends (Kotlin's
///   `CoroutineStart.UNDISPATCHED`), as the Objective-C export runs a `completionHandler:` call: a body that
///   completes without suspending has called back before the call returns. The plugin's own `nativeSuspend`
///   launches on `Dispatchers.Default` (false): its callbacks always come later.
public func nativeSuspend<Result, Unit>(
    unit: Unit,
    scope: CoroutineScope = CoroutineScope(),
    undispatched: Bool = false,
    _ body: @escaping @Sendable () async throws -> Result
) -> NativeSuspend<Result, Error, Unit> {
    let unitBox = UncheckedSendable(unit)
    return { onResult, onError, onCancelled in
        let callbacks = UncheckedSendable((onResult: onResult, onError: onError, onCancelled: onCancelled))
        return runNative(
            in: scope, unit: unitBox, undispatched: undispatched, body,
            onSuccess: { _ = callbacks.value.onResult($0, unitBox.value) },
            onError: { _ = callbacks.value.onError($0, unitBox.value) },
            onCancelled: { _ = callbacks.value.onCancelled($0, unitBox.value) })
    }
}

/// One call of a ``NativeFlow`` or ``NativeSuspend``: runs `body` once in `scope` and reports exactly one end,
/// whichever of the body or the job's completion sees it first (a job that never ran, its scope already
/// cancelled, still reports cancellation); the returned cancellable cancels the run.
private func runNative<Value, Unit>(
    in scope: CoroutineScope,
    unit: UncheckedSendable<Unit>,
    undispatched: Bool = false,
    _ body: @escaping @Sendable () async throws -> Value,
    onSuccess: @escaping @Sendable (Value) -> Void,
    onError: @escaping @Sendable (Error) -> Void,
    onCancelled: @escaping @Sendable (CancellationError) -> Void
) -> NativeCancellable<Unit> {
    let reported = LockedState(false)
    let report: @Sendable (_ end: Swift.Result<UncheckedSendable<Value>, Error>) -> Void = { end in
        let first = reported.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        switch end {
        case .success(let value):
            onSuccess(value.value)
        case .failure(let error as CancellationError):
            onCancelled(error)
        case .failure(let error):
            onError(error)
        }
    }
    let job = scope.launch(undispatched: undispatched) {
        do {
            let value = try await body()
            report(.success(UncheckedSendable(value)))
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
        return unit.value
    }
}

// Bridge-style shorthands: on the real framework Kotlin's `Unit` is `KotlinUnit` on the Swift side.

extension StateFlow {
    /// This state flow as a bridge's `…Flow` property returns it (`Unit` is `KotlinUnit`).
    @_spi(KontractGenerated) @_spi(Testing)
    public func asNativeFlow(scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, KotlinUnit> {
        nativeFlow(self, unit: KotlinUnit.shared, scope: scope)
    }
}

extension MutableSharedFlow {
    /// This shared flow as a bridge's flow property returns it (`Unit` is `KotlinUnit`).
    @_spi(KontractGenerated) @_spi(Testing)
    public func asNativeFlow(scope: CoroutineScope = CoroutineScope()) -> NativeFlow<T, Error, KotlinUnit> {
        nativeFlow(self, unit: KotlinUnit.shared, scope: scope)
    }
}

extension Flow {
    /// A flow as a bridge's `@NativeCoroutines` function returning it gives it to Swift (the plugin's
    /// `fooNative()` returns `foo().asNativeFlow(scope)`; `Unit` is `KotlinUnit`), for `asyncSequence(for:)`.
    @_spi(KontractGenerated) @_spi(Testing)
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
