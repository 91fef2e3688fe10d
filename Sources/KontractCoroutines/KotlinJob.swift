// A Kotlin coroutine Job emulated over a Swift Task: cancel, join, completion handlers.
import Foundation
import KontractSupport

/// A launched piece of work, as `kotlinx.coroutines.Job` shows it: active until its body returns or it
/// is cancelled; cancelling cancels the Swift `Task` that runs the body.
///
/// `@unchecked Sendable`: all mutable state lives in a ``LockedState``.
public final class KotlinJob: @unchecked Sendable {
    private struct State {
        var task: Task<Void, Never>?
        var isCancelled = false
        var isCompleted = false
        var completionHandlers: [@Sendable (_ cancelled: Bool) -> Void] = []
    }

    private let state = LockedState(State())

    init() {}

    /// True while the job has neither completed nor been cancelled (Kotlin `isActive`).
    public var isActive: Bool {
        state.withLock { !$0.isCancelled && !$0.isCompleted }
    }

    /// True once ``cancel()`` was called (Kotlin `isCancelled`).
    public var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    /// True once the body has finished, normally or by cancellation (Kotlin `isCompleted`).
    public var isCompleted: Bool {
        state.withLock { $0.isCompleted }
    }

    /// Cancels the job: the running body sees `Task.isCancelled` and its suspension points throw
    /// `CancellationError`. Cancelling twice does nothing more.
    public func cancel() {
        let task: Task<Void, Never>? = state.withLock { state in
            guard !state.isCancelled, !state.isCompleted else { return nil }
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }

    /// Waits until the body has finished (Kotlin `join()`); returns at once for a job that never started.
    public func join() async {
        let task = state.withLock { $0.task }
        await task?.value
    }

    /// Cancels, then waits for the body to finish (Kotlin `cancelAndJoin()`).
    public func cancelAndJoin() async {
        cancel()
        await join()
    }

    /// Runs `handler` once the job completes (at once if it already has); `cancelled` tells whether the
    /// job was cancelled (Kotlin `invokeOnCompletion`, with the cause reduced to a flag).
    public func invokeOnCompletion(_ handler: @escaping @Sendable (_ cancelled: Bool) -> Void) {
        let finished: Bool? = state.withLock { state in
            guard state.isCompleted else {
                state.completionHandlers.append(handler)
                return nil
            }
            return state.isCancelled
        }
        if let finished {
            handler(finished)
        }
    }

    /// Gives the job the task that runs its body; a job cancelled before this cancels the task at once.
    func attach(_ task: Task<Void, Never>) {
        let cancelNow = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelNow {
            task.cancel()
        }
    }

    /// Marks the job complete (`cancelled` forces the cancelled flag) and runs the completion handlers.
    func complete(cancelled: Bool = false) {
        let (handlers, wasCancelled) = state.withLock { state in
            if cancelled {
                state.isCancelled = true
            }
            state.isCompleted = true
            let handlers = state.completionHandlers
            state.completionHandlers = []
            return (handlers, state.isCancelled)
        }
        for handler in handlers {
            handler(wasCancelled)
        }
    }
}
