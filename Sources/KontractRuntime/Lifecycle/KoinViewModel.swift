// What a Kotlin bridge function like SearchIosKt.pokemonSearchViewModel(owner:) does, for generated code.
import Foundation

/// Resolves `modelClass` for `owner` the way the usual Kotlin bridge does:
/// `ViewModelProvider.create(owner, viewModelFactory { initializer { getKoin().get<VM>() } })[VM::class]`
/// (or `[key, VM::class]`). So one instance per owner (and key): calling again with the same owner
/// returns the same instance even when other arguments differ, as Kotlin's default key makes it.
///
/// Throws the Koin error (type name and how to register it) when no definition exists.
public func koinViewModel<VM: ViewModel>(
    _ modelClass: VM.Type,
    owner: ViewModelStoreOwner,
    key: String? = nil,
    koin: Koin = KoinPlatform.shared.getKoin()
) throws -> VM {
    let factory = try viewModelFactory { builder in
        try builder.addInitializer(modelClass) { _ in try koin.get(modelClass) }
    }
    let provider = ViewModelProvider.create(owner: owner, factory: factory)
    if let key {
        return try provider.get(key: key, modelClass)
    }
    return try provider.get(modelClass)
}
