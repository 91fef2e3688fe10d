// The search flow as the app's Swift code runs it: the bridge factory, the state loop, a keystroke.

import KontractRuntime
import PokedexKit
import Testing

/// An app screen owns its view models the way a UIKit coordinator or SwiftUI host does.
final class Owner: ViewModelStoreOwner {
    let viewModelStore = ViewModelStore()
}

private func state(_ consulta: String, _ resultados: [PokemonRef] = [], buscando: Bool = false) -> SearchUiState {
    SearchUiState(consulta: consulta, resultados: resultados, buscando: buscando, error: nil)
}

@Suite struct SearchFlowTests {
    let pikachu = PokemonRef(id: 25, name: "pikachu", artworkUrl: "https://example.org/25.png")

    /// What the Kotlin view model did when the app typed "pika", as recorded.
    var koin: Koin {
        let steps = [
            TranscriptStep(
                call: TranscriptCall("escribir", ["pika"]),
                states: [state("pika", buscando: true), state("pika", [pikachu])])
        ]
        return Koin { $0.viewModel { PokemonSearchViewModel(steps: steps) } }
    }

    @Test @MainActor func typingShowsTheResultsAndTeardownEndsTheLoop() async throws {
        let owner = Owner()
        let vm = KoinPlatform.shared.withKoin(koin) { SearchIosKt.pokemonSearchViewModel(owner: owner) }
        #expect(vm === SearchIosKt.pokemonSearchViewModel(owner: owner))
        #expect(vm.uiStateForIos.screenContent == .idle)

        let loop = Task {
            var seen: [SearchScreenContent] = []
            for try await nuevo in asyncSequence(for: vm.uiStateForIosFlow) {
                seen.append(nuevo.screenContent)
                if nuevo.screenContent == .results([pikachu]) { break }
            }
            return seen
        }
        vm.escribir(texto: "pika")
        let seen = try await loop.value
        // A StateFlow is conflated: the loop may skip states in between, never the last one.
        #expect(seen.last == .results([pikachu]))
        #expect(seen.allSatisfy { [.idle, .loading, .results([pikachu])].contains($0) })
        #expect(vm.uiStateForIos.screenContent == .results([pikachu]))
        try vm.verifyTranscriptCompleted()

        owner.viewModelStore.clear()
        #expect(vm.isCleared)
        #expect(vm.onClearedCount == 1)
    }
}
