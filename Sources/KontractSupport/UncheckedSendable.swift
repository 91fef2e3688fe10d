// A box that carries a non-Sendable value across a task boundary, where Kotlin would share it freely.

/// Carries a value that is not `Sendable` across a task boundary.
///
/// `@unchecked Sendable`: used only for values Kotlin shares freely between threads (immutable state
/// objects, callbacks that Kotlin/Native lets any thread call) and for callbacks whose own state is
/// lock-protected. The box itself is immutable.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
