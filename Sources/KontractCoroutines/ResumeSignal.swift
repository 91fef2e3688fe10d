// A one-shot signal a task can wait for, cancellable like a Kotlin suspendCancellableCoroutine.
import Foundation
import KontractSupport

/// Lets one task wait until another side calls ``fire()``; the wait throws `CancellationError` when
/// the waiting task is cancelled. Firing before the wait makes the wait return at once.
///
/// `@unchecked Sendable`: all mutable state lives in a ``LockedState``.
final class ResumeSignal: @unchecked Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Void, Error>)
        case fired
        case cancelled
    }

    private let state = LockedState(State.idle)

    /// Wakes the waiter (or lets the next wait pass). Firing more than once does nothing more.
    func fire() {
        settle(as: .fired)?.resume()
    }

    /// Waits for ``fire()``; throws `CancellationError` if the current task is or becomes cancelled first.
    func wait() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let outcome: Result<Void, Error>? = state.withLock { state in
                    switch state {
                    case .idle:
                        state = .waiting(continuation)
                        return nil
                    case .fired:
                        return .success(())
                    case .cancelled, .waiting:
                        return .failure(CancellationError())
                    }
                }
                if let outcome {
                    continuation.resume(with: outcome)
                }
            }
        } onCancel: {
            settle(as: .cancelled)?.resume(throwing: CancellationError())
        }
    }

    /// Moves an idle or waiting signal to `end` (``State/fired`` or ``State/cancelled``) and returns the waiter
    /// to resume, if any; a signal already fired or cancelled stays as it is.
    private func settle(as end: State) -> CheckedContinuation<Void, Error>? {
        state.withLock { state in
            switch state {
            case .idle:
                state = end
                return nil
            case .waiting(let continuation):
                state = end
                return continuation
            case .fired, .cancelled:
                return nil
            }
        }
    }
}
