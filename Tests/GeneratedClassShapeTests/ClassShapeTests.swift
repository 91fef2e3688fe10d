// Data classes as the real framework's final classes ("dataClasses": "class"): identity, NSObject members, the flow.

import Foundation
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import Testing

private final class Owner: ViewModelStoreOwner {
    let viewModelStore = ViewModelStore()
}

@Test func dataClassesAreKotlinBaseClassesWithIdentityAndKotlinEquality() {
    let a = SearchUiState(consulta: "pika", resultados: [], buscando: true, error: nil)
    let b = a.doCopy(consulta: "pika", resultados: [], buscando: true, error: nil)
    let base: KotlinBase = a
    #expect(base === a)
    #expect(a !== b)
    #expect(a.isEqual(b) && a == b)
    #expect(a.hash == b.hash && a.hash == Int(a.kotlinHashCode))
    #expect(a.description == "SearchUiState(consulta=pika, resultados=[], buscando=true, error=null)")
    #expect(!a.isEqual(a.doCopy(consulta: "pika", resultados: [], buscando: false, error: nil)))
    #expect(Set([a, b]).count == 1)
}

@Test @MainActor func theSearchFlowRunsWithClassStates() async throws {
    let pikachu = PokemonRef(id: 25, name: "pikachu", artworkUrl: "u")
    let found = SearchUiState(consulta: "pika", resultados: [pikachu], buscando: false, error: nil)
    let steps = [TranscriptStep(call: TranscriptCall("escribir", ["pika"]), states: [found])]
    let owner = Owner()
    let koin = Koin { $0.viewModel { PokemonSearchViewModel(steps: steps) } }
    let vm = KoinPlatform.shared.withKoin(koin) { SearchIosKt.pokemonSearchViewModel(owner: owner) }
    #expect(vm.uiStateForIos == SearchUiState(consulta: "", resultados: [], buscando: false, error: nil))
    // The states are not Sendable (as on the real framework): the loop hands back their descriptions.
    let loop = Task {
        var seen: [String] = []
        for try await nuevo in asyncSequence(for: vm.uiStateForIosFlow) {
            seen.append(nuevo.description)
            if nuevo == found { break }
        }
        return seen
    }
    vm.escribir(texto: "pika")
    let seen = try await loop.value
    #expect(seen.last == found.description)
    try vm._kontract.verifyTranscriptCompleted()
    owner.viewModelStore.clear()
    #expect(vm._kontract.isCleared)
}
