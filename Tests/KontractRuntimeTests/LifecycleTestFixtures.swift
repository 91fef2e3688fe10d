// Shared fixtures: a screen owner, a generated-like search view model and bridge, bounded waits.
import Foundation
@_spi(Testing) import KontractRuntime

/// A screen as Swift writes it: one store for its whole life.
final class ScreenOwner: ViewModelStoreOwner {
    let viewModelStore = ViewModelStore()
}

/// The state of the search screen (a Kotlin data class on the real framework).
struct SearchUiState: Equatable, Sendable {
    var consulta = ""
    var resultados: [String] = []
}

/// What the generator would emit for the contract's `PokemonSearchViewModel`.
final class PokemonSearchViewModel: TranscriptViewModel<SearchUiState>, @unchecked Sendable {
    override class var _kontractQualifiedName: String? { "com.example.search.PokemonSearchViewModel" }

    /// `@NativeCoroutinesState val uiStateForIos`: the current value.
    var uiStateForIos: SearchUiState { _kontract.state.value }

    /// `@NativeCoroutinesState val uiStateForIos`: the flow, collected in `viewModelScope`.
    var uiStateForIosFlow: NativeFlow<SearchUiState, Error, KotlinUnit> {
        _kontract.state.asNativeFlow(scope: viewModelScope)
    }

    func escribir(texto: String) {
        _kontract.handle(TranscriptCall("escribir", [texto]))
    }

    func limpiar() {
        _kontract.handle(TranscriptCall("limpiar"))
    }
}

/// What the generator would emit for `SearchIos.kt`'s bridge function.
enum SearchIosKt {
    static func pokemonSearchViewModel(owner: ViewModelStoreOwner) throws -> PokemonSearchViewModel {
        try koinViewModel(PokemonSearchViewModel.self, owner: owner)
    }
}

/// A detail view model made with an argument, as `DetailIos.kt` does it.
final class PokemonDetailViewModel: ViewModel, @unchecked Sendable {
    override class var _kontractQualifiedName: String? { "com.example.detail.PokemonDetailViewModel" }
    let id: Int32

    init(id: Int32) {
        self.id = id
        super.init()
    }
}

/// `DetailIosKt.pokemonDetailViewModel(owner:id:)` as Kotlin writes it: the default key ignores `id`.
enum DetailIosKt {
    static func pokemonDetailViewModel(owner: ViewModelStoreOwner, id: Int32) throws -> PokemonDetailViewModel {
        let factory = try viewModelFactory { try $0.initializer { PokemonDetailViewModel(id: id) } }
        return try ViewModelProvider.create(owner: owner, factory: factory).get(PokemonDetailViewModel.self)
    }
}
