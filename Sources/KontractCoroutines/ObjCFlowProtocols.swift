// kotlinx.coroutines' flow interfaces as the plain ObjC export declares them: protocols without an element type.

// Header facts (exporter output of any framework that shows a flow, e.g. `@protocol
// SharedKotlinx_coroutines_coreStateFlow <SharedKotlinx_coroutines_coreSharedFlow>`): the protocols have no type
// parameters, every value is `id`, so Swift reads `Any?` and a primitive element arrives boxed (`KotlinInt`).
// Declared under the header's names, so a compiler message names them as on iOS; KontractCoroutinesUnexported
// re-exports them.

/// `@protocol Kotlinx_coroutines_coreFlow`: one method, `- collectCollector:completionHandler:`, and the `async`
/// form Swift derives from it. A conforming type implements either form; each defaults to the other.
public protocol Kotlinx_coroutines_coreFlow: AnyObject {
    /// Kotlin `collect(collector)`: calls `collector.emit(value:)` with each value, boxed, one at a time.
    func collect(collector: any FlowCollector, completionHandler: @escaping (Error?) -> Void)

    /// The `async` form of ``collect(collector:completionHandler:)``.
    func collect(collector: any FlowCollector) async throws
}

/// `@protocol Kotlinx_coroutines_coreSharedFlow <…Flow>`: `@property (readonly) NSArray<id> *replayCache`.
public protocol Kotlinx_coroutines_coreSharedFlow: Kotlinx_coroutines_coreFlow {
    /// The replay cache, oldest first, each value boxed (a Kotlin `null` is `NSNull`, as in any `NSArray`).
    var replayCache: [Any] { get }
}

/// `@protocol Kotlinx_coroutines_coreStateFlow <…SharedFlow>`: `@property (readonly) id _Nullable value`.
public protocol Kotlinx_coroutines_coreStateFlow: Kotlinx_coroutines_coreSharedFlow {
    /// The current value, boxed (`KotlinInt` for a Kotlin `Int`): app Swift reads `value as? KotlinInt`.
    var value: Any? { get }
}

/// `@protocol Kotlinx_coroutines_coreMutableSharedFlow <…SharedFlow, …FlowCollector>`: `- resetReplayCache`,
/// `- tryEmitValue:(id _Nullable)` and `@property (readonly) id<…StateFlow> subscriptionCount`.
public protocol Kotlinx_coroutines_coreMutableSharedFlow: Kotlinx_coroutines_coreSharedFlow, FlowCollector {
    /// The number of collectors, as a state flow of `KotlinInt`.
    var subscriptionCount: any Kotlinx_coroutines_coreStateFlow { get }

    /// Kotlin `tryEmit(value)`: whether the value was emitted without suspending.
    func tryEmit(value: Any?) -> Bool

    /// Kotlin `resetReplayCache()`.
    func resetReplayCache()
}

/// `@protocol Kotlinx_coroutines_coreMutableStateFlow <…StateFlow, …MutableSharedFlow>`: `- setValue:(id _Nullable)`
/// and `- compareAndSetExpect:update:`.
public protocol Kotlinx_coroutines_coreMutableStateFlow: Kotlinx_coroutines_coreStateFlow,
    Kotlinx_coroutines_coreMutableSharedFlow
{
    /// Kotlin's `value = newValue` (`value` itself stays the read-only one of ``Kotlinx_coroutines_coreStateFlow``).
    func setValue(_ value: Any?)

    /// Kotlin `compareAndSet(expect, update)`.
    func compareAndSet(expect: Any?, update: Any?) -> Bool
}

extension Kotlinx_coroutines_coreFlow {
    public func collect(collector: any FlowCollector, completionHandler: @escaping (Error?) -> Void) {
        CollectInTask.start(self, collector, completionHandler)
    }

    public func collect(collector: any FlowCollector) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            collect(collector: collector) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}

/// One `collect(collector:completionHandler:)` run as its `async` form in a task, the end reported to the
/// completion handler (`@unchecked Sendable`: handed to one task, as the ObjC export hands a call to the Kotlin thread
/// that runs it). Every flow's completion-handler form that has no body of its own runs through it.
struct CollectInTask: @unchecked Sendable {
    let flow: any Kotlinx_coroutines_coreFlow
    let collector: any FlowCollector
    let completionHandler: (Error?) -> Void

    static func start(
        _ flow: any Kotlinx_coroutines_coreFlow, _ collector: any FlowCollector,
        _ completionHandler: @escaping (Error?) -> Void
    ) {
        let call = CollectInTask(flow: flow, collector: collector, completionHandler: completionHandler)
        Task { await call.collect() }
    }

    func collect() async {
        do {
            try await flow.collect(collector: collector)
            completionHandler(nil)
        } catch {
            completionHandler(error)
        }
    }
}
