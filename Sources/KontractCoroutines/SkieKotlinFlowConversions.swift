// SKIE's Kotlin-to-Swift flow conversions: `SkieSwiftFlow(kotlinFlow)` from SKIE's Kotlin flow classes, of the same kind or a
// subkind, required to optional elements.

extension SkieSwiftFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinFlow`.
    public convenience init(_ flow: SkieKotlinFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinSharedFlow`.
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinStateFlow`.
    public convenience init(_ flow: SkieKotlinStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinFlow`.
    public convenience init(_ flow: SkieKotlinFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalFlow`.
    public convenience init(_ flow: SkieKotlinOptionalFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinSharedFlow`.
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalSharedFlow`.
    public convenience init(_ flow: SkieKotlinOptionalSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinStateFlow`.
    public convenience init(_ flow: SkieKotlinStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftSharedFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinSharedFlow`.
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinStateFlow`.
    public convenience init(_ flow: SkieKotlinStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalSharedFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinSharedFlow`.
    public convenience init(_ flow: SkieKotlinSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalSharedFlow`.
    public convenience init(_ flow: SkieKotlinOptionalSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinStateFlow`.
    public convenience init(_ flow: SkieKotlinStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftMutableSharedFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalMutableSharedFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftStateFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinStateFlow`.
    public convenience init(_ flow: SkieKotlinStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalStateFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinStateFlow`.
    public convenience init(_ flow: SkieKotlinStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftMutableStateFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

extension SkieSwiftOptionalMutableStateFlow {
    /// SKIE's conversion from the Kotlin class `SkieKotlinMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's conversion from the Kotlin class `SkieKotlinOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieKotlinOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}
