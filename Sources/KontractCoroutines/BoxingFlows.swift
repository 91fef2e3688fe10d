// The runtime flows behind the header's untyped flow protocols: typed inside, each element boxed on its way out.
import Foundation
import KontractKotlin

/// A runtime ``StateFlow`` as the plain ObjC export shows it (``Kotlinx_coroutines_coreStateFlow``, an app's
/// `Kotlinx_coroutines_coreStateFlow`): `value` is `Any?`, a primitive boxed (`KotlinInt`), and a collector
/// receives the boxes. The typed flow stays reachable for generated code and tests (``state``; KMP-NativeCoroutines'
/// `nativeFlow` and ``FlowValues`` iterate it through the typed ``Flow`` conformance).
///
/// `@unchecked Sendable`: the typed flow locks its own state.
@_spi(KontractGenerated) @_spi(Testing)
public class BoxingStateFlow<T>: Kotlinx_coroutines_coreStateFlow, RuntimeFlow, @unchecked Sendable {
    public typealias Element = T

    /// The typed flow whose values this one boxes.
    public let state: StateFlow<T>
    /// True when the elements are Kotlin `Char`s (`unichar`): boxed as Kotlin/Native boxes a `Char`, not as
    /// `KotlinUShort` (``FlowElementBoxing/box(_:char:)``).
    public let charElements: Bool

    /// `state` seen through the header's protocols (a read-only view, as Kotlin's `asStateFlow()`).
    public init(_ state: StateFlow<T>, charElements: Bool = false) {
        self.state = state
        self.charElements = charElements
    }

    public var value: Any? { FlowElementBoxing.box(state.value, char: charElements) }

    public var replayCache: [Any] { [FlowElementBoxing.boxInArray(state.value, char: charElements)] }

    /// Test face: the current value, unboxed.
    public var typedValue: T { state.value }

    func makeFlowIterator() -> FlowIterator<T> { state.makeFlowIterator() }

    public func collect(collector: any FlowCollector) async throws {
        try await collectBoxed(collector, char: charElements)
    }
}

/// A runtime ``MutableStateFlow`` as the plain ObjC export shows it (``Kotlinx_coroutines_coreMutableStateFlow``): `setValue(_:)`,
/// `compareAndSet(expect:update:)`, `tryEmit(value:)` and `emit(value:)` take `Any?` and unbox it (`KotlinInt` →
/// `Int32`); the test face also has the typed forms (`setValue(4)`), preferred to the `Any?` ones (which a literal
/// would otherwise reach as a Swift `Int`).
@_spi(KontractGenerated) @_spi(Testing)
public final class BoxingMutableStateFlow<T>: BoxingStateFlow<T>, Kotlinx_coroutines_coreMutableStateFlow,
    @unchecked Sendable
{
    /// The typed flow this one boxes.
    public let mutableState: MutableStateFlow<T>

    /// `flow` seen through the header's protocols.
    public init(_ flow: MutableStateFlow<T>, charElements: Bool = false) {
        mutableState = flow
        super.init(flow, charElements: charElements)
    }

    /// A flow holding `value`, comparing values with `isEqual` (Kotlin's `equals`).
    public convenience init(_ value: T, isEqual: @escaping (T, T) -> Bool) {
        self.init(MutableStateFlow(value, isEqual: isEqual))
    }

    public var subscriptionCount: any Kotlinx_coroutines_coreStateFlow { subscriptionCountFlow(state.collectorCount) }

    @_disfavoredOverload
    public func setValue(_ value: Any?) {
        mutableState.setValue(FlowElementBoxing.unboxOrStop(value, as: T.self, char: charElements, in: "setValue(_:)"))
    }

    public func compareAndSet(expect: Any?, update: Any?) -> Bool {
        // Kotlin compares `expect` with `equals`: a value of another type is never equal.
        guard let expected = FlowElementBoxing.unbox(expect, as: T.self, char: charElements) else { return false }
        let update = FlowElementBoxing.unboxOrStop(
            update, as: T.self, char: charElements, in: "compareAndSet(expect:update:)")
        return mutableState.compareAndSet(expect: expected, update: update)
    }

    @_disfavoredOverload
    public func tryEmit(value: Any?) -> Bool {
        mutableState.tryEmit(
            value: FlowElementBoxing.unboxOrStop(value, as: T.self, char: charElements, in: "tryEmit(value:)"))
    }

    @_disfavoredOverload
    public func emit(value: Any?) async throws {
        await mutableState.emit(
            value: FlowElementBoxing.unboxOrStop(value, as: T.self, char: charElements, in: "emit(value:)"))
    }

    /// Kotlin's `MutableStateFlow.resetReplayCache()` throws `UnsupportedOperationException`.
    public func resetReplayCache() {
        preconditionFailure("MutableStateFlow.resetReplayCache is not supported")
    }

    /// Test face: sets a typed value (`setValue(4)` for a `StateFlow<Int>`).
    public func setValue(_ value: T) { mutableState.setValue(value) }

    /// Test face: Kotlin `tryEmit` of a typed value.
    @discardableResult
    public func tryEmit(value: T) -> Bool { mutableState.tryEmit(value: value) }

    /// Test face: Kotlin `emit` of a typed value.
    public func emit(value: T) async { await mutableState.emit(value: value) }
}

