// SKIE's conversions to its Swift flows: `SkieSwiftFlow(flow)` from a Swift or Kotlin flow of the same kind or a
// subkind (`SkieSwiftFlow(stateFlow)`), required to optional elements (`SkieSwiftOptionalFlow(requiredFlow)`),
// never the other way. One public initializer a conversion SKIE offers; ``SkieFlowClass`` converts.

extension SkieSwiftFlow {
    public convenience init(_ flow: SkieSwiftFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftOptionalFlow {
    public convenience init(_ flow: SkieSwiftFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftSharedFlow {
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftOptionalSharedFlow {
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftMutableSharedFlow {
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftOptionalMutableSharedFlow {
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftStateFlow {
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftOptionalStateFlow {
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftMutableStateFlow {
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
}

extension SkieSwiftOptionalMutableStateFlow {
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}
