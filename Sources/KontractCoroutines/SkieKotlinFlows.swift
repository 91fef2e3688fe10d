// SKIE's Kotlin flow classes (`SkieKotlinFlow<T>` …) as Swift sees them: what `SkieKotlinFlow(swiftFlow)` returns and
// a Kotlin function taking a SKIE-converted flow accepts. Each is a ``SkieFlowClass`` with one initializer a
// conversion SKIE offers: from the Swift flow of the same kind or a subkind, required to optional elements, never
// the other way.

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

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
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinSharedFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalSharedFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinMutableSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinMutableSharedFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalMutableSharedFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalMutableSharedFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftMutableSharedFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableSharedFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinStateFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalStateFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinMutableStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinMutableStateFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T>

    init(backing: SkieFlowBacking<T>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
}

/// The Kotlin class `co.touchlab.skie.runtime.coroutines.flow.SkieKotlinOptionalMutableStateFlow`.
///
/// `@unchecked Sendable`: it only holds its backing's closures over the runtime's locked flows.
public final class SkieKotlinOptionalMutableStateFlow<T>: SkieFlowClass, @unchecked Sendable {
    let backing: SkieFlowBacking<T?>

    init(backing: SkieFlowBacking<T?>) { self.backing = backing }

    public convenience init(_ flow: SkieSwiftMutableStateFlow<T>) { self.init(converting: flow) }
    public convenience init(_ flow: SkieSwiftOptionalMutableStateFlow<T>) { self.init(converting: flow) }
}
