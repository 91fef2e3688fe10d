// What a SKIE Swift flow forwards to: a runtime flow seen through closures, and SKIE's non-throwing iterator.
import Foundation
import KontractKotlin

/// The operations of one runtime flow (``StateFlow``, ``MutableStateFlow``, ``MutableSharedFlow``) as closures
/// over the SKIE element type, so one flow can be seen through an element conversion (`Int32` state →
/// `KotlinInt` elements) or widened to optional elements (`SkieSwiftOptionalFlow(requiredFlow)`).
///
/// Members a kind does not have are never reached: the SKIE classes expose only their kind's members.
/// `@unchecked Sendable`: the closures only touch the runtime flows, which lock their own state.
struct SkieFlowBacking<Element>: @unchecked Sendable {
    var makeIterator: () -> SkieSwiftFlowIterator<Element>
    var replayCache: () -> [Element]
    var value: () -> Element
    var setValue: (Element) -> Void
    var compareAndSet: (Element, Element) -> Bool
    var tryEmit: (Element) -> Bool
    var resetReplayCache: () -> Void
    var subscriptionCount: () -> Int

    /// A `StateFlow<Source>` whose values SKIE shows as `map(value)`; settable when `unmap` is given.
    static func state<Source>(
        _ flow: StateFlow<Source>, map: @escaping (Source) -> Element, unmap: ((Element) -> Source)? = nil
    ) -> SkieFlowBacking {
        let mutable = flow as? MutableStateFlow<Source>
        func settable() -> (MutableStateFlow<Source>, (Element) -> Source) {
            guard let mutable, let unmap else { preconditionFailure("the flow behind this SKIE flow is read-only") }
            return (mutable, unmap)
        }
        return SkieFlowBacking(
            makeIterator: { SkieSwiftFlowIterator(flow.makeFlowIterator(), map: map) },
            replayCache: { [map(flow.value)] },
            value: { map(flow.value) },
            setValue: { value in
                let (mutable, unmap) = settable()
                mutable.setValue(unmap(value))
            },
            compareAndSet: { expect, update in
                let (mutable, unmap) = settable()
                return mutable.compareAndSet(expect: unmap(expect), update: unmap(update))
            },
            tryEmit: { value in
                let (mutable, unmap) = settable()
                return mutable.tryEmit(value: unmap(value))
            },
            resetReplayCache: {
                // Kotlin's MutableStateFlow.resetReplayCache throws UnsupportedOperationException; SKIE crashes.
                preconditionFailure("MutableStateFlow.resetReplayCache is not supported")
            },
            subscriptionCount: { flow.collectorCount })
    }

    /// A `MutableSharedFlow<Source>` whose values SKIE shows as `map(value)`.
    static func shared<Source>(
        _ flow: MutableSharedFlow<Source>, map: @escaping (Source) -> Element,
        unmap: @escaping (Element) -> Source
    ) -> SkieFlowBacking {
        SkieFlowBacking(
            makeIterator: { SkieSwiftFlowIterator(flow.makeFlowIterator(), map: map) },
            replayCache: { flow.replayCache.map(map) },
            value: { preconditionFailure("a SharedFlow has no value") },
            setValue: { _ in preconditionFailure("a SharedFlow has no value") },
            compareAndSet: { _, _ in preconditionFailure("a SharedFlow has no value") },
            tryEmit: { flow.tryEmit(value: unmap($0)) },
            resetReplayCache: { flow.resetReplayCache() },
            subscriptionCount: { flow.collectorCount })
    }

    /// The same flow with optional elements (SKIE's required → optional conversions). Setting `nil` through it
    /// on a flow of non-optional elements is a programming error, as Kotlin's `NullPointerException` would be.
    var optional: SkieFlowBacking<Element?> {
        let base = self
        func required(_ value: Element?) -> Element {
            guard let value else { preconditionFailure("null set on a flow of non-null elements") }
            return value
        }
        return SkieFlowBacking<Element?>(
            makeIterator: { SkieSwiftFlowIterator(base.makeIterator(), map: { Optional.some($0) }) },
            replayCache: { base.replayCache().map { Optional.some($0) } },
            value: { base.value() },
            setValue: { base.setValue(required($0)) },
            compareAndSet: { base.compareAndSet(required($0), required($1)) },
            tryEmit: { base.tryEmit(required($0)) },
            resetReplayCache: base.resetReplayCache,
            subscriptionCount: base.subscriptionCount)
    }

    /// `subscriptionCount` as SKIE types it: a `SkieSwiftStateFlow<KotlinInt>` (here the count when read; it
    /// does not follow later subscriptions).
    var subscriptionCountFlow: SkieSwiftStateFlow<KotlinInt> {
        let count = MutableStateFlow(subscriptionCount(), isEqual: { $0 == $1 })
        return SkieSwiftStateFlow(internal: count, map: { KotlinInt(value: Int32(truncatingIfNeeded: $0)) })
    }
}

/// SKIE's `SkieSwiftFlowIterator<T>`: `next()` does not throw, so `for await x in flow` needs no `try`.
///
/// Cancelling the collecting task ends the loop (`nil`), as SKIE's iterator does; any other error is a crash
/// (SKIE's `fatalError("Unexpected error: …")`, a Kotlin exception escaping the flow).
public final class SkieSwiftFlowIterator<T>: AsyncIteratorProtocol {
    public typealias Element = T

    private let nextElement: () async throws -> T?

    init(next: @escaping () async throws -> T?) {
        nextElement = next
    }

    convenience init<Iterator: AsyncIteratorProtocol>(_ iterator: Iterator, map: @escaping (Iterator.Element) -> T) {
        let box = IteratorBox(iterator)
        self.init(next: { try await box.next().map(map) })
    }

    convenience init<Source>(_ iterator: SkieSwiftFlowIterator<Source>, map: @escaping (Source) -> T) {
        self.init(next: { await iterator.next().map(map) })
    }

    /// The next element; `nil` when the collecting task is cancelled (the task stays cancelled).
    public func next() async -> T? {
        do {
            return try await nextElement()
        } catch is CancellationError {
            withUnsafeCurrentTask { $0?.cancel() }
            return nil
        } catch {
            fatalError("Unexpected error: \(error)")
        }
    }
}

/// Holds a runtime flow's iterator (a struct with a mutating `next()`) for the iterator's closure.
private final class IteratorBox<Iterator: AsyncIteratorProtocol> {
    var iterator: Iterator

    init(_ iterator: Iterator) {
        self.iterator = iterator
    }

    func next() async throws -> Iterator.Element? {
        try await iterator.next()
    }
}

/// SKIE's `SkieSwiftFlowProtocol`: every SKIE Swift flow is an `AsyncSequence` iterated by a
/// ``SkieSwiftFlowIterator``.
public protocol SkieSwiftFlowProtocol<Element>: AsyncSequence where AsyncIterator == SkieSwiftFlowIterator<Element> {
    associatedtype Element
}
