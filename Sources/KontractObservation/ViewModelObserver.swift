// One object per ViewModelStoreOwner that holds its screen's subscriptions and cancels them on teardown.
import Foundation
import KMPNativeCoroutinesAsync
import KMPNativeCoroutinesCore
import KontractCoroutines
import KontractLifecycle
import KontractSupport

/// Holds the flow subscriptions of one screen (one ``ViewModelStoreOwner``).
///
/// - Stable identity: ``of(_:)`` keeps the observer in the owner's ``ViewModelStore`` under
///   ``storeKey``, so every call with the same owner returns the same object, and different owners get
///   different ones.
/// - Lifetime: it lives as long as the owner's store holds it, so as long as the owner; subscriptions
///   reach it only weakly.
/// - Teardown: clearing the owner's store (the screen going), ``tearDown()`` or the observer's release
///   cancels every subscription; each one cancels its Kotlin collection.
/// - Delivery: `observe(_:onValue:)` calls back on the subscription's task;
///   ``observeOnMain(_:onValue:)`` on the main actor, for Kotlin state objects (not `Sendable`). A
///   `@MainActor` screen adopts the owner protocol with an isolated conformance
///   (`final class Screen: @MainActor ViewModelStoreOwner`).
/// - No echo: ``bind(_:_:apply:send:)`` never sends back to Kotlin a value it just wrote into the field,
///   nor writes a value Kotlin merely acknowledged (see ``EchoSuppressor``).
///
/// `@unchecked Sendable`: its only state is its ``ViewModel/viewModelScope`` (thread-safe).
public final class ViewModelObserver: ViewModel, @unchecked Sendable {
    /// The key the observer is stored under in its owner's store.
    public static let storeKey = "kontract.ViewModelObserver"

    private let subscriptions: CoroutineScope

    override private init() {
        subscriptions = CoroutineScope()
        super.init()
        addCloseable(key: Self.viewModelScopeKey, closeable: CloseableCoroutineScope(subscriptions))
    }

    deinit {
        subscriptions.cancel()
    }

    /// The observer of `owner`, made on first use.
    public static func of(_ owner: ViewModelStoreOwner) -> ViewModelObserver {
        let store = owner.viewModelStore
        store.providerLock.lock()
        defer { store.providerLock.unlock() }
        if let existing = store.get(key: storeKey) as? ViewModelObserver {
            return existing
        }
        let observer = ViewModelObserver()
        store.put(key: storeKey, viewModel: observer)
        return observer
    }

    /// Subscriptions still running.
    public var activeSubscriptionCount: Int {
        subscriptions.activeJobCount
    }

    /// Cancels every subscription (clearing the owner's store does this too).
    public func tearDown() {
        subscriptions.cancel()
    }

    /// Waits until every subscription started so far has ended (after ``tearDown()``, none is left).
    public func join() async {
        await subscriptions.join()
    }

    /// Calls `onValue` with each element of `sequence` until the sequence ends or the observer is torn down.
    /// The next element is not requested before `onValue` returns.
    @discardableResult
    public func observe<Elements: AsyncSequence & Sendable>(
        _ sequence: Elements,
        onValue: @escaping @Sendable (Elements.Element) async -> Void
    ) -> KotlinJob {
        subscriptions.launch {
            for try await element in sequence {
                try Task.checkCancellation()
                await onValue(element)
            }
        }
    }

    /// Calls `onValue` with each item of a KMP-NativeCoroutines flow (collected with
    /// ``asyncSequence(for:)``) until it ends or the observer is torn down.
    @discardableResult
    public func observe<Output, Failure: Error, Unit>(
        _ nativeFlow: @escaping NativeFlow<Output, Failure, Unit>,
        onValue: @escaping @Sendable (Output) async -> Void
    ) -> KotlinJob {
        // The NativeFlow closure is made by Kotlin (or Kontract's producer), which lets any thread call it.
        let flow = UncheckedSendable(nativeFlow)
        return subscriptions.launch {
            for try await item in asyncSequence(for: flow.value) {
                try Task.checkCancellation()
                await onValue(item)
            }
        }
    }

    /// Calls `onValue` on the main actor with each item of a KMP-NativeCoroutines flow, for screens whose
    /// state objects are Kotlin classes (not `Sendable`); the next item is requested after `onValue` ran.
    @discardableResult
    public func observeOnMain<Output, Failure: Error, Unit>(
        _ nativeFlow: @escaping NativeFlow<Output, Failure, Unit>,
        onValue: @escaping @MainActor (Output) -> Void
    ) -> KotlinJob {
        let flow = UncheckedSendable(nativeFlow)
        return subscriptions.launch {
            for try await item in asyncSequence(for: flow.value) {
                try Task.checkCancellation()
                // Kotlin objects may be used from any thread; the box only carries the item to the main actor.
                let boxed = UncheckedSendable(item)
                await MainActor.run { onValue(boxed.value) }
            }
        }
    }

    /// Binds a field both ways to `project(state)` of a Kotlin state flow: Kotlin values are written with
    /// `apply` (unless they are echoes), and the UI reports field changes with the returned binding's
    /// ``TwoWayBinding/userEdited(_:)``, which calls `send` (e.g. `vm.escribir(texto:)`) unless the change
    /// is the binding's own write coming back. `fieldValue` is what the field shows now: Kotlin's first
    /// value is written only when it differs (when nil, it is always written).
    public func bind<Output, Failure: Error, Unit, Value: Equatable & Sendable>(
        _ nativeFlow: @escaping NativeFlow<Output, Failure, Unit>,
        _ project: @escaping @Sendable (Output) -> Value,
        fieldValue: Value? = nil,
        apply: @escaping @Sendable (Value) async -> Void,
        send: @escaping (Value) -> Void
    ) -> TwoWayBinding<Value> {
        let binding = TwoWayBinding(send: send, fieldValue: fieldValue)
        let job = observe(nativeFlow) { output in
            let value = project(output)
            if binding.kotlinEmitted(value) {
                await apply(value)
            }
        }
        job.invokeOnCompletion { _ in binding.subscriptionEnded() }
        return binding
    }
}
