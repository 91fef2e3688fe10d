// The test face of flows: a test iterates a Kotlin flow as an AsyncSequence, which the app face cannot.
@_spi(KontractGenerated) import KontractCoroutines

// Under plain ObjC interop a Kotlin flow is, as on iOS, collected only through a `Kotlinx_coroutines_coreFlowCollector`
// (docs/testing.md, "Flows on the test face"). A test that imports KontractTesting iterates one directly:
// `for try await x in viewModel.uiState` (a runtime StateFlow or MutableSharedFlow), `for try await x in
// FeedKt.ticks.values` (any flow, the existential `any Flow<T>` included).

extension StateFlow: AsyncSequence {
    /// Test face: iterates the state flow (the current value first, then each distinct new one).
    public func makeAsyncIterator() -> FlowIterator<T> { FlowValues(self).makeAsyncIterator() }
}

extension MutableSharedFlow: AsyncSequence {
    /// Test face: iterates the shared flow (its replay cache first, then each emitted value).
    public func makeAsyncIterator() -> FlowIterator<T> { FlowValues(self).makeAsyncIterator() }
}

// Test face: a test hands the runtime's flows between tasks (the app face's are not `Sendable`, as the header's
// protocols are not); they lock their own state.
extension StateFlow: @unchecked Sendable {}

extension MutableSharedFlow: @unchecked Sendable {}

extension Flow {
    /// Test face: this flow's values as an `AsyncSequence` (`for try await x in flow.values`); a runtime flow is
    /// iterated natively, any other flow through a collector.
    public var values: FlowTestValues<Element> { FlowTestValues(base: FlowValues(self)) }

    /// Test face: calls `body` with each value until the calling task is cancelled (then throws
    /// `CancellationError`), as Kotlin's `collect { }` lambda.
    public func collect(_ body: (Element) async throws -> Void) async throws {
        for try await value in values {
            try await body(value)
        }
    }
}

/// Test face: the values of a flow (``Flow/values``), iterated one at a time; never ends by itself for a state or
/// shared flow (cancel the iterating task).
public struct FlowTestValues<Element>: AsyncSequence, Sendable {
    let base: FlowValues<Element>

    /// Starts one collection of the flow.
    public func makeAsyncIterator() -> FlowIterator<Element> { base.makeAsyncIterator() }
}
