// The app's search screen (PokedexApp) run as the app runs it: the `.task` loop, a keystroke, the five branches.

@_spi(Testing) import KontractRuntime
import PokedexApp
@_spi(Testing) import Shared
import Testing

private func state(_ consulta: String, _ resultados: [PokemonRef] = [], buscando: Bool = false) -> SearchUiState {
    SearchUiState(consulta: consulta, resultados: resultados, buscando: buscando, error: nil)
}

/// Waits (yielding to the main actor) until `condition` holds, at most about five seconds.
@MainActor private func eventually(_ condition: () -> Bool) async throws {
    for _ in 0..<5_000 where !condition() { try await Task.sleep(nanoseconds: 1_000_000) }
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
        let owner = ScreenOwner()
        // Koin resolves the owner's view model once; the screen's `.task` finds it in the owner's store.
        let vm = KoinPlatform.shared.withKoin(koin) { SearchIosKt.pokemonSearchViewModel(owner: owner) }
        let screen = SearchScreen(owner: owner)
        #expect(searchResults(screen.busqueda) == .enReposo)

        let task = Task { await screen.task() }
        try await eventually { screen.buscador != nil }
        #expect(screen.buscador === vm)
        screen.onChange("pika")
        try await eventually { screen.busqueda == state("pika", [pikachu]) }
        #expect(searchResults(screen.busqueda) == .lista(["N.º 0025 pikachu"]))
        try vm._kontract.verifyTranscriptCompleted()

        task.cancel()
        await task.value
        #expect(screen.fallo == nil)
        owner.viewModelStore.clear()
        #expect(vm._kontract.isCleared)
        #expect(vm._kontract.onClearedCount == 1)
    }

    @Test func fiveBranchesAsSearchResultsViewChoosesThem() {
        func estado(_ consulta: String, _ resultados: [PokemonRef], _ buscando: Bool, _ error: SearchError?)
            -> SearchUiState
        {
            SearchUiState(consulta: consulta, resultados: resultados, buscando: buscando, error: error)
        }
        #expect(searchResults(estado(" \t", [], false, nil)) == .enReposo)
        #expect(searchResults(estado("pika", [], true, nil)) == .buscando)
        #expect(searchResults(estado("pika", [pikachu], true, nil)) == .lista(["N.º 0025 pikachu"]))
        #expect(searchResults(estado("pika", [], false, SearchError(detalle: "sin red"))) == .error("sin red"))
        #expect(searchResults(estado("zzz", [], false, nil)) == .sinResultados("zzz"))
    }
}
