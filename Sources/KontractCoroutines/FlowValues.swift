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

/// The values of an ``Kotlinx_coroutines_coreFlow`` (the header's untyped flow) as a `Sendable` `AsyncSequence` of `T`, each value
/// turned into a `T` by `convert` (`Any?` as it is, or unboxed: `KotlinInt` → `Int32`): the test face's `values`
/// and `values(as:)` (KontractTesting). A boxing runtime flow is iterated natively, any other through a collector.
///
/// `@unchecked Sendable`: the runtime flows lock their own state; Kotlin lets any thread collect a flow.
@_spi(KontractGenerated) @_spi(Testing)
public struct ObjCFlowValues<T>: AsyncSequence, @unchecked Sendable {
    let flow: any Kotlinx_coroutines_coreFlow
    let convert: (Any?) -> T?

    public init(_ flow: any Kotlinx_coroutines_coreFlow, convert: @escaping (Any?) -> T?) {
        self.flow = flow
        self.convert = convert
    }

    public func makeAsyncIterator() -> FlowIterator<T> {
        if let runtime = flow as? any BoxingRuntimeFlow {
            return runtime.boxedIterator(convert)
        }
        let flow = flow
        return CollectorBridge(collect: { try await flow.collect(collector: $0) }, convert: convert).iterator()
    }
}

/// A boxing runtime flow (``BoxingStateFlow``…): iterated natively, each element boxed as a collector receives it.
protocol BoxingRuntimeFlow {
    func boxedIterator<T>(_ convert: @escaping (Any?) -> T?) -> FlowIterator<T>
}

extension BoxingRuntimeFlow where Self: RuntimeFlow {
    func boxedIterator<T>(_ convert: @escaping (Any?) -> T?) -> FlowIterator<T> {
        let iterator = makeFlowIterator()
        return FlowIterator(next: {
            guard let element = try await iterator.next() else { return nil }
            let boxed = FlowElementBoxing.box(element)
            guard let value = convert(boxed) else { throw FlowElementMismatch(expected: "\(T.self)", found: boxed) }
            return value
        })
    }
}

/// A flow's value that is not of the type the test asked for (`values(as: Int32.self)` of a flow of strings).
struct FlowElementMismatch: Error, CustomStringConvertible {
    let description: String

    init(expected: String, found: Any?) {
        description = "the flow emitted \(found.map { "\(type(of: $0))" } ?? "nil"), not \(expected)"
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

    private let collectFlow: UncheckedSendable<(any FlowCollector) async throws -> Void>
    private let convert: (Any?) -> Element?
    private let exchange = LockedState(Exchange())

    init(flow: any Flow<Element>) {
        collectFlow = UncheckedSendable({ try await flow.collect(collector: $0) })
        convert = { $0 as? Element }
    }

    /// Collects with `collect`, each emitted value turned into an element by `convert` (a `nil` stops the program:
    /// the flow emitted a value of another type).
    init(collect: @escaping (any FlowCollector) async throws -> Void, convert: @escaping (Any?) -> Element?) {
        collectFlow = UncheckedSendable(collect)
        self.convert = convert
    }

    /// Starts the collection; dropping the returned iterator cancels it.
    func iterator() -> FlowIterator<Element> {
        let collection = Task { [self] in
            let result: Result<Void, Error>
            do {
                try await collectFlow.value(self)
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
        guard let element = convert(value) else { throw FlowElementMismatch(expected: "\(Element.self)", found: value) }
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
