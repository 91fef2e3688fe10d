// kotlinx.coroutines under the names a framework that `export(...)`s the library gives it, untyped as in its header.

import KontractCoroutines

@_exported import class KontractCoroutines.CoroutineScope
@_exported import protocol KontractCoroutines.FlowCollector

// The Kotlin/Native ObjC exporter names the types of an exported library as the framework's own (no module prefix):
// `__attribute__((swift_name("StateFlow"))) @protocol SharedStateFlow <SharedSharedFlow>` with `@property (readonly)
// id _Nullable value`, the same members as the prefixed `Kotlinx_coroutines_coreStateFlow` of a framework that does
// not export it (ObjC protocols have no type parameters). Generated bridge code re-exports this module instead of
// KontractCoroutines when the framework exports kotlinx.coroutines, so an app sees the header's untyped protocols
// under these names and never the runtime's typed flows (`StateFlow<T>`), which these names shadow in generated code
// (it spells the typed ones `KontractCoroutines.StateFlow<T>`). Swift style has no framework: it re-exports
// KontractCoroutines, typed (docs/testing.md).

/// `@protocol StateFlow <SharedFlow>`: `value` is `Any?`, a primitive boxed (`KotlinInt`).
public typealias StateFlow = KontractCoroutines.Kotlinx_coroutines_coreStateFlow
/// `@protocol MutableStateFlow <StateFlow, MutableSharedFlow>`: `setValue(_:)`, `compareAndSet(expect:update:)`.
public typealias MutableStateFlow = KontractCoroutines.Kotlinx_coroutines_coreMutableStateFlow
/// `@protocol SharedFlow <Flow>`: `replayCache`.
public typealias SharedFlow = KontractCoroutines.Kotlinx_coroutines_coreSharedFlow
/// `@protocol MutableSharedFlow <SharedFlow, FlowCollector>`: `tryEmit(value:)`, `resetReplayCache()`,
/// `subscriptionCount`.
public typealias MutableSharedFlow = KontractCoroutines.Kotlinx_coroutines_coreMutableSharedFlow
/// `@protocol Flow`: `collect(collector:completionHandler:)` and its `async` form.
public typealias Flow = KontractCoroutines.Kotlinx_coroutines_coreFlow
/// `@protocol Job <CoroutineContextElement>`: `isActive`, `isCancelled`, `isCompleted`, `join()`.
public typealias Job = KontractCoroutines.Kotlinx_coroutines_coreJob
