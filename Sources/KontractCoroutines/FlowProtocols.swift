// Kotlin's `Flow`, `SharedFlow` and `FlowCollector` as the ObjC export shows them: collected through a collector.

/// Kotlin `Flow<T>` as the plain ObjC export shows it (`Kotlinx_coroutines_coreFlow`): a protocol whose one
/// requirement is `collect(collector:completionHandler:)`, with the `async` form Swift derives from it. Neither an
/// `AsyncSequence` nor `Sendable`, as on iOS: an app collects it with its own ``FlowCollector`` (or through SKIE's
/// `SkieSwiftFlow` / KMP-NativeCoroutines' `asyncSequence(for:)`); tests iterate it with the test face's
/// `values` (KontractTesting, docs/testing.md).
///
/// Differs from the real framework: the element is a primary associated type (there `id` / `Any?`); bridge style
/// under plain objc interop shows the header's untyped ``Kotlinx_coroutines_coreFlow`` instead, which every typed flow also is (so a
/// flow SKIE leaves to Kotlin converts to `any Kotlinx_coroutines_coreFlow`, as there).
/// A conforming type implements either form; each defaults to the other.
public protocol Flow<Element>: Kotlinx_coroutines_coreFlow {
    associatedtype Element

    /// Kotlin `collect(collector)`: calls `collector.emit(value:)` with each value, one at a time.
    func collect(collector: any FlowCollector, completionHandler: @escaping (Error?) -> Void)

    /// The `async` form of ``collect(collector:completionHandler:)``.
    func collect(collector: any FlowCollector) async throws
}

/// Kotlin `SharedFlow<T>`: a ``Flow`` with a replay cache (``StateFlow``s and ``MutableSharedFlow``s are both).
public protocol SharedFlow<Element>: Flow {
    /// Kotlin `replayCache`.
    var replayCache: [Element] { get }
}

/// Kotlin `FlowCollector<T>` as the ObjC export shows it (`Kotlinx_coroutines_coreFlowCollector`, values as
/// `Any?`): an app implements `emit(value:completionHandler:)` or its `async` form `emit(value:)`.
public protocol FlowCollector: AnyObject {
    /// Receives one value; the flow sends the next after the completion handler ran.
    func emit(value: Any?, completionHandler: @escaping (Error?) -> Void)

    /// The `async` form of ``emit(value:completionHandler:)``.
    func emit(value: Any?) async throws
}

extension FlowCollector {
    /// Runs the `async` form. Called from this type's default `async` form, the collector implements neither form
    /// (iOS rejects such a class; a Swift protocol cannot require one of two): ends the collection with an error
    /// instead of recursing for ever.
    public func emit(value: Any?, completionHandler: @escaping (Error?) -> Void) {
        if DefaultEmit.collector == ObjectIdentifier(self) {
            completionHandler(FlowCollectorWithoutEmit(collector: "\(type(of: self))"))
            return
        }
        let call = UncheckedCall(collector: self, value: value, completionHandler: completionHandler)
        Task { await call.emit() }
    }

    public func emit(value: Any?) async throws {
        try await DefaultEmit.$collector.withValue(ObjectIdentifier(self)) {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                emit(value: value) { error in
                    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
                }
            }
        }
    }
}

/// The collector whose default `async` `emit` is running (its completion-handler form, when it is the default too,
/// finds itself here).
private enum DefaultEmit {
    @TaskLocal static var collector: ObjectIdentifier?
}

/// Collecting with a collector that implements neither `emit(value:completionHandler:)` nor `emit(value:)`.
private struct FlowCollectorWithoutEmit: Error, CustomStringConvertible {
    let collector: String

    var description: String {
        "\(collector) adopts Kotlinx_coroutines_coreFlowCollector without implementing emit(value:completionHandler:) "
            + "or emit(value:) (the framework's Swift rejects such a class)"
    }
}

/// One `emit(value:completionHandler:)` run as its `async` form. `@unchecked Sendable`: handed to one task, as the
/// ObjC export hands a call to the Kotlin thread that runs it.
private struct UncheckedCall: @unchecked Sendable {
    let collector: any FlowCollector
    let value: Any?
    let completionHandler: (Error?) -> Void

    func emit() async {
        do {
            try await collector.emit(value: value)
            completionHandler(nil)
        } catch {
            completionHandler(error)
        }
    }
}

/// A runtime flow (``StateFlow``, ``MutableSharedFlow``): iterated natively, so collecting it keeps its semantics
/// (a state flow conflates for a slow collector).
protocol RuntimeFlow<Element>: Flow {
    func makeFlowIterator() -> FlowIterator<Element>
}

extension RuntimeFlow {
    /// Collects through the flow's own iterator: `collector.emit(value:)` for each value until the task is cancelled.
    func collectNatively(_ collector: any FlowCollector) async throws {
        let iterator = makeFlowIterator()
        while let value = try await iterator.next() {
            try await collector.emit(value: value)
        }
    }
}

/// The iterator of every runtime flow: the next value, `CancellationError` when the collecting task is
/// cancelled.
///
/// A class over the flow's own iterator, so every flow kind shares one iterator type.
public final class FlowIterator<Element>: AsyncIteratorProtocol {
    private let nextElement: () async throws -> Element?

    init<Base: AsyncIteratorProtocol>(_ base: Base) where Base.Element == Element {
        var base = base
        nextElement = { try await base.next() }
    }

    init(next: @escaping () async throws -> Element?) {
        nextElement = next
    }

    /// The next value; throws `CancellationError` when the task is cancelled.
    public func next() async throws -> Element? {
        try await nextElement()
    }
}

extension StateFlow: SharedFlow, RuntimeFlow {
    public func collect(collector: any FlowCollector) async throws { try await collectNatively(collector) }
}

extension MutableSharedFlow: SharedFlow, RuntimeFlow {
    public func collect(collector: any FlowCollector) async throws { try await collectNatively(collector) }
}
