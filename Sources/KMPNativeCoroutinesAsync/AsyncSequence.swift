// The Swift side of KMP-NativeCoroutines for flows: asyncSequence(for:) and its iterator.
import Foundation
import KMPNativeCoroutinesCore
import KontractSupport

/// Wraps `nativeFlow` in an `AsyncSequence` (KMP-NativeCoroutines' `asyncSequence(for:)`).
///
/// Each iterator starts its own collection. Kotlin waits until Swift asks for the next item (one item
/// buffered). When the Swift task is cancelled, or the iterator is released, the Kotlin collection is
/// cancelled. When Kotlin cancels, a waiting `next()` returns `nil` and any later one throws
/// `CancellationError`; a Kotlin error is thrown from `next()`.
public func asyncSequence<Output, Failure: Error, Unit>(
    for nativeFlow: @escaping NativeFlow<Output, Failure, Unit>
) -> NativeFlowAsyncSequence<Output, Error, Unit> {
    NativeFlowAsyncSequence(nativeFlow: nativeFlow)
}

/// The `AsyncSequence` returned by ``asyncSequence(for:)``.
public struct NativeFlowAsyncSequence<Output, Failure: Error, Unit>: AsyncSequence {
    public typealias Element = Output

    let nativeFlow: NativeFlow<Output, Failure, Unit>

    public func makeAsyncIterator() -> Iterator {
        Iterator(nativeFlow: nativeFlow)
    }

    /// Collects the flow through its callbacks and hands out one item per `next()`.
    ///
    /// `@unchecked Sendable`: all mutable state lives in a ``LockedState``; the Kotlin callbacks reach the
    /// iterator only weakly, so releasing the iterator ends the collection. Not `final`, as in the real package
    /// (public, not open: no app can subclass it either way).
    public class Iterator: AsyncIteratorProtocol, @unchecked Sendable {
        private enum End {
            case completed(Failure?)
            case cancelled
        }

        private enum Action {
            case deliver(UncheckedSendable<Output>, () -> Unit)
            case finish(Result<UncheckedSendable<Output>?, Error>)
            case wait
        }

        private struct State {
            var buffered: (item: Output, next: () -> Unit)?
            var end: End?
            var waiter: CheckedContinuation<UncheckedSendable<Output>?, Error>?
            var cancel: NativeCancellable<Unit>?
        }

        private let state = LockedState(State())

        init(nativeFlow: NativeFlow<Output, Failure, Unit>) {
            let cancel = nativeFlow(
                { [weak self] item, next, unit in
                    guard let self else { return unit }
                    return self.receive(item, next: next, unit: unit)
                },
                { [weak self] error, unit in
                    self?.finish(.completed(error))
                    return unit
                },
                { [weak self] _, unit in
                    self?.finish(.cancelled)
                    return unit
                }
            )
            state.withLock { state in
                if state.end == nil {
                    state.cancel = cancel
                }
            }
        }

        deinit {
            let cancel = state.withLock { state in
                defer { state.cancel = nil }
                return state.cancel
            }
            _ = cancel?()
        }

        /// The next item; `nil` when the flow completed or Kotlin cancelled it; throws the flow's error, or
        /// `CancellationError` when asked again after a Kotlin-side cancellation.
        public func next() async throws -> Output? {
            let item = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    takeOrWait(continuation)
                }
            } onCancel: {
                let cancel = state.withLock { state in
                    defer { state.cancel = nil }
                    return state.cancel
                }
                _ = cancel?()
            }
            return item?.value
        }

        private func takeOrWait(_ continuation: CheckedContinuation<UncheckedSendable<Output>?, Error>) {
            let action: Action = state.withLock { state in
                if let buffered = state.buffered {
                    state.buffered = nil
                    return .deliver(UncheckedSendable(buffered.item), buffered.next)
                }
                switch state.end {
                case .completed(let error?)?:
                    return .finish(.failure(error))
                case .completed(nil)?:
                    return .finish(.success(nil))
                case .cancelled?:
                    return .finish(.failure(CancellationError()))
                case nil:
                    break
                }
                guard state.waiter == nil else {
                    return .finish(.failure(NativeCoroutinesMisuse.concurrentNext))
                }
                state.waiter = continuation
                return .wait
            }
            switch action {
            case .deliver(let item, let next):
                continuation.resume(returning: item)
                _ = next()
            case .finish(let result):
                continuation.resume(with: result)
            case .wait:
                break
            }
        }

        private func receive(_ item: Output, next: @escaping () -> Unit, unit: Unit) -> Unit {
            let waiter = state.withLock { state in
                guard let waiter = state.waiter else {
                    state.buffered = (item, next)
                    return nil as CheckedContinuation<UncheckedSendable<Output>?, Error>?
                }
                state.waiter = nil
                return waiter
            }
            guard let waiter else { return unit }
            waiter.resume(returning: UncheckedSendable(item))
            return next()
        }

        private func finish(_ end: End) {
            let waiter = state.withLock { state in
                state.end = end
                state.cancel = nil
                defer { state.waiter = nil }
                return state.waiter
            }
            guard let waiter else { return }
            switch end {
            case .completed(let error?):
                waiter.resume(throwing: error)
            case .completed(nil), .cancelled:
                waiter.resume(returning: nil)
            }
        }
    }
}
