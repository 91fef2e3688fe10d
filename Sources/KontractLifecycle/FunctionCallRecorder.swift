// What a generated function's implementation object keeps, suspend or not: the test's closure and the calls.
import KontractSupport

/// The settable implementation (`Implementation` is the closure type) and the recorded calls of a
/// ``KotlinFunction`` or ``KotlinSuspendFunction``, behind one lock.
///
/// `@unchecked Sendable`: all of it lives in a ``LockedState``.
final class FunctionCallRecorder<Arguments, Implementation>: @unchecked Sendable {
    private struct State {
        var implementation: Implementation?
        var calls: [Arguments] = []
        var cancelledCalls = 0
    }

    private let state = LockedState(State())

    var implementation: Implementation? {
        get { state.withLock { $0.implementation } }
        set { state.withLock { $0.implementation = newValue } }
    }

    var calls: [Arguments] {
        state.withLock { $0.calls }
    }

    /// The calls cancelled while the implementation ran (a suspend function's).
    var cancelledCalls: Int {
        state.withLock { $0.cancelledCalls }
    }

    func recordCancellation() {
        state.withLock { $0.cancelledCalls += 1 }
    }

    /// Forgets the implementation, the calls and the count of cancellations.
    func reset() {
        state.withLock { $0 = State() }
    }

    /// Records a call with `arguments` and returns the implementation to run it; without one, the missing
    /// implementation of the function `signature` is reported to ``KontractRuntimeIssues`` and thrown.
    func implementation(recording arguments: Arguments, of signature: String) throws(KotlinFunctionFailure)
        -> Implementation
    {
        let implementation = state.withLock { state in
            state.calls.append(arguments)
            return state.implementation
        }
        guard let implementation else {
            let missing = KotlinFunctionFailure.notImplemented(signature)
            KontractRuntimeIssues.shared.report(missing)
            throw missing
        }
        return implementation
    }
}
