// AndroidX ViewModel: closeables, viewModelScope, clear() then onCleared().
import Foundation
import KontractCoroutines
@_spi(KontractGenerated) import KontractKotlin
import KontractSupport

/// A resource a view model closes when it is cleared (Kotlin `AutoCloseable`).
public protocol KotlinAutoCloseable: AnyObject {
    func close()
}

/// `viewModelScope` as the closeable AndroidX stores it under its key (its internal `CloseableCoroutineScope`): the
/// scope itself has no `close()` (kotlinx's `CoroutineScope` has none), so the app face shows none. `package` for
/// `ViewModelObserver`, which stores its own scope under `viewModelScopeKey`.
package final class CloseableCoroutineScope: KotlinAutoCloseable {
    package let scope: CoroutineScope

    package init(_ scope: CoroutineScope) { self.scope = scope }

    /// Cancels the scope (AndroidX's `CloseableCoroutineScope.close()`).
    package func close() {
        scope.cancel()
    }
}

/// Base class of view models (AndroidX `androidx.lifecycle.ViewModel`).
///
/// A ``ViewModelStore`` clears it when its screen goes: `clear()` closes the keyed closeables (among
/// them ``viewModelScope``, whose tasks are cancelled), then the unkeyed ones, then calls ``onCleared()``.
/// The closeables are closed once; a closeable added after that is closed at once.
///
/// Not `Sendable`, as Kotlin classes are not on the real framework; its own state (the closeables) is
/// lock-protected all the same, so clearing from any thread is safe.
open class ViewModel: KotlinBase {
    /// The closeable key AndroidX stores `viewModelScope` under.
    package static let viewModelScopeKey = "androidx.lifecycle.viewmodel.internal.ViewModelCoroutineScope.JOB_KEY"

    private struct Closeables {
        var isCleared = false
        var keyed = InsertionOrderedMap<KotlinAutoCloseable>()
        var unkeyed: [KotlinAutoCloseable] = []
    }

    private let closeables = LockedState(Closeables())

    public init() {
        super.init(kontractBase: ())
    }

    /// A view model that closes `closeables` when cleared (Kotlin `ViewModel(vararg closeables)`).
    public init(closeables: [KotlinAutoCloseable]) {
        super.init(kontractBase: ())
        for closeable in closeables {
            addCloseable(closeable: closeable)
        }
    }

    /// The class's Kotlin qualified name (`com.example.search.PokemonSearchViewModel`), which
    /// ``ViewModelProvider`` builds the default key from. Generated view models override it; `nil` falls
    /// back to the Swift type name. (Kontract's members start with `_kontract`, which no Kotlin name does.)
    open class var _kontractQualifiedName: String? { nil }

    /// Called when the view model is cleared, after its closeables are closed (Kotlin `onCleared()`).
    open func onCleared() {}

    /// True once the view model has been cleared (AndroidX keeps this internal; Kontract shows it for tests).
    @_spi(Testing) public final var _kontractIsCleared: Bool {
        closeables.withLock { $0.isCleared }
    }

    /// Closes `closeable` on clear (Kotlin `addCloseable(closeable)`); at once if already cleared.
    public func addCloseable(closeable: KotlinAutoCloseable) {
        let closeNow = closeables.withLock { state -> Bool in
            guard !state.isCleared else { return true }
            state.unkeyed.append(closeable)
            return false
        }
        if closeNow {
            closeable.close()
        }
    }

    /// Stores `closeable` under `key` and closes it on clear (Kotlin `addCloseable(key, closeable)`);
    /// a closeable already under `key` is replaced and closed. Closed at once if already cleared.
    public func addCloseable(key: String, closeable: KotlinAutoCloseable) {
        let toClose: KotlinAutoCloseable? = closeables.withLock { state in
            guard !state.isCleared else { return closeable }
            return state.keyed.updateValue(closeable, forKey: key)
        }
        toClose?.close()
    }

    /// The closeable stored under `key` (Kotlin `getCloseable(key)`).
    public func getCloseable(key: String) -> KotlinAutoCloseable? {
        closeables.withLock { $0.keyed[key] }
    }

    /// The scope whose tasks are cancelled when the view model is cleared (Kotlin `viewModelScope`).
    /// Asked for after clearing, it is a cancelled scope, so launches there never run.
    public var viewModelScope: CoroutineScope {
        let (scope, created) = closeables.withLock { state -> (CoroutineScope, Bool) in
            if let existing = state.keyed[Self.viewModelScopeKey] as? CloseableCoroutineScope {
                return (existing.scope, false)
            }
            let scope = CoroutineScope()
            if state.isCleared {
                return (scope, true)
            }
            state.keyed.updateValue(CloseableCoroutineScope(scope), forKey: Self.viewModelScopeKey)
            return (scope, false)
        }
        if created {
            scope.cancel()
        }
        return scope
    }

    /// Closes the closeables (keyed first, then unkeyed) the first time, then calls ``onCleared()``
    /// (Kotlin's internal `ViewModel.clear()`, which only ``ViewModelStore`` calls; internal here too, so
    /// Swift that compiles against Kontract does not call what the real framework hides).
    func clear() {
        let toClose: [KotlinAutoCloseable] = closeables.withLock { state in
            guard !state.isCleared else { return [] }
            state.isCleared = true
            let keyed = state.keyed.values
            let unkeyed = state.unkeyed
            state.unkeyed = []
            return keyed + unkeyed
        }
        for closeable in toClose {
            closeable.close()
        }
        onCleared()
    }
}
