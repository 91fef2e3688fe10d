// Koin's parametersOf(...): values a bridge function hands to the view model definition it resolves.
import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// The values a Koin definition receives (Koin `ParametersHolder`), e.g. the `id` of
/// `DetailIosKt.pokemonDetailViewModel(owner:id:)`, which Kotlin passes as `parametersOf(id)`.
///
/// `@unchecked Sendable`: immutable; the values are Kotlin values, which Kotlin shares between threads.
@_spi(Testing) public final class ParametersHolder: KotlinBase, @unchecked Sendable {
    /// The values in the order they were given.
    public let values: [Any]

    public init(values: [Any]) {
        self.values = values
        super.init(kontractBase: ())
    }

    /// The parameters of the definition running in this task (set by
    /// ``koinViewModel(_:owner:key:koin:parameters:orElse:)``).
    @TaskLocal static var current: ParametersHolder?

    /// The value at `index` if it is a `T` (Koin `elementAt(i, clazz)` / `component1()`...).
    public func get<T>(_ index: Int, _ type: T.Type = T.self) -> T? {
        index >= 0 && index < values.count ? values[index] as? T : nil
    }

    /// The first value that is a `T` (Koin `get<T>()` on the holder).
    public func get<T>(_ type: T.Type = T.self) -> T? {
        values.lazy.compactMap { $0 as? T }.first
    }

    /// How many values there are (Koin `size()`).
    public var size: Int { values.count }
}

/// `parametersOf(id)`: the values a definition receives.
@_spi(Testing) public func parametersOf(_ values: Any...) -> ParametersHolder {
    ParametersHolder(values: values)
}

extension KoinModule {
    /// A view model definition that reads the bridge function's parameters (Koin
    /// `viewModel { (id: Int) -> PokemonDetailViewModel(id) }`): `module.viewModel { koin, parameters in
    /// PokemonDetailViewModel(...) }`. Outside a bridge call the holder is empty.
    public func viewModel<VM: ViewModel>(
        _ type: VM.Type = VM.self,
        _ make: @escaping (Koin, ParametersHolder) throws -> VM
    ) {
        checkViewModelType(type)
        factory(type) { koin in try make(koin, ParametersHolder.current ?? ParametersHolder(values: [])) }
    }
}

/// ``koinViewModel(_:owner:key:koin:orElse:)`` for a bridge function with more parameters than the owner:
/// the definition receives `parameters` (Kotlin `koinViewModel { parametersOf(id) }`). They only matter
/// when the view model is made: with the default key, a second call for the same owner returns the
/// first instance whatever its parameters, as in Kotlin.
@_spi(Testing) public func koinViewModel<VM: ViewModel>(
    _ modelClass: VM.Type,
    owner: ViewModelStoreOwner,
    key: String? = nil,
    koin: Koin = KoinPlatform.shared.getKoin(),
    parameters: ParametersHolder,
    orElse fallback: @escaping () -> VM
) -> VM {
    ParametersHolder.$current.withValue(parameters) {
        koinViewModel(modelClass, owner: owner, key: key, koin: koin, orElse: fallback)
    }
}
