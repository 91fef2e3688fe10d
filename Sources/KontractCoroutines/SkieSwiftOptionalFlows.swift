// SKIE's Swift flows of optional elements (SkieSwiftOptionalFlow … SkieSwiftOptionalMutableStateFlow).
import KontractKotlin

// `@unchecked Sendable`: a SKIE flow only holds its backing's closures over the runtime's locked flows.

/// SKIE's `SkieSwiftOptionalFlow<T>`: a Kotlin `Flow<T?>`.
public final class SkieSwiftOptionalFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T?

    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow`.
    public convenience init(internal flow: MutableSharedFlow<T?>) { self.init(shared: flow) }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T?> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftOptionalSharedFlow<T>`: a Kotlin `SharedFlow<T?>`: adds `replayCache`.
public final class SkieSwiftOptionalSharedFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T?

    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow`.
    public convenience init(internal flow: MutableSharedFlow<T?>) { self.init(shared: flow) }

    /// Kotlin `replayCache`.
    public var replayCache: [T?] { backing.replayCache() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T?> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftOptionalMutableSharedFlow<T>`: a Kotlin `MutableSharedFlow<T?>`: adds `emit`, `tryEmit`, `resetReplayCache`, `subscriptionCount`.
public final class SkieSwiftOptionalMutableSharedFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T?

    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow`.
    public convenience init(internal flow: MutableSharedFlow<T?>) { self.init(shared: flow) }

    /// Kotlin `replayCache`.
    public var replayCache: [T?] { backing.replayCache() }

    /// Kotlin `subscriptionCount` (here the count when read).
    public var subscriptionCount: SkieSwiftStateFlow<KotlinInt> { backing.subscriptionCountFlow }

    /// Kotlin `emit`; never suspends here (the runtime's buffers are unbounded).
    public func emit(value: T?) async throws { _ = backing.tryEmit(value) }

    /// Kotlin `tryEmit`.
    public func tryEmit(value: T?) -> Bool { backing.tryEmit(value) }

    /// Kotlin `resetReplayCache`.
    public func resetReplayCache() { backing.resetReplayCache() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T?> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftOptionalStateFlow<T>`: a Kotlin `StateFlow<T?>`: adds `value`.
public final class SkieSwiftOptionalStateFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T?

    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `StateFlow` (what generated members return).
    public convenience init(internal flow: StateFlow<T?>) { self.init(state: flow) }

    /// Kotlin `replayCache`.
    public var replayCache: [T?] { backing.replayCache() }

    /// Kotlin `value`.
    public var value: T? { backing.value() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T?> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftOptionalMutableStateFlow<T>`: a Kotlin `MutableStateFlow<T?>`: settable `value`, `compareAndSet`, and MutableSharedFlow's members.
public final class SkieSwiftOptionalMutableStateFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T?

    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableStateFlow` (what generated members return).
    public convenience init(internal flow: MutableStateFlow<T?>) { self.init(mutableState: flow) }

    /// Kotlin `replayCache`.
    public var replayCache: [T?] { backing.replayCache() }

    /// Kotlin `value`; setting it calls Kotlin `setValue`.
    public var value: T? {
        get { backing.value() }
        set { backing.setValue(newValue) }
    }

    /// Kotlin `compareAndSet`.
    public func compareAndSet(expect: T?, update: T?) -> Bool { backing.compareAndSet(expect, update) }

    /// Kotlin `subscriptionCount` (here the count when read).
    public var subscriptionCount: SkieSwiftStateFlow<KotlinInt> { backing.subscriptionCountFlow }

    /// Kotlin `emit`; never suspends here (the runtime's buffers are unbounded).
    public func emit(value: T?) async throws { _ = backing.tryEmit(value) }

    /// Kotlin `tryEmit`.
    public func tryEmit(value: T?) -> Bool { backing.tryEmit(value) }

    /// Kotlin `resetReplayCache`.
    public func resetReplayCache() { backing.resetReplayCache() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T?> { backing.makeIterator() }
}
