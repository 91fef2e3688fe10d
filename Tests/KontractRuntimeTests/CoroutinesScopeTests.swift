// Tests for CoroutineScope and KotlinJob: launching, cancelling one or all, completion, counting.
import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import Testing

/// A body that signals it started and then suspends until its task is cancelled.
private func suspendingBody(_ started: AsyncStream<Void>.Continuation) -> @Sendable () async throws -> Void {
    {
        started.yield()
        let (never, _) = AsyncStream<Void>.makeStream()
        for await _ in never {}
        try Task.checkCancellation()
    }
}

@Test func launchInACancelledScopeNeverRunsTheBody() async {
    let scope = CoroutineScope()
    scope.cancel()
    let ran = Events()
    let completions = Events()
    let job = scope.launch { ran.append("ran") }
    job.invokeOnCompletion { completions.append("cancelled=\($0)") }
    #expect(await finishes { await job.join() }, "job.join()")
    #expect(!scope.isActive)
    #expect(job.isCancelled && job.isCompleted && !job.isActive)
    #expect(ran.all.isEmpty)
    #expect(completions.all == ["cancelled=true"])
    #expect(scope.activeJobCount == 0)
}

@Test func cancellingOneJobLeavesItsSiblingsRunning() async throws {
    let scope = CoroutineScope()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let first = scope.launch(suspendingBody(startedContinuation))
    let second = scope.launch(suspendingBody(startedContinuation))
    var iterator = started.makeAsyncIterator()
    _ = try await next(&iterator)
    _ = try await next(&iterator)
    #expect(scope.activeJobCount == 2)

    await first.cancelAndJoin()
    #expect(first.isCancelled && first.isCompleted)
    #expect(second.isActive)
    #expect(scope.activeJobCount == 1)

    scope.cancel()
    #expect(await finishes { await scope.join() })
    #expect(second.isCancelled)
    #expect(scope.activeJobCount == 0)
}

@Test func completedJobReportsCompletionAtOnce() async {
    let scope = CoroutineScope()
    let job = scope.launch {}
    #expect(await finishes { await job.join() }, "job.join()")
    let completions = Events()
    job.invokeOnCompletion { completions.append("cancelled=\($0)") }
    #expect(completions.all == ["cancelled=false"])
    #expect(job.isCompleted && !job.isCancelled)
    job.cancel()
    #expect(!job.isCancelled)
}

@Test func concurrentNextIsReportedAsMisuse() async throws {
    let state = MutableStateFlow(0)
    let scope = CoroutineScope()
    let iterator = asyncSequence(for: state.asNativeFlow(scope: scope)).makeAsyncIterator()
    #expect(try await next(iterator) == 0)
    let outcomes = await withTaskGroup(of: Result<Int?, Error>.self) { group in
        group.addTask { await Result { try await iterator.next() } }
        group.addTask { await Result { try await iterator.next() } }
        // The one that is refused finishes first; the other waits for the next value.
        var outcomes: [Result<Int?, Error>] = []
        if let refused = await group.next() { outcomes.append(refused) }
        state.setValue(1)
        if let delivered = await group.next() { outcomes.append(delivered) }
        return outcomes
    }
    #expect(outcomes.count == 2)
    #expect(throws: NativeCoroutinesMisuse.concurrentNext) { try outcomes.first?.get() }
    #expect(try outcomes.last?.get() == 1)
    scope.cancel()
}

extension Result where Failure == Error {
    /// Captures the outcome of an async throwing call.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
