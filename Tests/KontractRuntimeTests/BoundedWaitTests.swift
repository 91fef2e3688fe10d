// The test-support waits: a hung wait fails its test naming what it waited for, and never hangs.

import Foundation
import KontractTestSupport
import Testing

@Test func aHungIteratorFailsTheTestNamingWhatItWaitedFor() async throws {
    let (never, continuation) = AsyncStream<Int>.makeStream()
    var iterator = never.makeAsyncIterator()
    try await withKnownIssue {
        _ = try await next(&iterator, within: 0.2)
    } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("timed out after 0.2 s waiting for the next element of") }
            || issue.error is WaitTimedOut
    }
    // Had it waited for the stream, the test would hang: the watchdog of tools/test would name it.
    continuation.finish()
}

@Test func finishesGivesUpOnAnOperationThatIgnoresCancellation() async {
    // A continuation kept but never resumed: cancellation cannot end it, the wait must not wait for it.
    let kept = KeptContinuation()
    let finished = await finishes(within: 0.2) {
        await withCheckedContinuation { kept.keep($0) }
    }
    #expect(!finished)
}

@Test func boundedReturnsTheValueInTime() async throws {
    #expect(try await bounded("a ready value") { 42 } == 42)
    let task = Task<String, any Error> { "done" }
    #expect(try await bounded("a finished task", task) == "done")
}

/// Holds a continuation without ever resuming it (an implementation that forgot to).
private final class KeptContinuation: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [CheckedContinuation<Void, Never>] = []
    func keep(_ continuation: CheckedContinuation<Void, Never>) { lock.withLock { continuations.append(continuation) } }
}
