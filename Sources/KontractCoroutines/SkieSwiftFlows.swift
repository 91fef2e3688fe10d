// SKIE's Swift flows of non-optional elements (SkieSwiftFlow … SkieSwiftMutableStateFlow) over the runtime's flows.
import KontractKotlin

// `@unchecked Sendable`: a SKIE flow only holds its backing's closures over the runtime's locked flows.

/// SKIE's `SkieSwiftFlow<T>`: a Kotlin `Flow<T>`.
public final class SkieSwiftFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T

    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow`.
    public convenience init(internal flow: MutableSharedFlow<T>) { self.init(shared: flow) }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow` whose values it shows converted.
    public convenience init<Source>(
        internal flow: MutableSharedFlow<Source>, map: @escaping (Source) -> T, unmap: @escaping (T) -> Source
    ) {
        self.init(backing: .shared(flow, map: map, unmap: unmap))
    }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftSharedFlow<T>`: a Kotlin `SharedFlow<T>`: adds `replayCache`.
public final class SkieSwiftSharedFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T

    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow`.
    public convenience init(internal flow: MutableSharedFlow<T>) { self.init(shared: flow) }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow` whose values it shows converted.
    public convenience init<Source>(
        internal flow: MutableSharedFlow<Source>, map: @escaping (Source) -> T, unmap: @escaping (T) -> Source
    ) {
        self.init(backing: .shared(flow, map: map, unmap: unmap))
    }

    /// Kotlin `replayCache`.
    public var replayCache: [T] { backing.replayCache() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftMutableSharedFlow<T>`: a Kotlin `MutableSharedFlow<T>`: adds `emit`, `tryEmit`, `resetReplayCache`, `subscriptionCount`.
public final class SkieSwiftMutableSharedFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T

    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow`.
    public convenience init(internal flow: MutableSharedFlow<T>) { self.init(shared: flow) }

    /// Kontract: SKIE's view of a runtime `MutableSharedFlow` whose values it shows converted.
    public convenience init<Source>(
        internal flow: MutableSharedFlow<Source>, map: @escaping (Source) -> T, unmap: @escaping (T) -> Source
    ) {
        self.init(backing: .shared(flow, map: map, unmap: unmap))
    }

    /// Kotlin `replayCache`.
    public var replayCache: [T] { backing.replayCache() }

    /// Kotlin `subscriptionCount` (here the count when read).
    public var subscriptionCount: SkieSwiftStateFlow<KotlinInt> { backing.subscriptionCountFlow }

    /// Kotlin `emit`; never suspends here (the runtime's buffers are unbounded).
    public func emit(value: T) async throws { _ = backing.tryEmit(value) }

    /// Kotlin `tryEmit`.
    public func tryEmit(value: T) -> Bool { backing.tryEmit(value) }

    /// Kotlin `resetReplayCache`.
    public func resetReplayCache() { backing.resetReplayCache() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftStateFlow<T>`: a Kotlin `StateFlow<T>`: adds `value`.
public final class SkieSwiftStateFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T

    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `StateFlow` (what generated members return).
    public convenience init(internal flow: StateFlow<T>) { self.init(state: flow) }

    /// Kontract: SKIE's view of a runtime `StateFlow` whose values it shows converted (`Int32` → `KotlinInt`).
    public convenience init<Source>(internal flow: StateFlow<Source>, map: @escaping (Source) -> T) {
        self.init(backing: .state(flow, map: map))
    }

    /// Kotlin `replayCache`.
    public var replayCache: [T] { backing.replayCache() }

    /// Kotlin `value`.
    public var value: T { backing.value() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T> { backing.makeIterator() }
}

/// SKIE's `SkieSwiftMutableStateFlow<T>`: a Kotlin `MutableStateFlow<T>`: settable `value`, `compareAndSet`, and MutableSharedFlow's members.
public final class SkieSwiftMutableStateFlow<T>: SkieSwiftFlowProtocol, SkieFlowClass, @unchecked Sendable {
    public typealias Element = T

    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    /// Kontract: SKIE's view of a runtime `MutableStateFlow` (what generated members return).
    public convenience init(internal flow: MutableStateFlow<T>) { self.init(mutableState: flow) }

    /// Kontract: SKIE's view of a runtime `MutableStateFlow` whose values it shows converted (`Int32` ↔ `KotlinInt`).
    public convenience init<Source>(
        internal flow: MutableStateFlow<Source>, map: @escaping (Source) -> T, unmap: @escaping (T) -> Source
    ) {
        self.init(backing: .state(flow, map: map, unmap: unmap))
    }

    /// Kotlin `replayCache`.
    public var replayCache: [T] { backing.replayCache() }

    /// Kotlin `value`; setting it calls Kotlin `setValue`.
    public var value: T {
        get { backing.value() }
        set { backing.setValue(newValue) }
    }

    /// Kotlin `compareAndSet`.
    public func compareAndSet(expect: T, update: T) -> Bool { backing.compareAndSet(expect, update) }

    /// Kotlin `subscriptionCount` (here the count when read).
    public var subscriptionCount: SkieSwiftStateFlow<KotlinInt> { backing.subscriptionCountFlow }

    /// Kotlin `emit`; never suspends here (the runtime's buffers are unbounded).
    public func emit(value: T) async throws { _ = backing.tryEmit(value) }

    /// Kotlin `tryEmit`.
    public func tryEmit(value: T) -> Bool { backing.tryEmit(value) }

    /// Kotlin `resetReplayCache`.
    public func resetReplayCache() { backing.resetReplayCache() }

    public func makeAsyncIterator() -> SkieSwiftFlowIterator<T> { backing.makeIterator() }
}
