// Kotlin's `Flow` and `SharedFlow` interfaces as protocols every runtime flow conforms to, iterable as `any Flow<T>`.

/// Kotlin `Flow<T>` as Swift sees it: the ObjC export gives an interface (`Kotlinx_coroutines_coreFlow`), so a
/// `Flow` parameter takes any flow and a `Flow` result may be any flow. Here a protocol with the element as its
/// primary associated type; its iterator is always ``FlowIterator``, so `for try await x in flow` works on
/// the existential `any Flow<T>` with typed elements.
public protocol Flow<Element>: AnyObject, Sendable, AsyncSequence where AsyncIterator == FlowIterator<Element> {
    associatedtype Element
}

/// Kotlin `SharedFlow<T>`: a ``Flow`` with a replay cache (``StateFlow``s and ``MutableSharedFlow``s are both).
public protocol SharedFlow<Element>: Flow {
    /// Kotlin `replayCache`.
    var replayCache: [Element] { get }
}

extension Flow {
    /// Calls `collector` with every value until the calling task is cancelled (then throws
    /// `CancellationError`), as Kotlin's `collect`.
    public func collect(_ collector: (Element) async throws -> Void) async throws {
        for try await value in self {
            try await collector(value)
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

    /// The next value; throws `CancellationError` when the task is cancelled.
    public func next() async throws -> Element? {
        try await nextElement()
    }
}

extension StateFlow: SharedFlow {}

extension MutableSharedFlow: SharedFlow {}
