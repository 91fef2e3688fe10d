// The one implementation behind every SKIE flow class, Kotlin or Swift: a backing, and SKIE's conversion rule.

/// A SKIE flow class (`SkieKotlinFlow` … `SkieSwiftOptionalMutableStateFlow`): it holds only its
/// ``SkieFlowBacking``; its public members and conversions forward here.
protocol SkieFlowClass<Element>: AnyObject {
    associatedtype Element

    var backing: SkieFlowBacking<Element> { get }

    init(backing: SkieFlowBacking<Element>)
}

extension SkieFlowClass {
    /// SKIE's conversion between its flow classes of the same elements: the same flow, seen as another class
    /// (of the same kind or a superkind; the public initializers list which).
    init(converting source: some SkieFlowClass<Element>) {
        self.init(backing: source.backing)
    }

    /// SKIE's conversion from required to optional elements (never the other way): the same flow, widened.
    init<Required>(converting source: some SkieFlowClass<Required>) where Element == Required? {
        self.init(backing: source.backing.optional)
    }
}

extension SkieFlowClass {
    /// SKIE's view of a runtime `MutableSharedFlow` as it is.
    init(shared flow: MutableSharedFlow<Element>) {
        self.init(backing: .shared(flow, map: { $0 }, unmap: { $0 }))
    }

    /// SKIE's view of a runtime `StateFlow` as it is (read-only).
    init(state flow: StateFlow<Element>) {
        self.init(backing: .state(flow, map: { $0 }))
    }

    /// SKIE's view of a runtime `MutableStateFlow` as it is (settable).
    init(mutableState flow: MutableStateFlow<Element>) {
        self.init(backing: .state(flow, map: { $0 }, unmap: { $0 }))
    }
}
