// Kotlin flows collected the ObjC export's way (an app's FlowCollector), and the test face's iteration of any flow.

import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import KontractTesting
import Testing

/// Stops a collection from inside the collector, as an app's `emit` throwing ends Kotlin's `collect`.
private struct Enough: Error {}

/// An app's collector adopting the `async` form of `emit`: keeps what it receives, throws after `limit` values.
private final class AsyncCollector: FlowCollector, @unchecked Sendable {
    private(set) var received: [Any?] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func emit(value: Any?) async throws {
        received.append(value)
        if received.count == limit { throw Enough() }
    }
}

/// An app's collector adopting the exporter's completion-handler form of `emit`.
private final class HandlerCollector: FlowCollector, @unchecked Sendable {
    private(set) var received: [Any?] = []

    func emit(value: Any?, completionHandler: @escaping (Error?) -> Void) {
        received.append(value)
        completionHandler(received.count == 2 ? Enough() : nil)
    }
}

/// An app's collector implementing neither form of `emit` (iOS rejects it at compile time; here it compiles).
private final class NoEmitCollector: FlowCollector, @unchecked Sendable {}

/// A flow written in Swift (an app's own `Kotlinx_coroutines_coreFlow`): emits 1, 2, 3 and completes.
private final class CountingFlow: Flow, @unchecked Sendable {
    typealias Element = Int

    func collect(collector: any FlowCollector, completionHandler: @escaping (Error?) -> Void) {
        let call = UncheckedBox((collector: collector, done: completionHandler))
        Task {
            do {
                for value in 1...3 { try await call.value.collector.emit(value: value) }
                call.value.done(nil)
            } catch {
                call.value.done(error)
            }
        }
    }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

@Suite struct FlowCollectorTests {
    @Test func anAppCollectorReceivesAStateFlowsValuesUntilItThrows() async throws {
        let flow = MutableStateFlow(0)
        let collector = AsyncCollector(limit: 2)
        let collection = Task { try await flow.collect(collector: collector) }
        while collector.received.isEmpty { await Task.yield() }
        flow.setValue(1)
        await #expect(throws: Enough.self) { try await collection.value }
        #expect(collector.received.map { $0 as? Int } == [0, 1])
    }

    @Test func aCompletionHandlerCollectorIsCalledThroughTheAsyncForm() async throws {
        let flow = MutableSharedFlow<String>(replay: 2)
        flow.tryEmit(value: "a")
        flow.tryEmit(value: "b")
        let collector = HandlerCollector()
        await #expect(throws: Enough.self) { try await flow.collect(collector: collector) }
        #expect(collector.received.map { $0 as? String } == ["a", "b"])
    }

    @Test func theCompletionHandlerFormOfCollectReportsTheEnd() async throws {
        let flow = MutableStateFlow(7)
        let collector = AsyncCollector(limit: 1)
        let error: (any Error)? = await withCheckedContinuation { continuation in
            flow.collect(collector: collector) { continuation.resume(returning: $0.map { UncheckedBox($0) }) }
        }.map(\.value)
        #expect(error is Enough)
        #expect(collector.received.map { $0 as? Int } == [7])
    }

    /// Each `emit` form defaults to the other: a collector with neither ends the collection with an error, whichever
    /// form the flow calls first (a runtime flow the `async` one, a Swift flow here the `async` one through its task,
    /// the completion-handler `collect` the completion-handler one), instead of recursing for ever.
    @Test func aCollectorImplementingNeitherEmitFailsTheCollection() async throws {
        let flow = MutableStateFlow(1)
        let fromRuntimeFlow = await #expect(throws: (any Error).self) {
            try await flow.collect(collector: NoEmitCollector())
        }
        #expect("\(fromRuntimeFlow.map { "\($0)" } ?? "")".hasPrefix("NoEmitCollector adopts Kotlinx_coroutines_core"))
        let fromSwiftFlow = await #expect(throws: (any Error).self) {
            try await CountingFlow().collect(collector: NoEmitCollector())
        }
        #expect("\(fromSwiftFlow.map { "\($0)" } ?? "")".contains("emit(value:completionHandler:) or emit(value:)"))
        let collector = NoEmitCollector()
        let error: (any Error)? = await withCheckedContinuation { continuation in
            collector.emit(value: 1) { continuation.resume(returning: $0.map { UncheckedBox($0) }) }
        }.map(\.value)
        #expect(error != nil)
    }

    @Test func theTestFaceIteratesAFlowWrittenInSwift() async throws {
        var values: [Int] = []
        for try await value in CountingFlow().values { values.append(value) }
        #expect(values == [1, 2, 3])
        let existential: any Flow<Int> = CountingFlow()
        var first: Int?
        for try await value in existential.values {
            first = value
            break
        }
        #expect(first == 1)
    }
}
