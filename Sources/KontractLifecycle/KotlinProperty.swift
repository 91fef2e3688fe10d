// The settable value of a generated Kotlin property whose value the contract cannot give or that Swift sets.
import Foundation
import KontractSupport

/// The value behind one generated top-level property (a static member named `<property>Storage` beside
/// it). A `var` property reads and writes it; a property the contract gives no `kotlin` getter starts
/// without a value and a test sets ``value``:
///
/// ```swift
/// FooKt.topLevelVarStorage.value = 7
/// ```
///
/// Reading a property that has no value stops with a message naming it and the member to set.
/// `@unchecked Sendable`: the value lives in a ``LockedState``.
@_spi(Testing) public final class KotlinProperty<Value>: @unchecked Sendable {
    /// The Kotlin declaration, for messages: `Foo.kt: var topLevelVar: Int`.
    public let declaration: String
    /// What a test sets: the member that holds this instance (`FooKt.topLevelVarStorage`).
    public let storageName: String
    private let state: LockedState<Value?>

    public init(_ declaration: String, storage storageName: String, initial: Value? = nil) {
        self.declaration = declaration
        self.storageName = storageName
        state = LockedState(initial)
    }

    /// The property's current value; nil until a test or Swift code sets it (or the contract's `kotlin`
    /// initializer gave one).
    public var value: Value? {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }

    /// The value the property reads; without one the process stops naming what to set.
    public func get() -> Value {
        guard let value else {
            fatalError("Kontract: \(declaration) has no value: set \(storageName).value first")
        }
        return value
    }

    /// A read of a generated fake's property (`FakeProfileRepository().name`): the value; unset, the read is
    /// reported to ``KontractRuntimeIssues`` (a test fails) and `fallback` (the type's zero value) is returned, or,
    /// for a type without one, the process stops naming what to set.
    public func read(orElse fallback: (() -> Value)?) -> Value {
        if let value { return value }
        let problem = "Kontract: \(declaration) was read before a value was set: set \(storageName) in the test"
        KontractRuntimeIssues.shared.report(problem: problem)
        guard let fallback else { fatalError(problem) }
        return fallback()
    }

    /// A Swift assignment to the property.
    public func set(_ newValue: Value) {
        value = newValue
    }
}
