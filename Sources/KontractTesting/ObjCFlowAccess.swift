// The test face of the header's untyped flows: their values unboxed to the type a test names, or as `Any?`.
@_spi(KontractGenerated) import KontractCoroutines

// Under plain ObjC interop a flow position is the header's protocol (`any Kotlinx_coroutines_coreStateFlow`), whose
// values are `Any?` with a primitive boxed, as on iOS. A test reads them typed: `flow.value(as: Int32.self)`,
// `for try await n in flow.values(as: Int32.self)`; or untyped: `for try await x in flow.values`.

extension Kotlinx_coroutines_coreStateFlow {
    /// Test face: the current value as a `T` (`KotlinInt` unboxed to `Int32`); `nil` when it is no `T`.
    public func value<T>(as type: T.Type) -> T? {
        FlowElementBoxing.unbox(value, as: T.self)
    }
}

extension Kotlinx_coroutines_coreFlow {
    /// Test face: the flow's values as an `AsyncSequence` of `Any?`, boxed as a collector receives them.
    @_disfavoredOverload
    public var values: ObjCFlowTestValues<Any?> {
        ObjCFlowTestValues(base: ObjCFlowValues(self, convert: { .some($0) }))
    }

    /// Test face: the flow's values as `T`s (`values(as: Int32.self)` unboxes each `KotlinInt`); iterating throws
    /// when one is no `T`.
    public func values<T>(as type: T.Type) -> ObjCFlowTestValues<T> {
        ObjCFlowTestValues(base: ObjCFlowValues(self, convert: { FlowElementBoxing.unbox($0, as: T.self) }))
    }
}

/// Test face: the values of a header flow (``Kotlinx_coroutines_coreFlow/values``, ``Kotlinx_coroutines_coreFlow/values(as:)``), iterated one at a time;
/// never ends by itself for a state or shared flow (cancel the iterating task).
public struct ObjCFlowTestValues<Element>: AsyncSequence, Sendable {
    let base: ObjCFlowValues<Element>

    /// Starts one collection of the flow.
    public func makeAsyncIterator() -> FlowIterator<Element> { base.makeAsyncIterator() }
}
