// Helpers of the generated-bridge tests (the owner is in ReadmeExampleTests): search states, Koin set-ups, bounded waits.

import Foundation
import KontractRuntime

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

/// A deterministic random number generator (SplitMix64) for reproducible keystrokes and interleavings.
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
