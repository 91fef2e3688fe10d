// AndroidX ViewModelStore and ViewModelStoreOwner: view models by key, cleared together.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
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
    private let viewModels = LockedState(InsertionOrderedMap<ViewModel>())
    package let providerLock = NSRecursiveLock()

    public init() {
        super.init(kontractBase: ())
    }

    /// Stores `viewModel` under `key`; the view model that was there, if any, is cleared (as AndroidX
    /// does, even when it is the same instance).
    public func put(key: String, viewModel: ViewModel) {
        let previous = viewModels.withLock { $0.updateValue(viewModel, forKey: key) }
        previous?.clear()
    }

    /// The view model under `key` (Kotlin `operator get`).
    public func get(key: String) -> ViewModel? {
        viewModels.withLock { $0[key] }
    }

    /// The keys in use (Kotlin `keys()`).
    public func keys() -> Set<String> {
        viewModels.withLock { Set($0.keys) }
    }

    /// Clears every stored view model once, in insertion order, and empties the store.
    public func clear() {
        let cleared = viewModels.withLock { $0.removeAll() }
        for viewModel in cleared {
            viewModel.clear()
        }
    }
}
