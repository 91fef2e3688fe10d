// A NativeFlow of boxed items: KMP-NativeCoroutines' `NativeFlow` is a Kotlin function type, so the export boxes a
// primitive element (`Flow<Int>` → `NativeFlow<KotlinInt, Error, KotlinUnit>`).
import KMPNativeCoroutinesCore
import KontractKotlin

/// `flow` as a bridge's `@NativeCoroutines` member gives it to Swift when its element is a Kotlin primitive: each
/// item boxed by `box` (`{ KotlinInt(value: $0) }`), as the framework's `NativeFlow<KotlinInt, Error, KotlinUnit>`
/// hands app code `value.int32Value`; otherwise as ``nativeFlow(_:unit:scope:)``. An existential flow
/// (`any Flow<Int32>`) is opened here, where `map` cannot reach it.
@_spi(KontractGenerated) public func nativeFlow<Source: AsyncSequence & Sendable, Boxed>(
    _ flow: Source,
    boxing box: @escaping @Sendable (Source.Element) -> Boxed,
    scope: CoroutineScope = CoroutineScope()
) -> NativeFlow<Boxed, Error, KotlinUnit> {
    nativeFlow(BoxingSequence(base: flow, box: box), unit: KotlinUnit.shared, scope: scope)
}

/// ``nativeFlow(_:boxing:scope:)`` of a Kotlin flow, collected through its ``FlowValues``.
@_spi(KontractGenerated) public func nativeFlow<Source: Flow, Boxed>(
    _ flow: Source,
    boxing box: @escaping @Sendable (Source.Element) -> Boxed,
    scope: CoroutineScope = CoroutineScope()
) -> NativeFlow<Boxed, Error, KotlinUnit> {
    nativeFlow(FlowValues(flow), boxing: box, scope: scope)
}

/// `base` with each element boxed. Sendable as `base` is: `box` is `@Sendable` and the boxes are immutable.
private struct BoxingSequence<Base: AsyncSequence & Sendable, Element>: AsyncSequence, @unchecked Sendable {
    let base: Base
    let box: @Sendable (Base.Element) -> Element

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let box: @Sendable (Base.Element) -> Element

        mutating func next() async throws -> Element? {
            guard let item = try await base.next() else { return nil }
            return box(item)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator(), box: box) }
}

/// ``nativeFlow(_:boxing:scope:)`` of the header's untyped flow (what a function hook returns under plain ObjC
/// interop): each value is unboxed to `box`'s parameter type (`KotlinInt` → `Int32`), then boxed by it.
@_spi(KontractGenerated) public func nativeFlow<Element, Boxed>(
    _ flow: any Kotlinx_coroutines_coreFlow,
    boxing box: @escaping @Sendable (Element) -> Boxed,
    scope: CoroutineScope = CoroutineScope()
) -> NativeFlow<Boxed, Error, KotlinUnit> {
    nativeFlow(
        ObjCFlowValues(flow, convert: { FlowElementBoxing.unbox($0, as: Element.self) }), boxing: box, scope: scope)
}

extension Kotlinx_coroutines_coreFlow {
    /// The header's untyped flow as a bridge's `@NativeCoroutines` member gives it to Swift: each value unboxed to
    /// `Element` (the `NativeFlow`'s, from the member's type), for `asyncSequence(for:)`.
    @_spi(KontractGenerated) @_spi(Testing) @_disfavoredOverload
    public func asNativeFlow<Element>(scope: CoroutineScope = CoroutineScope()) -> NativeFlow<
        Element, Error, KotlinUnit
    > {
        nativeFlow(
            ObjCFlowValues(self, convert: { FlowElementBoxing.unbox($0, as: Element.self) }), unit: KotlinUnit.shared,
            scope: scope)
    }
}
