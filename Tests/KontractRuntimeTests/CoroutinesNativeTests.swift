// Tests for the KMP-NativeCoroutines emulation: one item at a time, cancellation both ways, suspend calls.
import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import Testing

/// Counts how many elements the Kotlin side has pulled from its source.
private final class PullCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func pulled() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// The numbers 0..<limit, counting each pull.
private struct CountingSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let limit: Int
    let counter: PullCounter

    struct AsyncIterator: AsyncIteratorProtocol {
        var current = 0
        let limit: Int
        let counter: PullCounter

        mutating func next() async throws -> Int? {
            guard current < limit else { return nil }
            counter.pulled()
            defer { current += 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(limit: limit, counter: counter)
    }
}

private struct KotlinFailure: Error, Equatable {}

@Test func kotlinWaitsForSwiftBeforeTheNextItem() async throws {
    let counter = PullCounter()
    let scope = CoroutineScope()
    let flow = nativeFlow(CountingSequence(limit: 50, counter: counter), unit: KotlinUnit.shared, scope: scope)
    var received: [Int] = []
    for try await item in asyncSequence(for: flow) {
        received.append(item)
        for _ in 0..<20 { await Task.yield() }
        // Kotlin may have pulled the item after this one and be waiting, never more.
        #expect(counter.value <= item + 2)
    }
    #expect(received == Array(0..<50))
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
}

/// An item and the `next` callback Kotlin gave with it. `@unchecked Sendable`: `next` is made to be called
/// from any thread (it only fires a lock-protected signal).
private struct ItemAndNext: @unchecked Sendable {
    let item: Int
    let next: () -> KotlinUnit
}

@Test func rawCallbacksDeliverOneItemPerNext() async throws {
    let scope = CoroutineScope()
    let flow = MutableSharedFlow<Int>(replay: 3)
    for value in 1...3 { flow.tryEmit(value: value) }
    let native: NativeFlow<Int, Error, KotlinUnit> = flow.asNativeFlow(scope: scope)
    let (items, itemsContinuation) = AsyncStream<ItemAndNext>.makeStream()
    let cancel = native(
        { item, next, unit in
            itemsContinuation.yield(ItemAndNext(item: item, next: next))
            return unit
        },
        { _, unit in unit },
        { _, unit in unit }
    )
    var iterator = items.makeAsyncIterator()
    let first = try await next(&iterator)
    #expect(first?.item == 1)
    _ = first?.next()
    let second = try await next(&iterator)
    #expect(second?.item == 2)
    _ = cancel()
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
}

@Test func cancellingTheSwiftTaskCancelsKotlin() async throws {
    let scope = CoroutineScope()
    let state = MutableStateFlow(0)
    let flow = state.asNativeFlow(scope: scope)
    let (received, receivedContinuation) = AsyncStream<Int>.makeStream()
    let collecting = Task {
        for try await value in asyncSequence(for: flow) {
            receivedContinuation.yield(value)
        }
    }
    var iterator = received.makeAsyncIterator()
    #expect(try await next(&iterator) == 0)
    #expect(scope.activeJobCount == 1)
    collecting.cancel()
    _ = try await result(of: collecting, "the task 'collecting'")
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
    #expect(state.collectorCount == 0)
}

@Test func droppingTheIteratorCancelsKotlin() async throws {
    let scope = CoroutineScope()
    let state = MutableStateFlow("x")
    do {
        let iterator = asyncSequence(for: state.asNativeFlow(scope: scope)).makeAsyncIterator()
        #expect(try await next(iterator) == "x")
        #expect(scope.activeJobCount == 1)
    }
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
}

@Test func kotlinCancellationEndsTheSequenceThenThrows() async throws {
    let scope = CoroutineScope()
    let state = MutableStateFlow(1)
    let iterator = asyncSequence(for: state.asNativeFlow(scope: scope)).makeAsyncIterator()
    #expect(try await next(iterator) == 1)
    let waiting = Task { try await iterator.next() }
    scope.cancel()
    switch try await result(of: waiting, "the task 'waiting'") {
    case .success(let value):
        #expect(value == nil)
    case .failure(let error):
        #expect(error is CancellationError)
    }
    await #expect(throws: CancellationError.self) { try await iterator.next() }
}

@Test func flowInACancelledScopeReportsCancellation() async throws {
    let scope = CoroutineScope()
    scope.cancel()
    let iterator = asyncSequence(for: MutableStateFlow(1).asNativeFlow(scope: scope)).makeAsyncIterator()
    let first = try? await next(iterator)
    #expect(first == nil)
    #expect(scope.activeJobCount == 0)
}

@Test func completionAndErrorsReachSwift() async throws {
    let counter = PullCounter()
    let finite = nativeFlow(CountingSequence(limit: 2, counter: counter), unit: KotlinUnit.shared)
    var all: [Int] = []
    for try await item in asyncSequence(for: finite) { all.append(item) }
    #expect(all == [0, 1])

    let failing = AsyncThrowingStream<Int, Error> { continuation in
        continuation.yield(9)
        continuation.finish(throwing: KotlinFailure())
    }
    let iterator = asyncSequence(for: nativeFlow(UncheckedFailingSequence(base: failing), unit: KotlinUnit.shared))
        .makeAsyncIterator()
    #expect(try await next(iterator) == 9)
    await #expect(throws: KotlinFailure.self) { try await iterator.next() }
}

/// `AsyncThrowingStream` is not `Sendable` on every platform; this wrapper only forwards it.
private struct UncheckedFailingSequence: AsyncSequence, @unchecked Sendable {
    typealias Element = Int
    let base: AsyncThrowingStream<Int, Error>

    func makeAsyncIterator() -> AsyncThrowingStream<Int, Error>.Iterator {
        base.makeAsyncIterator()
    }
}

@Test func asyncFunctionReturnsResultsAndErrors() async throws {
    #expect(try await asyncFunction(for: nativeSuspend { "bulbasaur" }) == "bulbasaur")
    await #expect(throws: KotlinFailure.self) {
        try await asyncFunction(for: nativeSuspend { () async throws -> Int in throw KotlinFailure() })
    }
    let result = await asyncResult(for: nativeSuspend { Int32(25) })
    #expect(try result.get() == 25)
    let unitResult: Result<Void, Error> = await asyncResult(for: nativeSuspend { KotlinUnit.shared })
    #expect(throws: Never.self) { try unitResult.get() }
    let error = await asyncError(for: nativeSuspend { () async throws -> KotlinUnit in throw KotlinFailure() })
    #expect(error is KotlinFailure)
}

