// SKIE's Kotlin flow classes (`SkieKotlinFlow<T>` …) as Swift sees them: what `SkieKotlinFlow(swiftFlow)` returns and
// a Kotlin function taking a SKIE-converted flow accepts.

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinFlow(_:)` from a `SkieSwiftFlow`.
    public convenience init(_ flow: SkieSwiftFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinFlow(_:)` from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinFlow(_:)` from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinFlow(_:)` from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftFlow`.
    public convenience init(_ flow: SkieSwiftFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftOptionalFlow`.
    public convenience init(_ flow: SkieSwiftOptionalFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftOptionalSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftOptionalStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalFlow(_:)` from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinSharedFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinSharedFlow(_:)` from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinSharedFlow(_:)` from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinSharedFlow(_:)` from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinSharedFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalSharedFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftSharedFlow`.
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftOptionalSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftOptionalStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalSharedFlow(_:)` from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinMutableSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinMutableSharedFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinMutableSharedFlow(_:)` from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalMutableSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalMutableSharedFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinOptionalMutableSharedFlow(_:)` from a `SkieSwiftMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalMutableSharedFlow(_:)` from a `SkieSwiftOptionalMutableSharedFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinStateFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinStateFlow(_:)` from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinStateFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalStateFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinOptionalStateFlow(_:)` from a `SkieSwiftStateFlow`.
    public convenience init(_ flow: SkieSwiftStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalStateFlow(_:)` from a `SkieSwiftOptionalStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) {
        self.init(backing: flow.backing)
    }

    /// SKIE's `SkieKotlinOptionalStateFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalStateFlow(_:)` from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinMutableStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinMutableStateFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinMutableStateFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalMutableStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalMutableStateFlow<T>: @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) {
        self.backing = backing
    }

    /// SKIE's `SkieKotlinOptionalMutableStateFlow(_:)` from a `SkieSwiftMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) {
        self.init(backing: flow.backing.optional)
    }

    /// SKIE's `SkieKotlinOptionalMutableStateFlow(_:)` from a `SkieSwiftOptionalMutableStateFlow`.
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) {
        self.init(backing: flow.backing)
    }
}
