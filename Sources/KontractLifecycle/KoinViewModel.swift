// What a Kotlin bridge function like SearchIosKt.pokemonSearchViewModel(owner:) does, for generated code.
import Foundation

/// Resolves `modelClass` for `owner` the way the usual Kotlin bridge does:
/// `ViewModelProvider.create(owner, viewModelFactory { initializer { getKoin().get<VM>() } })[VM::class]`
/// (or `[key, VM::class]`). So one instance per owner (and key): calling again with the same owner
/// returns the same instance even when other arguments differ, as Kotlin's default key makes it.
///
/// Throws the Koin error (type name and how to register it) when no definition exists.
@_spi(Testing) public func koinViewModel<VM: ViewModel>(
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

/// The non-throwing form a generated bridge function uses (the Kotlin function does not throw; an
/// exception there would terminate the app). A resolution error is reported to
/// ``KontractRuntimeIssues`` and `fallback` makes the view model instead, stored under the same key, so
/// the one-instance-per-owner rule still holds and the screen keeps working.
@_spi(Testing) public func koinViewModel<VM: ViewModel>(
    _ modelClass: VM.Type,
    owner: ViewModelStoreOwner,
    key: String? = nil,
    koin: Koin = KoinPlatform.shared.getKoin(),
    orElse fallback: @escaping () -> VM
) -> VM {
    do {
        return try koinViewModel(modelClass, owner: owner, key: key, koin: koin)
    } catch {
        KontractRuntimeIssues.shared.report(error)
    }
    do {
        let factory = try viewModelFactory { try $0.addInitializer(modelClass) { _ in fallback() } }
        let provider = ViewModelProvider.create(owner: owner, factory: factory)
        if let key {
            return try provider.get(key: key, modelClass)
        }
        return try provider.get(modelClass)
    } catch {
        KontractRuntimeIssues.shared.report(error)
        return fallback()
    }
}
