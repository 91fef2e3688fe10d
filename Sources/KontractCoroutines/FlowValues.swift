// A flow's values as an AsyncSequence: the iteration path of generated code, the adapters and the test face.
import KontractSupport

/// The values of a ``Flow`` as a `Sendable` `AsyncSequence`, for generated code (KMP-NativeCoroutines' `NativeFlow`s),
/// the runtime's adapters and the test face (KontractTesting's `values`); the app face has no such path, as the
/// plain ObjC export has none. A runtime flow is iterated natively; any other flow (an app's own
/// `Kotlinx_coroutines_coreFlow`) through a collector, one value at a time.
///
/// `@unchecked Sendable`: the runtime flows lock their own state; Kotlin lets any thread collect a flow.
@_spi(KontractGenerated) @_spi(Testing)
public struct FlowValues<Element>: AsyncSequence, @unchecked Sendable {
    let flow: any Flow<Element>

    public init(_ flow: any Flow<Element>) {
        self.flow = flow
    }

    public func makeAsyncIterator() -> FlowIterator<Element> {
        if let runtime = flow as? any RuntimeFlow<Element> {
            return runtime.makeFlowIterator()
        }
        return CollectorBridge(flow: flow).iterator()
    }
}

/// Collects a flow that is not a runtime flow in a task, handing each value to the iterator; the collector's
/// `emit` returns when the iterator asked for the next value (Kotlin's one-at-a-time collection).
///
/// `@unchecked Sendable`: the hand-over state lives in a ``LockedState``.
private final class CollectorBridge<Element>: FlowCollector, @unchecked Sendable {
    private struct Exchange {
        var values: [Element] = []
        var finished: Result<Void, Error>?
        var consumer: CheckedContinuation<Void, Never>?
        var producer: CheckedContinuation<Void, Never>?
    }

    private enum Step {
        case value(UncheckedSendable<Element>, CheckedContinuation<Void, Never>?)
        case finished(Result<Void, Error>)
        case wait
    }

    private let flow: UncheckedSendable<any Flow<Element>>
    private let exchange = LockedState(Exchange())

    init(flow: any Flow<Element>) {
        self.flow = UncheckedSendable(flow)
    }

    /// Starts the collection; dropping the returned iterator cancels it.
    func iterator() -> FlowIterator<Element> {
        let collection = Task { [self] in
            let result: Result<Void, Error>
            do {
                try await flow.value.collect(collector: self)
                result = .success(())
            } catch {
                result = .failure(error)
            }
            let consumer = exchange.withLock { state -> CheckedContinuation<Void, Never>? in
                state.finished = result
                defer { state.consumer = nil }
                return state.consumer
            }
            consumer?.resume()
        }
        let canceller = Canceller(collection)
        return FlowIterator(next: { [self, canceller] in
            withExtendedLifetime(canceller) {}
            return try await next()
        })
    }

    func emit(value: Any?) async throws {
        guard let element = value as? Element else { preconditionFailure("a flow emitted \(type(of: value))") }
        let value = UncheckedSendable(element)
        await withTaskCancellationHandler {
            await withCheckedContinuation { (producer: CheckedContinuation<Void, Never>) in
                let consumer = exchange.withLock { state -> CheckedContinuation<Void, Never>? in
                    state.values.append(value.value)
                    state.producer = producer
                    defer { state.consumer = nil }
                    return state.consumer
                }
                consumer?.resume()
            }
        } onCancel: {
            exchange.withLock { state -> CheckedContinuation<Void, Never>? in
                defer { state.producer = nil }
                return state.producer
            }?.resume()
        }
        try Task.checkCancellation()
    }

    private func next() async throws -> Element? {
        while true {
            try Task.checkCancellation()
            let step = exchange.withLock { state -> Step in
                if !state.values.isEmpty {
                    let value = state.values.removeFirst()
                    defer { state.producer = nil }
                    return .value(UncheckedSendable(value), state.producer)
                }
                if let finished = state.finished { return .finished(finished) }
                return .wait
            }
            switch step {
            case .value(let value, let producer):
                producer?.resume()
                return value.value
            case .finished(let result):
                try result.get()
                return nil
            case .wait:
                await withTaskCancellationHandler {
                    await withCheckedContinuation { (consumer: CheckedContinuation<Void, Never>) in
                        let resumeNow = exchange.withLock { state -> Bool in
                            if !state.values.isEmpty || state.finished != nil || Task.isCancelled { return true }
                            state.consumer = consumer
                            return false
                        }
                        if resumeNow { consumer.resume() }
                    }
                } onCancel: {
                    exchange.withLock { state -> CheckedContinuation<Void, Never>? in
                        defer { state.consumer = nil }
                        return state.consumer
                    }?.resume()
                }
            }
        }
    }
}

/// Cancels the collection task when the iterator holding it is dropped.
private final class Canceller: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) { self.task = task }

    deinit { task.cancel() }
}
