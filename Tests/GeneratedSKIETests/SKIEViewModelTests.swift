// The SKIE configuration's view models: flows under SKIE's names, the same bridge factory and state shapes.

import Foundation
@_spi(Testing) import KontractRuntime
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
    // SKIE's iteration does not throw: `for await`, no `try`.
    for await state in uiState {
        #expect(state == pika)
        break
    }
    // Elements as SKIE boxes them: `Flow<Int>` is `SkieSwiftFlow<KotlinInt>`.
    let ticks: SkieSwiftFlow<KotlinInt> = CounterViewModel(steps: []).ticks
    let collector = Task { () -> Int32? in
        for await tick in ticks { return tick.int32Value }
        return nil
    }
    collector.cancel()
    #expect(await collector.value == nil)
    owner.viewModelStore.clear()
    #expect(vm._kontract.onClearedCount == 1)
}
