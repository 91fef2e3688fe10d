// A minimal Kotlin MutableSharedFlow: replay cache, hot broadcast to current collectors.
import Foundation
import KontractSupport

/// A hot flow that broadcasts each emitted value to the collectors present at the time
/// (Kotlin `MutableSharedFlow(replay, extraBufferCapacity)`), collected with a ``FlowCollector``.
///
/// Kept: new collectors first receive the replay cache (the last `replay` values); values are not
/// compared (no `==` filtering, unlike ``StateFlow``); collection never completes.
/// Left out: Kotlin's bounded buffer and suspending `emit` (here every collector buffers without bound,
/// so ``emit(value:)`` never suspends and ``tryEmit(value:)`` always succeeds), `BufferOverflow` policies.
///
/// `@unchecked Sendable`: all mutable state lives in a ``LockedState``.
public final class MutableSharedFlow<T> {
    public typealias Element = T

    private struct Collector {
        var buffer: [T]
        var waiter: CheckedContinuation<Void, Error>?
    }

    private struct Storage {
        var replayCache: [T] = []
        var collectors: [UInt64: Collector] = [:]
        var nextCollectorID: UInt64 = 0
    }

    private let storage = LockedState(Storage())
    /// The boxing view of this flow while something holds it (``BoxingMutableSharedFlow/of(_:)``).
    let boxingViews = BoxingViews()
    /// How many of the latest values a new collector receives first.
    @_spi(KontractGenerated) @_spi(Testing)
    public let replay: Int

    @_spi(KontractGenerated) @_spi(Testing)
    public init(replay: Int = 0, extraBufferCapacity: Int = 0) {
        self.replay = Swift.max(0, replay)
    }

    /// The last `replay` values, oldest first (Kotlin `replayCache`).
    public var replayCache: [T] {
        storage.withLock { $0.replayCache }
    }

    /// Collectors currently iterating (Kotlin `subscriptionCount.value`).
    @_spi(Testing)
    public var collectorCount: Int {
        storage.withLock { $0.collectors.count }
    }

    /// Empties the replay cache; values already buffered for collectors stay (Kotlin `resetReplayCache`).
    public func resetReplayCache() {
        storage.withLock { $0.replayCache.removeAll() }
    }

    /// Sends `value` to every current collector and into the replay cache (Kotlin `emit`).
    public func emit(value: T) async {
        tryEmit(value: value)
    }

    /// Like ``emit(value:)``; always succeeds here (Kotlin `tryEmit`).
    @discardableResult
    public func tryEmit(value: T) -> Bool {
        let waiters: [CheckedContinuation<Void, Error>] = storage.withLock { storage in
            if replay > 0 {
                storage.replayCache.append(value)
                if storage.replayCache.count > replay {
                    storage.replayCache.removeFirst(storage.replayCache.count - replay)
                }
            }
            var waiters: [CheckedContinuation<Void, Error>] = []
            for id in storage.collectors.keys {
                storage.collectors[id]?.buffer.append(value)
                if let waiter = storage.collectors[id]?.waiter {
                    waiters.append(waiter)
                    storage.collectors[id]?.waiter = nil
                }
            }
            return waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
        return true
    }

    func makeFlowIterator() -> FlowIterator<T> {
        let id = storage.withLock { storage -> UInt64 in
            storage.nextCollectorID += 1
            storage.collectors[storage.nextCollectorID] = Collector(buffer: storage.replayCache)
            return storage.nextCollectorID
        }
        return FlowIterator(Iterator(subscription: Subscription(flow: self, id: id)))
    }

    /// The collector side; dropping it unsubscribes.
    struct Iterator: AsyncIteratorProtocol {
        let subscription: Subscription

        /// The next emitted value; throws `CancellationError` when the task is cancelled; never `nil`.
        mutating func next() async throws -> T? {
            try await subscription.next()
        }
    }

    /// One collector's registration; removes itself from the flow when released.
    ///
    /// `@unchecked Sendable`: immutable; the buffer it reads lives in the flow's ``LockedState``.
    final class Subscription: @unchecked Sendable {
        private let flow: MutableSharedFlow<T>
        private let id: UInt64

        init(flow: MutableSharedFlow<T>, id: UInt64) {
            self.flow = flow
            self.id = id
        }

        deinit {
            let waiter = flow.storage.withLock { $0.collectors.removeValue(forKey: id)?.waiter }
            waiter?.resume(throwing: CancellationError())
        }

        func next() async throws -> T? {
            while true {
                try Task.checkCancellation()
                let item: UncheckedSendable<T>? = flow.storage.withLock { storage in
                    guard let first = storage.collectors[id]?.buffer.first else { return nil }
                    storage.collectors[id]?.buffer.removeFirst()
                    return UncheckedSendable(first)
                }
                if let item {
                    return item.value
                }
                try await waitForItem()
            }
        }

        private func waitForItem() async throws {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                    let resumeNow = flow.storage.withLock { storage -> Bool in
                        guard let collector = storage.collectors[id], collector.buffer.isEmpty, !Task.isCancelled
                        else { return true }
                        storage.collectors[id]?.waiter = continuation
                        return false
                    }
                    if resumeNow {
                        continuation.resume()
                    }
                }
            } onCancel: {
                let waiter = flow.storage.withLock { storage -> CheckedContinuation<Void, Error>? in
                    let waiter = storage.collectors[id]?.waiter
                    storage.collectors[id]?.waiter = nil
                    return waiter
                }
                waiter?.resume(throwing: CancellationError())
            }
        }
    }
}
