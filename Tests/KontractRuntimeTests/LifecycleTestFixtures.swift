// Shared fixtures: a screen owner, a generated-like search view model and bridge, bounded waits.
import Foundation
import KontractRuntime

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
    override class var kotlinQualifiedName: String? { "com.example.search.PokemonSearchViewModel" }

    /// `@NativeCoroutinesState val uiStateForIos`: the current value.
    var uiStateForIos: SearchUiState { state.value }

    /// `@NativeCoroutinesState val uiStateForIos`: the flow, collected in `viewModelScope`.
    var uiStateForIosFlow: NativeFlow<SearchUiState, Error, KotlinUnit> {
        state.asNativeFlow(scope: viewModelScope)
    }

    func escribir(texto: String) {
        handle(TranscriptCall("escribir", [texto]))
    }

    func limpiar() {
        handle(TranscriptCall("limpiar"))
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
    override class var kotlinQualifiedName: String? { "com.example.detail.PokemonDetailViewModel" }
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

/// Runs `operation`, giving up after `seconds` (a safety net so a broken build fails instead of hanging;
/// never used to wait for something to happen). Returns whether `operation` finished.
func finishes(within seconds: Double = 10, _ operation: @escaping @Sendable () async -> Void) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            await operation()
            return true
        }
        group.addTask {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
    }
}

/// A deterministic random number generator (SplitMix64) for reproducible interleavings.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
