// Tests for StateFlow/MutableStateFlow (value, distinct by ==, conflation) and MutableSharedFlow.
import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import KontractTesting
import Testing

/// A class equal by value, to tell "equal" from "the same instance".
private final class Box: Equatable, @unchecked Sendable {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    static func == (lhs: Box, rhs: Box) -> Bool {
        lhs.value == rhs.value
    }
}

@Test func newCollectorFirstGetsTheCurrentValue() async throws {
    let flow = MutableStateFlow(1)
    flow.setValue(2)
    var iterator = flow.makeAsyncIterator()
    #expect(try await next(&iterator) == 2)
}

@Test func assigningAnEqualValueKeepsTheInstanceAndEmitsNothing() async throws {
    let original = Box(1)
    let flow = MutableStateFlow(original)
    var iterator = flow.makeAsyncIterator()
    #expect(try await next(&iterator) === original)
    flow.setValue(Box(1))
    #expect(flow.value === original)
    #expect(flow.tryEmit(value: Box(1)))
    let changed = Box(2)
    flow.setValue(changed)
    #expect(try await next(&iterator) === changed)
}

@Test func slowCollectorSeesOnlyTheLatestValue() async throws {
    let flow = MutableStateFlow(0)
    var iterator = flow.makeAsyncIterator()
    #expect(try await next(&iterator) == 0)
    for value in 1...100 {
        flow.setValue(value)
    }
    #expect(try await next(&iterator) == 100)
}

@Test func collectorNeverGetsAValueEqualToItsLastOne() async throws {
    let flow = MutableStateFlow("a")
    var iterator = flow.makeAsyncIterator()
    #expect(try await next(&iterator) == "a")
    flow.setValue("b")
    flow.setValue("a")
    let received = Task { [iterator] in
        var iterator = iterator
        return try await iterator.next()
    }
    flow.setValue("c")
    #expect(try await received.value == "c")
}

@Test func waitingCollectorWakesOnChange() async throws {
    let flow = MutableStateFlow(0)
    let collected = Task {
        var seen: [Int] = []
        for try await value in flow {
            seen.append(value)
            if value == 3 { return seen }
        }
        return seen
    }
    flow.setValue(3)
    let seen = try await collected.value
    #expect(seen.last == 3)
    #expect(seen.allSatisfy { [0, 3].contains($0) })
}

@Test func compareAndSetFollowsKotlin() {
    let flow = MutableStateFlow(1)
    #expect(!flow.compareAndSet(expect: 2, update: 3))
    #expect(flow.value == 1)
    #expect(flow.compareAndSet(expect: 1, update: 3))
    #expect(flow.value == 3)
    #expect(flow.compareAndSet(expect: 3, update: 3))
    flow.update { $0 + 1 }
    #expect(flow.value == 4)
    #expect(flow.asStateFlow().value == 4)
}

@Test func collectionEndsOnlyByCancellation() async throws {
    let flow = MutableStateFlow(0)
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let collecting = Task {
        try await flow.collect { _ in startedContinuation.yield() }
    }
    var iterator = started.makeAsyncIterator()
    _ = try await next(&iterator)
    #expect(flow.collectorCount == 1)
    collecting.cancel()
    let result = try await result(of: collecting, "the task 'collecting'")
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(flow.collectorCount == 0)
}

@Test func sharedFlowReplaysAndBroadcastsWithoutDistinctness() async throws {
    let flow = MutableSharedFlow<Int>(replay: 2)
    flow.tryEmit(value: 1)
    flow.tryEmit(value: 2)
    flow.tryEmit(value: 3)
    #expect(flow.replayCache == [2, 3])
    var first = flow.makeAsyncIterator()
    var second = flow.makeAsyncIterator()
    await flow.emit(value: 3)
    #expect(try await first.next() == 2)
    #expect(try await first.next() == 3)
    #expect(try await first.next() == 3)
    #expect(try await second.next() == 2)
    #expect(flow.collectorCount == 2)
}
