// AndroidX ViewModelStore and ViewModelStoreOwner: view models by key, cleared together.
import Foundation
import KontractKotlin
import KontractSupport

/// Something that owns a ``ViewModelStore``: a screen, or a test's stand-in for one
/// (AndroidX `ViewModelStoreOwner`; Swift types adopt it and keep one store for their whole life).
public protocol ViewModelStoreOwner: AnyObject {
    var viewModelStore: ViewModelStore { get }
}

/// View models by key (AndroidX `ViewModelStore`). Putting a view model under a key that holds another
/// clears the other; ``clear()`` clears every view model and empties the store.
///
/// Not `Sendable`, as on the real framework; the map lives in a ``LockedState`` all the same, and
/// `providerLock` serialises ``ViewModelProvider`` look-ups on this store (recursive, so a factory may use
/// the store again).
open class ViewModelStore: KotlinBase {
    private struct Entries {
        var viewModels: [String: ViewModel] = [:]
        var order: [String] = []
    }

    private let entries = LockedState(Entries())
    package let providerLock = NSRecursiveLock()

    override public init() {
        super.init()
    }

    /// Stores `viewModel` under `key`; the view model that was there, if any, is cleared (as AndroidX
    /// does, even when it is the same instance).
    public func put(key: String, viewModel: ViewModel) {
        let previous: ViewModel? = entries.withLock { entries in
            let previous = entries.viewModels.updateValue(viewModel, forKey: key)
            if previous == nil {
                entries.order.append(key)
            }
            return previous
        }
        previous?.clear()
    }

    /// The view model under `key` (Kotlin `operator get`).
    public func get(key: String) -> ViewModel? {
        entries.withLock { $0.viewModels[key] }
    }

    /// The keys in use (Kotlin `keys()`).
    public func keys() -> Set<String> {
        entries.withLock { Set($0.viewModels.keys) }
    }

    /// Clears every stored view model once, in insertion order, and empties the store.
    public func clear() {
        let viewModels: [ViewModel] = entries.withLock { entries in
            let viewModels = entries.order.compactMap { entries.viewModels[$0] }
            entries.viewModels = [:]
            entries.order = []
            return viewModels
        }
        for viewModel in viewModels {
            viewModel.clear()
        }
    }
}
