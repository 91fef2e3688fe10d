// The Swift side of KMP-NativeCoroutines for suspend functions: asyncFunction, asyncResult, asyncError.
import Foundation
import KMPNativeCoroutinesCore
import KontractSupport

/// Awaits `nativeSuspend` (KMP-NativeCoroutines' `asyncFunction(for:)`): returns its result, throws its
/// error, throws `CancellationError` when Kotlin cancels it; cancelling the Swift task cancels Kotlin.
public func asyncFunction<Result, Failure: Error, Unit>(
    for nativeSuspend: @escaping NativeSuspend<Result, Failure, Unit>
) async throws -> Result {
    try await NativeSuspendCall(nativeSuspend: nativeSuspend).awaitResult()
}

/// Awaits a `Unit`-returning `nativeSuspend` (KMP-NativeCoroutines' `Void` overload of `asyncFunction(for:)`):
/// the more specific overload, so `try await asyncFunction(for: save())` leaves no unused result.
public func asyncFunction<Unit, Failure: Error>(
    for nativeSuspend: @escaping NativeSuspend<Unit, Failure, Unit>
) async throws {
    _ = try await NativeSuspendCall(nativeSuspend: nativeSuspend).awaitResult()
}

/// A no-op KMP-NativeCoroutines keeps for code migrating to Swift export, where a suspend function is
/// already `async`: returns `result`.
@available(*, deprecated, message: "Kotlin Coroutines are supported by Swift export")
public func asyncFunction<Result>(for result: Result) async -> Result {
    result
}

/// Awaits `nativeSuspend` and wraps the outcome in a `Result` (KMP-NativeCoroutines' `asyncResult(for:)`).
public func asyncResult<Output, Failure: Error, Unit>(
    for nativeSuspend: @escaping NativeSuspend<Output, Failure, Unit>
) async -> Result<Output, Error> {
    do {
        return .success(try await asyncFunction(for: nativeSuspend))
    } catch {
        return .failure(error)
    }
}

/// KMP-NativeCoroutines' form for code migrating to Swift export: awaits `output` and wraps its outcome.
@available(*, deprecated, message: "Kotlin Coroutines are supported by Swift export")
public func asyncResult<Output>(
    for output: @autoclosure () async throws -> Output
) async -> Result<Output, Error> {
    do {
        return .success(try await output())
    } catch {
        return .failure(error)
    }
}

/// Awaits a `Unit`-returning `nativeSuspend` and wraps the outcome in a `Result<Void, Error>`.
public func asyncResult<Unit, Failure: Error>(
    for nativeSuspend: @escaping NativeSuspend<Unit, Failure, Unit>
) async -> Result<Void, Error> {
    do {
        return .success(try await asyncFunction(for: nativeSuspend))
    } catch {
        return .failure(error)
    }
}

/// Awaits a `Unit`-returning `nativeSuspend` and returns its error, or `nil` (KMP-NativeCoroutines'
/// `asyncError(for:)`).
public func asyncError<Unit, Failure: Error>(
    for nativeSuspend: @escaping NativeSuspend<Unit, Failure, Unit>
) async -> Error? {
    do {
        try await asyncFunction(for: nativeSuspend)
        return nil
    } catch {
        return error
    }
}

/// One call of a ``NativeSuspend``: starts it at creation, hands out its outcome once.
///
/// `@unchecked Sendable`: all mutable state lives in a ``LockedState``.
private final class NativeSuspendCall<Result, Failure: Error, Unit>: @unchecked Sendable {
    private struct State {
        var outcome: Swift.Result<UncheckedSendable<Result>, Error>?
        var waiter: CheckedContinuation<UncheckedSendable<Result>, Error>?
        var cancel: NativeCancellable<Unit>?
    }

    private let state = LockedState(State())

    init(nativeSuspend: NativeSuspend<Result, Failure, Unit>) {
        let cancel = nativeSuspend(
            { [weak self] result, unit in
                self?.finish(.success(UncheckedSendable(result)))
                return unit
            },
            { [weak self] error, unit in
                self?.finish(.failure(error))
                return unit
            },
            { [weak self] _, unit in
                self?.finish(.failure(CancellationError()))
                return unit
            }
        )
        state.withLock { state in
            if state.outcome == nil {
                state.cancel = cancel
            }
        }
    }

    func awaitResult() async throws -> Result {
        let result = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome: Swift.Result<UncheckedSendable<Result>, Error>? = state.withLock { state in
                    if let outcome = state.outcome {
                        return outcome
                    }
                    guard state.waiter == nil else {
                        return .failure(NativeCoroutinesMisuse.concurrentAwait)
                    }
                    state.waiter = continuation
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                }
            }
        } onCancel: {
            let cancel = state.withLock { state in
                defer { state.cancel = nil }
                return state.cancel
            }
            _ = cancel?()
        }
        return result.value
    }

    private func finish(_ outcome: Swift.Result<UncheckedSendable<Result>, Error>) {
        let waiter = state.withLock { state in
            state.outcome = outcome
            state.cancel = nil
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: outcome)
    }
}
