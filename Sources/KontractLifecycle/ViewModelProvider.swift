// AndroidX ViewModelProvider: one view model per (store, key), default key from the class name.
import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// Gets view models from a store, making them with a factory when missing (AndroidX `ViewModelProvider`).
///
/// ``get(key:_:)`` returns the view model under the key if it is an instance of the requested class;
/// otherwise the factory makes one (with the key in the extras under ``viewModelKey``) and it is put in
/// the store, which clears whatever was under that key. So there is one instance per (store, key).
public final class ViewModelProvider: KotlinBase {
    /// AndroidX's `VIEW_MODEL_PROVIDER_DEFAULT_KEY`; the default key is this, `:`, the qualified name.
    /// Testing SPI: internal in AndroidX, so not on the framework's face.
    @_spi(Testing) public static let defaultKeyPrefix = "androidx.lifecycle.ViewModelProvider.DefaultKey"

    /// The extras key under which a factory finds the key it is creating for (AndroidX `VIEW_MODEL_KEY`).
    /// Testing SPI: the framework has it as `ViewModelProvider.companion.VIEW_MODEL_KEY`, not under this name.
    @_spi(Testing) public static let viewModelKey = CreationExtras.Key<String>()

    private let store: ViewModelStore
    private let factory: ViewModelProviderFactory
    private let extras: CreationExtras

    private init(store: ViewModelStore, factory: ViewModelProviderFactory, extras: CreationExtras) {
        self.store = store
        self.factory = factory
        self.extras = extras
        super.init(kontractBase: ())
    }

    /// A provider over `owner`'s store (AndroidX `ViewModelProvider.create(owner, factory, extras)`). Testing SPI,
    /// as are `get`: the framework has them as `ViewModelProvider.companion.create(owner:factory:extras:)` and
    /// `get(modelClass:)` taking a `KotlinKClass`, not as a static and a Swift metatype.
    @_spi(Testing) public static func create(
        owner: ViewModelStoreOwner,
        factory: ViewModelProviderFactory = DefaultViewModelProviderFactory(),
        extras: CreationExtras = CreationExtras.Empty.shared
    ) -> ViewModelProvider {
        ViewModelProvider(store: owner.viewModelStore, factory: factory, extras: extras)
    }

    /// A provider over `store` (AndroidX `ViewModelProvider.create(store, factory, extras)`; Testing SPI).
    @_spi(Testing) public static func create(
        store: ViewModelStore,
        factory: ViewModelProviderFactory = DefaultViewModelProviderFactory(),
        extras: CreationExtras = CreationExtras.Empty.shared
    ) -> ViewModelProvider {
        ViewModelProvider(store: store, factory: factory, extras: extras)
    }

    /// The view model of `modelClass` under its default key (Kotlin `provider[VM::class]`).
    @_spi(Testing) public func get<VM: ViewModel>(_ modelClass: VM.Type) throws -> VM {
        try get(key: Self.defaultKey(for: modelClass), modelClass)
    }

    /// The view model of `modelClass` under `key` (Kotlin `provider[key, VM::class]`).
    @_spi(Testing) public func get<VM: ViewModel>(key: String, _ modelClass: VM.Type) throws -> VM {
        store.providerLock.lock()
        defer { store.providerLock.unlock() }
        if let existing = store.get(key: key) as? VM {
            return existing
        }
        let requestExtras = MutableCreationExtras(initialExtras: extras)
        requestExtras.set(key: Self.viewModelKey, t: key)
        let viewModel = try factory.create(modelClass: modelClass, extras: requestExtras)
        store.put(key: key, viewModel: viewModel)
        return viewModel
    }

    /// `androidx.lifecycle.ViewModelProvider.DefaultKey:` + the class's qualified name. Kotlin local and
    /// anonymous classes have no qualified name (generated code marks them with an empty
    /// ``ViewModel/_kontractQualifiedName``), and AndroidX refuses them with `IllegalArgumentException`.
    /// Testing SPI: AndroidX's `ViewModelProviders.getDefaultKey` is internal, so not on the framework's face.
    @_spi(Testing) public static func defaultKey<VM: ViewModel>(for modelClass: VM.Type) throws -> String {
        let name = qualifiedName(of: modelClass)
        guard !name.isEmpty else {
            throw LifecycleException.illegalArgument("Local and anonymous classes can not be ViewModels")
        }
        return "\(defaultKeyPrefix):\(name)"
    }

    /// The Kotlin qualified name if declared, else the Swift type's full name without the
    /// `(unknown context at $…)` parts Swift prints for private and local types.
    static func qualifiedName(of modelClass: ViewModel.Type) -> String {
        if let kotlinName = modelClass._kontractQualifiedName {
            return kotlinName
        }
        return String(reflecting: modelClass)
            .split(separator: ".")
            .filter { !$0.hasPrefix("(unknown context at ") }
            .joined(separator: ".")
    }

    /// The name error messages use for `modelClass`.
    static func displayName(of modelClass: ViewModel.Type) -> String {
        let name = qualifiedName(of: modelClass)
        return name.isEmpty ? String(describing: modelClass) : name
    }
}