extension BoxingMutableStateFlow where T: Equatable {
    /// A flow holding `value`, comparing values with `==` (Kotlin `MutableStateFlow(value)`).
    public convenience init(_ value: T) {
        self.init(value, isEqual: { $0 == $1 })
    }
}

/// A runtime ``MutableSharedFlow`` as the plain ObjC export shows it (``Kotlinx_coroutines_coreMutableSharedFlow``): its replay cache
/// and what a collector receives are boxed, `tryEmit(value:)` and `emit(value:)` unbox.
///
/// `@unchecked Sendable`: the typed flow locks its own state.
@_spi(KontractGenerated) @_spi(Testing)
public final class BoxingMutableSharedFlow<T>: Kotlinx_coroutines_coreMutableSharedFlow, RuntimeFlow,
    @unchecked Sendable
{
    public typealias Element = T

    /// The typed flow whose values this one boxes.
    public let shared: MutableSharedFlow<T>
    /// True when the elements are Kotlin `Char`s (``BoxingStateFlow/charElements``).
    public let charElements: Bool

    /// `flow` seen through the header's protocols.
    public init(_ flow: MutableSharedFlow<T>, charElements: Bool = false) {
        shared = flow
        self.charElements = charElements
    }

    /// A flow replaying the last `replay` values (Kotlin `MutableSharedFlow(replay)`).
    public convenience init(replay: Int = 0, extraBufferCapacity: Int = 0) {
        self.init(MutableSharedFlow(replay: replay, extraBufferCapacity: extraBufferCapacity))
    }

    public var replayCache: [Any] { shared.replayCache.map { FlowElementBoxing.boxInArray($0, char: charElements) } }

    public var subscriptionCount: any Kotlinx_coroutines_coreStateFlow { subscriptionCountFlow(shared.collectorCount) }

    @_disfavoredOverload
    public func tryEmit(value: Any?) -> Bool {
        shared.tryEmit(
            value: FlowElementBoxing.unboxOrStop(value, as: T.self, char: charElements, in: "tryEmit(value:)"))
    }

    @_disfavoredOverload
    public func emit(value: Any?) async throws {
        await shared.emit(
            value: FlowElementBoxing.unboxOrStop(value, as: T.self, char: charElements, in: "emit(value:)"))
    }

    public func resetReplayCache() { shared.resetReplayCache() }

    /// Test face: Kotlin `tryEmit` of a typed value.
    @discardableResult
    public func tryEmit(value: T) -> Bool { shared.tryEmit(value: value) }

    /// Test face: Kotlin `emit` of a typed value.
    public func emit(value: T) async { await shared.emit(value: value) }

    func makeFlowIterator() -> FlowIterator<T> { shared.makeFlowIterator() }

    public func collect(collector: any FlowCollector) async throws {
        try await collectBoxed(collector, char: charElements)
    }
}

/// Any typed ``Flow`` (a test's own `any Flow<Int32>`) as the plain ObjC export shows it (``Kotlinx_coroutines_coreFlow``): a collector
/// receives each value boxed.
@_spi(KontractGenerated) @_spi(Testing)
public final class BoxingFlow<T>: Kotlinx_coroutines_coreFlow, @unchecked Sendable {
    /// The typed flow whose values this one boxes.
    public let flow: any Flow<T>

    public init(_ flow: any Flow<T>) {
        self.flow = flow
    }

    public func collect(collector: any FlowCollector) async throws {
        for try await value in FlowValues(flow) {
            try await collector.emit(value: FlowElementBoxing.box(value))
        }
    }
}

extension BoxingStateFlow: BoxingRuntimeFlow {}

extension BoxingMutableSharedFlow: BoxingRuntimeFlow {}

extension RuntimeFlow {
    /// Collects through the flow's own iterator, handing `collector` each value boxed (a `Char` with `char`), until
    /// the task is cancelled.
    func collectBoxed(_ collector: any FlowCollector, char: Bool) async throws {
        let iterator = makeFlowIterator()
        while let value = try await iterator.next() {
            try await collector.emit(value: FlowElementBoxing.box(value, char: char))
        }
    }
}

/// `subscriptionCount` as the header types it, a state flow of `KotlinInt`: here the count when read (it does not
/// follow later subscriptions).
private func subscriptionCountFlow(_ count: Int) -> any Kotlinx_coroutines_coreStateFlow {
    BoxingStateFlow(MutableStateFlow(Int32(truncatingIfNeeded: count), isEqual: { $0 == $1 }))
}
