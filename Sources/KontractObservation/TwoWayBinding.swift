// A field bound both ways to a Kotlin state property, without echo, owned by a ViewModelObserver.
import Foundation
import KontractSupport

/// One two-way binding made by ``ViewModelObserver/bind(_:_:apply:send:)``: the UI reports each change of
/// the field with ``userEdited(_:)``; Kotlin values arrive through the observer's subscription.
///
/// `@unchecked Sendable`: the suppressor state and the waiters live in a ``LockedState``; `send` is
/// called outside the lock, on the caller's thread.
public final class TwoWayBinding<Value: Equatable>: @unchecked Sendable {
    private struct State {
        var suppressor = EchoSuppressor<Value>()
        var sentCount = 0
        var writtenCount = 0
        var settledWaiters: [CheckedContinuation<Void, Never>] = []
        /// The last projected Kotlin value: distinct states can project to the same field value
        /// (`buscando` changing, `consulta` not); only a change of the projection reaches the suppressor.
        var lastProjected: Value?
    }

    private let state = LockedState(State())
    private let send: (Value) -> Void

    /// `fieldValue` is what the field shows when the binding starts (nil: unknown, so Kotlin's first value is
    /// written into it).
    init(send: @escaping (Value) -> Void, fieldValue: Value? = nil) {
        self.send = send
        state.withLock { $0.suppressor = EchoSuppressor(fieldValue: fieldValue) }
    }

    /// The field now shows `value` (typed by the user, or written by this binding); sends it to Kotlin
    /// unless it is the binding's own write coming back.
    public func userEdited(_ value: Value) {
        let shouldSend = state.withLock { state -> Bool in
            let shouldSend = state.suppressor.userEdited(value)
            if shouldSend {
                state.sentCount += 1
            }
            return shouldSend
        }
        if shouldSend {
            send(value)
        }
    }

    /// Edits sent to Kotlin so far.
    public var sentCount: Int {
        state.withLock { $0.sentCount }
    }

    /// Kotlin values written into the field so far.
    public var writtenCount: Int {
        state.withLock { $0.writtenCount }
    }

    /// Edits sent that Kotlin's state has not shown yet.
    public var inFlightCount: Int {
        state.withLock { $0.suppressor.inFlight.count }
    }

    /// Waits until every sent edit has been acknowledged by Kotlin's state (returns at once if none is in
    /// flight), or until the binding's subscription ends (teardown).
    public func waitUntilSettled() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let settled = state.withLock { state -> Bool in
                guard state.suppressor.inFlight.isEmpty else {
                    state.settledWaiters.append(continuation)
                    return false
                }
                return true
            }
            if settled {
                continuation.resume()
            }
        }
    }

    /// Kotlin's state shows `value`; returns whether the field must be written with it.
    func kotlinEmitted(_ value: Value) -> Bool {
        let (shouldWrite, waiters) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
            if let last = state.lastProjected, last == value { return (false, []) }
            state.lastProjected = value
            let shouldWrite = state.suppressor.kotlinEmitted(value)
            if shouldWrite {
                state.writtenCount += 1
            }
            guard state.suppressor.inFlight.isEmpty else { return (shouldWrite, []) }
            let waiters = state.settledWaiters
            state.settledWaiters = []
            return (shouldWrite, waiters)
        }
        for waiter in waiters {
            waiter.resume()
        }
        return shouldWrite
    }

    /// Releases anyone waiting for the binding to settle (the subscription has ended).
    func subscriptionEnded() {
        let waiters = state.withLock { state in
            defer { state.settledWaiters = [] }
            return state.settledWaiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }
}
