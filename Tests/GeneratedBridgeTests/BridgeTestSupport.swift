// Helpers of the generated-bridge tests (the owner is in ReadmeExampleTests): search states, Koin set-ups, bounded waits.

import Foundation
@_spi(Testing) import KontractRuntime

/// A search hit as the Kotlin repository returns it.
func pokemon(_ id: Int32, _ name: String) -> PokemonRef {
    PokemonRef(id: id, name: name, artworkUrl: "https://img.pokemondb.net/artwork/\(name).jpg")
}

/// `SearchUiState(...)` with Kotlin's defaults for what is not given (the bridge initializer has none).
func searchState(
    _ consulta: String = "", resultados: [PokemonRef] = [], buscando: Bool = false, error: String? = nil
) -> SearchUiState {
    SearchUiState(
        consulta: consulta, resultados: resultados, buscando: buscando, error: error.map { SearchError(detalle: $0) })
}

/// One transcript step: `escribir(texto)` and the states Kotlin emitted after it.
func escribir(_ texto: String, _ states: SearchUiState...) -> TranscriptStep<SearchUiState> {
    TranscriptStep(call: TranscriptCall("escribir", [texto]), states: states)
}

/// A container whose view model definition replays `steps`.
func searchKoin(_ steps: [TranscriptStep<SearchUiState>]) -> Koin {
    Koin { $0.viewModel { PokemonSearchViewModel(steps: steps) } }
}
