// Waits with a bound for tests: a wait that hangs fails its test, naming what it waited for.

import Foundation
import Testing

/// The default bound of a test's wait, in seconds (`KONTRACT_WAIT_BOUND`, else 300): a safety net against a hang,
/// never a deadline for work. `swift test` runs every test at once on a cooperative pool of one thread per core, so
/// a test's awaited work can queue behind the CPU-bound work of the other tests for minutes on a 2-core machine
/// (10 s timed out there, in 7 runtime tests, while each passes in 1 s alone); 300 s still fails a hang well inside
/// `tools/test`'s watchdog (1,200 s).
public let defaultWaitBound: Double =
    ProcessInfo.processInfo.environment["KONTRACT_WAIT_BOUND"].flatMap(Double.init) ?? 300

/// Thrown by `bounded` when the wait timed out (the issue is already recorded).
public struct WaitTimedOut: Error, CustomStringConvertible {
    public var what: String
    public var seconds: Double
    public var description: String { "timed out after \(seconds) s waiting for \(what)" }
}

/// Runs `operation` and waits at most `seconds` for it. Returns whether it finished in time.
///
/// Unlike a task group, it never waits for the operation after the bound: an operation that ignores
/// cancellation (a continuation never resumed) is cancelled and abandoned, so the test goes on.
/// A safety net only: never used to wait for something to happen.
public func finishes(
    within seconds: Double = defaultWaitBound, _ operation: @escaping @Sendable () async -> Void
) async -> Bool {
    await firstResult(within: seconds) { await operation() } != nil
}

/// The value of `operation`, waited for at most `seconds`. On a timeout the test records
/// "timed out after N s waiting for WHAT" at the caller's line and `WaitTimedOut` is thrown.
public func bounded<T: Sendable>(
    _ what: String, within seconds: Double = defaultWaitBound, sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    guard let result = await firstResult(within: seconds, operation) else {
        let timeout = WaitTimedOut(what: what, seconds: seconds)
        Issue.record(Comment(rawValue: timeout.description), sourceLocation: sourceLocation)
        throw timeout
    }
    return try result.get()
}

/// The task's value, waited for at most `seconds` (see `bounded`).
public func bounded<T: Sendable>(
    _ what: String, _ task: Task<T, any Error>, within seconds: Double = defaultWaitBound,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> T {
    try await bounded(what, within: seconds, sourceLocation: sourceLocation) {
        try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }
}

/// The task's value, waited for at most `seconds` (see `bounded`).
public func bounded<T: Sendable>(
    _ what: String, _ task: Task<T, Never>, within seconds: Double = defaultWaitBound,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> T {
    try await bounded(what, within: seconds, sourceLocation: sourceLocation) {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }
}

/// The operation's result, or nil when `seconds` passed first (the operation is then cancelled).
func firstResult<T: Sendable>(
    within seconds: Double, _ operation: @escaping @Sendable () async throws -> T
) async -> Result<T, any Error>? {
    let race = Race<Result<T, any Error>>()
    return await withCheckedContinuation { continuation in
        race.start(continuation)
        let work = Task {
            do {
                race.finish(.success(try await operation()))
            } catch {
                race.finish(.failure(error))
            }
        }
        Task {
            // The clock runs in Swift concurrency's pool like the operation: when tests that block
            // fill the pool, neither runs, so a slow machine does not turn into a false timeout.
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            race.finish(nil)
            work.cancel()
        }
    }
}

/// Resumes one continuation with whichever side finishes first.
private final class Race<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    private var early: Value??

    func start(_ continuation: CheckedContinuation<Value?, Never>) {
        lock.lock()
        if let early {
            lock.unlock()
            continuation.resume(returning: early)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func finish(_ value: Value?) {
        lock.lock()
        guard let continuation else {
            if early == nil { early = .some(value) }
            lock.unlock()
            return
        }
        self.continuation = nil
        early = .some(value)
        lock.unlock()
        continuation.resume(returning: value)
    }
}

/// The iterator's next element, waited for at most `seconds` (see `bounded`); the message names
/// the iterator's type.
public func next<Iterator: AsyncIteratorProtocol>(
    _ iterator: inout Iterator, within seconds: Double = defaultWaitBound,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Iterator.Element? {
    let box = UncheckedBox(iterator)
    let element = try await bounded(
        "the next element of \(String(reflecting: Iterator.self))", within: seconds, sourceLocation: sourceLocation
    ) { UncheckedBox(try await box.value.next()) }
    iterator = box.value
    return element.value
}

/// The next element of an iterator that is a class (its `next()` needs no `inout`).
public func next<Iterator: AsyncIteratorProtocol & AnyObject>(
    _ iterator: Iterator, within seconds: Double = defaultWaitBound,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Iterator.Element? {
    var reference = iterator
    return try await next(&reference, within: seconds, sourceLocation: sourceLocation)
}

/// Carries a value the test owns into the waiting task (the test does not touch it meanwhile).
private final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The task's result, waited for at most `seconds` (see `bounded`).
public func result<T: Sendable>(
    of task: Task<T, any Error>, _ what: String, within seconds: Double = defaultWaitBound,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> Result<T, any Error> {
    try await bounded(what, within: seconds, sourceLocation: sourceLocation) { await task.result }
}