/// A suspend body that signals it started, then suspends until cancelled.
private func suspendUntilCancelled(started: AsyncStream<Void>.Continuation) -> @Sendable () async throws -> Int {
    {
        started.yield()
        let (never, _) = AsyncStream<Void>.makeStream()
        for await _ in never {}
        try Task.checkCancellation()
        return 0
    }
}

@Test func cancellingTheSwiftTaskCancelsTheSuspendCall() async throws {
    let scope = CoroutineScope()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let call = nativeSuspend(scope: scope, suspendUntilCancelled(started: startedContinuation))
    let awaiting = Task { try await asyncFunction(for: call) }
    var iterator = started.makeAsyncIterator()
    _ = try await next(&iterator)
    awaiting.cancel()
    let result = try await result(of: awaiting, "the task 'awaiting'")
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
}

@Test func kotlinCancellationMakesAsyncFunctionThrowCancellationError() async throws {
    let scope = CoroutineScope()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let call = nativeSuspend(scope: scope, suspendUntilCancelled(started: startedContinuation))
    let awaiting = Task { try await asyncFunction(for: call) }
    var iterator = started.makeAsyncIterator()
    _ = try await next(&iterator)
    scope.cancel()
    let result = try await result(of: awaiting, "the task 'awaiting'")
    #expect(throws: CancellationError.self) { try result.get() }
}
