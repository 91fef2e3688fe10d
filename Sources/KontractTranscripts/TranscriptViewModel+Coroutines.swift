// Suspend functions of scripted view models, as KMP-NativeCoroutines and Swift `async` show them.
import Foundation
import KMPNativeCoroutinesCore
import KontractCoroutines
import KontractKotlin
import KontractSupport

extension TranscriptViewModel {
    /// A `@NativeCoroutines suspend fun` returning `Unit`: each run of the returned ``NativeSuspend``
    /// handles `call` once in ``ViewModel/viewModelScope`` (so clearing the view model cancels it) and
    /// returns `KotlinUnit`. Like the real one, nothing happens until Swift awaits it
    /// (`try await asyncFunction(for: vm.recargar())`).
    public func nativeSuspendCall(_ call: TranscriptCall) -> NativeSuspend<KotlinUnit, Error, KotlinUnit> {
        // Kotlin objects may be used from any thread; the lock-protected script makes that safe here.
        let viewModel = UncheckedSendable(self)
        return nativeSuspend(scope: viewModelScope) {
            viewModel.value.handle(call)
            return KotlinUnit.shared
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
