// A Kotlin CoroutineScope emulated over Swift Tasks: launch, cancel everything, count live tasks.
import Foundation
import KontractSupport

/// Launches Swift `Task`s as Kotlin coroutines of one scope and cancels them together.
///
/// Like a `CoroutineScope(SupervisorJob())`: a failing child does not cancel its siblings; once the scope
/// is cancelled, ``launch(_:)`` returns an already cancelled job and does not run the body (Kotlin does not
/// start a coroutine whose parent job is cancelled). ``activeJobCount`` counts the tasks still running,
/// so tests can check that nothing leaks after teardown.
///
/// `@unchecked Sendable`: all mutable state lives in a ``LockedState``.
public final class CoroutineScope: @unchecked Sendable {
    private struct State {
        var isCancelled = false
        var jobs: [ObjectIdentifier: KotlinJob] = [:]
    }

    private let state = LockedState(State())

    public init() {}

    /// False once ``cancel()`` was called (Kotlin `scope.isActive`).
    public var isActive: Bool {
        state.withLock { !$0.isCancelled }
    }

    /// Jobs launched in this scope whose body has not finished yet.
    public var activeJobCount: Int {
        state.withLock { $0.jobs.count }
    }

    /// Starts `body` in a new task and returns its job (Kotlin `scope.launch { }`).
    ///
    /// Errors thrown by `body` end the job; `CancellationError` is the normal end of a cancelled job.
    /// `undispatched` is Kotlin's `CoroutineStart.UNDISPATCHED`: `body` runs on the calling thread until it
    /// first suspends, so a body that never suspends has finished when `launch` returns (on Apple systems
    /// before 26, which lack `Task.immediate`, it starts as any other job).
    @discardableResult
    public func launch(undispatched: Bool = false, _ body: @escaping @Sendable () async throws -> Void) -> KotlinJob {
        let job = KotlinJob()
        let started = state.withLock { state in
            guard !state.isCancelled else { return false }
            state.jobs[ObjectIdentifier(job)] = job
            return true
        }
        guard started else {
            job.complete(cancelled: true)
            return job
        }
        let run: @Sendable () async -> Void = { [self] in
            do {
                try await body()
            } catch {
                // Kotlin would route a non-cancellation failure to the scope's exception handler;
                // a supervisor scope keeps the other children running, and so does this one.
            }
            finish(job)
        }
        if undispatched, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            job.attach(Task.immediate(operation: run))
        } else {
            job.attach(Task(operation: run))
        }
        return job
    }

    /// Cancels every job launched in this scope and every later launch (Kotlin `scope.cancel()`).
    public func cancel() {
        let jobs = state.withLock { state in
            state.isCancelled = true
            return Array(state.jobs.values)
        }
        for job in jobs {
            job.cancel()
        }
    }

    /// Waits until every job launched so far has finished.
    public func join() async {
        let jobs = state.withLock { Array($0.jobs.values) }
        for job in jobs {
            await job.join()
        }
    }

    private func finish(_ job: KotlinJob) {
        state.withLock { _ = $0.jobs.removeValue(forKey: ObjectIdentifier(job)) }
        job.complete(cancelled: Task.isCancelled)
    }
}
