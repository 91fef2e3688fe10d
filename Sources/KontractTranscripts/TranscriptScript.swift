// The test face of a scripted view model: its state flow, behaviour, recorded calls and results.
import Foundation
import KMPNativeCoroutinesCore
import KontractCoroutines
import KontractKotlin
@_spi(Testing) import KontractLifecycle
import KontractSupport

/// What Kontract adds to a generated view model, reached through its one member `_kontract`
/// (``TranscriptViewModel/_kontract``): no Kotlin name can clash with these, and the app's view of the
/// view model stays the framework's. On the test face only: `@_spi(Testing) import KontractRuntime`
/// (docs/testing.md, "Two faces"); generated code imports it so too.
///
/// ```swift
/// let viewModel = ProfileViewModel(repository: fake)
/// viewModel._kontract.behaviour = { call, state in if call.name == "refresh" { state.setValue(loaded) } }
/// viewModel._kontract.scriptedResults = { call in KotlinBoolean(value: true) }  // what `rename` returns
/// ```
@_spi(Testing) public struct TranscriptScript<State> {
    let viewModel: TranscriptViewModel<State>

    /// The view model's state (the Kotlin `MutableStateFlow` behind its first `StateFlow`).
    public var state: MutableStateFlow<State> {
        viewModel.state
    }

    /// What each call does, for a view model made with a behaviour (or by its Kotlin constructor); setting it
    /// on one replaying a transcript replaces the transcript.
    public var behaviour: TranscriptBehaviour<State>? {
        get { viewModel.behaviour }
        nonmutating set { viewModel.behaviour = newValue }
    }

    /// Sets a behaviour that runs `body` for each call in the view model's `viewModelScope`, as a Kotlin
    /// function body's `viewModelScope.launch { }` does, so it may await suspend functions (a fake
    /// repository's `load`) before it sets the state. A Kotlin exception it throws is uncaught: reported to
    /// ``KontractRuntimeIssues``; a cancellation (the view model cleared) is not.
    public func launching(_ body: @escaping (TranscriptCall, MutableStateFlow<State>) async throws -> Void) {
        let scope = viewModel.viewModelScope
        behaviour = { call, state in
            // Kotlin objects may be used from any thread, as the coroutine does with them.
            let work = UncheckedSendable((body: body, state: state))
            scope.launch {
                do {
                    try await work.value.body(call, work.value.state)
                } catch is CancellationError {
                } catch {
                    KontractRuntimeIssues.shared.report(error)
                }
            }
        }
    }

    /// With a behaviour: what each call of a function returning a value returns (`nil` for Kotlin's `null`;
    /// a boxed value, `KotlinBoolean(value: true)`, where the function returns a `NativeSuspend` of one), after
    /// the behaviour ran; unused with a transcript.
    public var scriptedResults: ((TranscriptCall) -> Any?)? {
        get { viewModel.scriptedResults }
        nonmutating set { viewModel.scriptedResults = newValue }
    }

    /// Called with each mismatch as it happens (e.g. a test's `Issue.record`).
    public var onMismatch: ((TranscriptMismatch) -> Void)? {
        viewModel.onMismatch
    }

    /// Every call received, in order.
    public var calls: [TranscriptCall] {
        viewModel.calls
    }

    /// Every mismatch so far, in order.
    public var mismatches: [TranscriptMismatch] {
        viewModel.mismatches
    }

    /// The calls the transcript still expects (empty with a behaviour closure).
    public var remainingCalls: [TranscriptCall] {
        viewModel.remainingCalls
    }

    /// Throws the first mismatch, or ``TranscriptIncomplete`` when steps are left.
    public func verifyTranscriptCompleted() throws {
        try viewModel.verifyTranscriptCompleted()
    }

    /// How many times ``ViewModel/onCleared()`` ran: 1 after the owner's store was cleared, never more.
    public var onClearedCount: Int {
        viewModel.onClearedCount
    }

    /// True once the view model has been cleared (AndroidX keeps this internal).
    public var isCleared: Bool {
        viewModel._kontractIsCleared
    }

    /// Checks `call` against the script and publishes the resulting states; returns false on a mismatch.
    @discardableResult
    public func handle(_ call: TranscriptCall) -> Bool {
        viewModel.handle(call)
    }

    /// A call of a function returning a value: its recorded (or scripted) result, else `fallback`'s after
    /// reporting the problem (see ``TranscriptViewModel``).
    public func handle<Result>(_ call: TranscriptCall, orElse fallback: (() -> Result)?) -> Result {
        viewModel.handle(call, orElse: fallback)
    }

    /// A `@NativeCoroutines suspend fun` returning `Unit`: each run of the returned ``NativeSuspend``
    /// handles `call` once in ``ViewModel/viewModelScope`` (so clearing the view model cancels it) and
    /// returns `KotlinUnit`. Like the real one, nothing happens until Swift awaits it
    /// (`try await asyncFunction(for: vm.recargar())`). A `Unit` function has no result to record or script.
    public func nativeSuspendCall(_ call: TranscriptCall) -> NativeSuspend<KotlinUnit, Error, KotlinUnit> {
        // Kotlin objects may be used from any thread; the lock-protected script makes that safe here.
        let viewModel = UncheckedSendable(viewModel)
        return nativeSuspend(scope: viewModel.value.viewModelScope) {
            viewModel.value.handle(call)
            return KotlinUnit.shared
        }
    }

    /// A `@NativeCoroutines suspend fun` returning a value (boxed: `KotlinBoolean` for `Boolean`): each run
    /// of the returned ``NativeSuspend`` handles `call` once in ``ViewModel/viewModelScope`` and returns its
    /// recorded (or scripted) result, as ``handle(_:orElse:)`` does.
    public func nativeSuspendCall<Result>(_ call: TranscriptCall, orElse fallback: (() -> Result)?)
        -> NativeSuspend<Result, Error, KotlinUnit>
    {
        // Kotlin objects may be used from any thread; the lock-protected script makes that safe here.
        let viewModel = UncheckedSendable(viewModel)
        let fallback = UncheckedSendable(fallback)
        return nativeSuspend(scope: viewModel.value.viewModelScope) {
            viewModel.value.handle(call, orElse: fallback.value)
        }
    }

    /// A `suspend fun` returning `Unit` without KMP-NativeCoroutines (Swift `async throws`): handles `call`;
    /// throws `CancellationError` when the calling task is already cancelled or the view model cleared.
    public func suspendCall(_ call: TranscriptCall) async throws {
        try Task.checkCancellation()
        guard !isCleared else { throw CancellationError() }
        handle(call)
    }

    /// A `suspend fun` returning a value without KMP-NativeCoroutines (Swift `async throws`): handles
    /// `call` as ``handle(_:orElse:)`` does and returns its recorded result; throws `CancellationError`
    /// when the calling task is already cancelled or the view model cleared.
    public func suspendCall<Result>(_ call: TranscriptCall, orElse fallback: (() -> Result)?) async throws -> Result {
        try Task.checkCancellation()
        guard !isCleared else { throw CancellationError() }
        return handle(call, orElse: fallback)
    }
}
