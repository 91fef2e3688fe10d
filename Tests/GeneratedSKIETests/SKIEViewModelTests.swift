// The SKIE configuration's view models: flows under SKIE's names, the same bridge factory and state shapes.

import Foundation
import KontractRuntime
import Testing

private final class Owner: ViewModelStoreOwner {
    let viewModelStore = ViewModelStore()
}

@Test func skieShowsTheUnannotatedStateFlowAsSkieSwiftStateFlow() async throws {
    let pika = SearchUiState(consulta: "pika", resultados: [], buscando: true, error: nil)
    let steps = [TranscriptStep(call: TranscriptCall("escribir", ["pika"]), states: [pika])]
    let owner = Owner()
    let vm = KoinPlatform.shared.withKoin(Koin { $0.viewModel { PokemonSearchViewModel(steps: steps) } }) {
        SearchIosKt.pokemonSearchViewModel(owner: owner)
    }
    let uiState: SkieSwiftStateFlow<SearchUiState> = vm.uiState
    #expect(uiState.value == vm.uiStateForIos)
    vm.escribir(texto: "pika")
    var states = uiState.makeAsyncIterator()
    #expect(try await states.next() == pika)
    let ticks: SkieSwiftFlow<Int32> = CounterViewModel(steps: []).ticks
    #expect(ticks.replayCache.isEmpty)
    owner.viewModelStore.clear()
    #expect(vm.onClearedCount == 1)
}
