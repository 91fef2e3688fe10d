// Kotlin StateFlow / MutableStateFlow: always a value, conflated, distinct by ==, never completes.
import Foundation
import KontractSupport

/// A read-only state holder (Kotlin `StateFlow<T>`), collected with a ``FlowCollector`` (an `AsyncSequence` only on
/// the test face: KontractTesting's `values`).
///
/// - It always has a ``value``.
/// - A new collector first receives the current value.
/// - It is conflated: a slow collector sees only the latest value, never a queue of old ones.
/// - It is distinct by `==`: a collector never receives a value equal to the one it received last,
///   and assigning a value equal to the current one emits nothing.
/// - Collection never completes; it ends only by cancellation (`CancellationError`).
///
/// `@unchecked Sendable`: the value and the waiting collectors live in a ``LockedState``; values are
/// shared between tasks the way Kotlin shares them between threads (state objects are immutable).
public class StateFlow<T> {
    public typealias Element = T

    struct Storage {
        var value: T
        /// Grows by one on every change that is not `==` to the previous value.
        var version: UInt64 = 0
        var waiters: [UInt64: CheckedContinuation<Void, Error>] = [:]
        var nextWaiterID: UInt64 = 0
        var collectorCount = 0
    }

    let storage: LockedState<Storage>
    let isEqual: (T, T) -> Bool
    /// The boxing views of this flow while something holds them (``BoxingStateFlow/of(_:)``).
    let boxingViews = BoxingViews()

    init(storage: LockedState<Storage>, isEqual: @escaping (T, T) -> Bool) {
        self.storage = storage
        self.isEqual = isEqual
    }

    /// The current value (Kotlin `value`).
    public var value: T {
        storage.withLock { $0.value }
    }

    /// `[value]`, as for every StateFlow (Kotlin `replayCache`).
    public var replayCache: [T] {
        [value]
    }

    /// Collectors currently iterating (Kotlin exposes this as `subscriptionCount` on the mutable flow).
    @_spi(Testing)
    public var collectorCount: Int {
        storage.withLock { $0.collectorCount }
    }

    func makeFlowIterator() -> FlowIterator<T> {
        FlowIterator(Iterator(flow: self))
    }

    /// The collector side: remembers what it delivered last and waits for a newer, different value.
    struct Iterator: AsyncIteratorProtocol {
        private let flow: StateFlow<T>
        private var delivered: (version: UInt64, value: T)?
        private let registration: CollectorRegistration

        init(flow: StateFlow<T>) {
            self.flow = flow
            self.registration = CollectorRegistration(storage: flow.storage)
        }

        /// The next distinct value; throws `CancellationError` when the task is cancelled; never `nil`.
        mutating func next() async throws -> T? {
            while true {
                try Task.checkCancellation()
                let current = flow.storage.withLock { ($0.version, $0.value) }
                if let delivered {
                    if current.0 != delivered.version {
                        self.delivered = current
                        if !flow.isEqual(delivered.value, current.1) {
                            return current.1
                        }
                        continue
                    }
                } else {
                    self.delivered = current
                    return current.1
                }
                try await flow.waitForChange(after: current.0)
            }
        }
    }

    /// Suspends until the version moves past `version` or the task is cancelled.
    func waitForChange(after version: UInt64) async throws {
        let waiterID = storage.withLock { storage -> UInt64 in
            storage.nextWaiterID += 1
            return storage.nextWaiterID
        }
        let storage = self.storage
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                let resumeNow = storage.withLock { storage -> Bool in
                    if storage.version != version || Task.isCancelled {
                        return true
                    }
                    storage.waiters[waiterID] = continuation
                    return false
                }
                if resumeNow {
                    continuation.resume()
                }
            }
        } onCancel: {
            let waiter = storage.withLock { $0.waiters.removeValue(forKey: waiterID) }
            waiter?.resume(throwing: CancellationError())
        }
    }
}

/// Counts a collector from the iterator's creation until it is dropped.
///
/// `@unchecked Sendable`: immutable; the count it touches lives in a ``LockedState``.
final class CollectorRegistration: @unchecked Sendable {
    private let decrement: @Sendable () -> Void

    init<T>(storage: LockedState<StateFlow<T>.Storage>) {
        storage.withLock { $0.collectorCount += 1 }
        let box = UncheckedSendable(storage)
        decrement = { box.value.withLock { $0.collectorCount -= 1 } }
    }

    deinit {
        decrement()
    }
}

/// A settable ``StateFlow`` (Kotlin `MutableStateFlow<T>`).
public final class MutableStateFlow<T>: StateFlow<T> {
    /// A flow holding `value`, comparing values with `isEqual` (Kotlin's `equals`).
    @_spi(KontractGenerated) @_spi(Testing)
    public init(_ value: T, isEqual: @escaping (T, T) -> Bool) {
        super.init(storage: LockedState(Storage(value: value)), isEqual: isEqual)
    }

    /// Sets the current value (Kotlin's `value = newValue`; `value` itself stays read-only, as in the exporter's
    /// `Kotlinx_coroutines_coreMutableStateFlow`, which declares `- setValue:` swift_name("setValue(_:)")). Setting a
    /// value `==` to the current one keeps the current instance and emits nothing.
    public func setValue(_ newValue: T) {
        _ = update(expecting: nil, to: newValue)
    }

    /// Sets `update` if the current value is `==` to `expect`; returns whether it did. When both equal
    /// the current value it returns true but changes nothing (Kotlin `compareAndSet`).
    public func compareAndSet(expect: T, update: T) -> Bool {
        self.update(expecting: expect, to: update)
    }

    /// Sets the value; never suspends (Kotlin `emit`).
    public func emit(value: T) async {
        setValue(value)
    }

    /// Sets the value; always succeeds (Kotlin `tryEmit`).
    @discardableResult
    public func tryEmit(value: T) -> Bool {
        setValue(value)
        return true
    }

    /// Atomically replaces the value with `transform(value)` (Kotlin `MutableStateFlow.update { }`).
    @_spi(Testing)
    public func update(_ transform: (T) -> T) {
        while true {
            let current = value
            if compareAndSet(expect: current, update: transform(current)) {
                return
            }
        }
    }

    /// A read-only view of this flow (Kotlin `asStateFlow()`).
    @_spi(Testing)
    public func asStateFlow() -> StateFlow<T> {
        StateFlow(storage: storage, isEqual: isEqual)
    }

    private func update(expecting expect: T?, to newValue: T) -> Bool {
        let waiters: [CheckedContinuation<Void, Error>]? = storage.withLock { storage in
            if let expect, !isEqual(storage.value, expect) {
                return nil
            }
            if isEqual(storage.value, newValue) {
                return []
            }
            storage.value = newValue
            storage.version += 1
            let waiters = Array(storage.waiters.values)
            storage.waiters.removeAll()
            return waiters
        }
        guard let waiters else { return false }
        for waiter in waiters {
            waiter.resume()
        }
        return true
    }
}

extension MutableStateFlow where T: Equatable {
    /// A flow holding `value`, comparing values with `==` (Kotlin `MutableStateFlow(value)`).
    @_spi(KontractGenerated) @_spi(Testing)
    public convenience init(_ value: T) {
        self.init(value, isEqual: { $0 == $1 })
    }
}
