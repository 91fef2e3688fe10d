// The names SKIE gives Kotlin flows in Swift, over the runtime's flows (generated code with --interop skie).
import Foundation

// SKIE turns a Kotlin `StateFlow<T>` into `SkieSwiftStateFlow<T>` (an `AsyncSequence` with `value`), a
// `MutableStateFlow<T>` into `SkieSwiftMutableStateFlow<T>` (settable `value`), a `SharedFlow<T>` into
// `SkieSwiftSharedFlow<T>` (`replayCache`) and a `Flow<T>` into `SkieSwiftFlow<T>`; nullable elements use
// the `…Optional…` forms. Kontract spells them as its own flows, which have the same members, so Swift
// written against SKIE's names compiles. Left out: SKIE's two-way cancellation bridge and its conversion
// initializers between the Kotlin and Swift flow types.

/// SKIE's `SkieSwiftStateFlow<T>`.
public typealias SkieSwiftStateFlow<T> = StateFlow<T>
/// SKIE's `SkieSwiftOptionalStateFlow<T>` (a `StateFlow<T?>`).
public typealias SkieSwiftOptionalStateFlow<T> = StateFlow<T?>
/// SKIE's `SkieSwiftMutableStateFlow<T>`.
public typealias SkieSwiftMutableStateFlow<T> = MutableStateFlow<T>
/// SKIE's `SkieSwiftOptionalMutableStateFlow<T>` (a `MutableStateFlow<T?>`).
public typealias SkieSwiftOptionalMutableStateFlow<T> = MutableStateFlow<T?>
/// SKIE's `SkieSwiftSharedFlow<T>` (Kontract's only hot flow is `MutableSharedFlow`).
public typealias SkieSwiftSharedFlow<T> = MutableSharedFlow<T>
/// SKIE's `SkieSwiftOptionalSharedFlow<T>`.
public typealias SkieSwiftOptionalSharedFlow<T> = MutableSharedFlow<T?>
/// SKIE's `SkieSwiftFlow<T>` (emulated by the hot `MutableSharedFlow`).
public typealias SkieSwiftFlow<T> = MutableSharedFlow<T>
/// SKIE's `SkieSwiftOptionalFlow<T>`.
public typealias SkieSwiftOptionalFlow<T> = MutableSharedFlow<T?>
