// A value guarded by an NSLock (Synchronization.Mutex is not available on iOS 16).
import Foundation

/// Mutable state shared between tasks and threads, reachable only through ``withLock(_:)``.
///
/// `@unchecked Sendable`: `state` is read and written only while `lock` is held, so no two threads
/// touch it at once. Bodies must not block on other locks or suspend (they cannot: they are synchronous).
package final class LockedState<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    package init(_ initialState: State) {
        state = initialState
    }

    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
