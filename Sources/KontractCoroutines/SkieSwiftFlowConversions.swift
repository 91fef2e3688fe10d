// SKIE's Swift-to-Swift flow conversions: a flow from a flow of the same kind or a subkind (`SkieSwiftFlow(stateFlow)`),
// required to optional elements (`SkieSwiftOptionalFlow(requiredFlow)`), never the other way.

extension SkieSwiftFlow {
    /// SKIE's conversion from a `SkieSwiftFlow`.
    public convenience init(_ flow: SkieSwiftFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalFlow {
    /// SKIE's conversion from a `SkieSwiftFlow`.
    public convenience init(_ flow: SkieSwiftFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalFlow`.
    public convenience init(_ flow: SkieSwiftOptionalFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftSharedFlow {
    /// SKIE's conversion from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalSharedFlow {
    /// SKIE's conversion from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftMutableSharedFlow {
    /// SKIE's conversion from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalMutableSharedFlow {
    /// SKIE's conversion from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftStateFlow {
    /// SKIE's conversion from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalStateFlow {
    /// SKIE's conversion from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftMutableStateFlow {
    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalMutableStateFlow {
    /// SKIE's conversion from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}
