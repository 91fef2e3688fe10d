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
