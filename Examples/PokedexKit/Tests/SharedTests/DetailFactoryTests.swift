// The detail factory as the app calls it: one view model per owner, whatever id comes later.

@_spi(Testing) import KontractRuntime
@_spi(Testing) import Shared
import Testing

/// An app screen owns its view models the way a UIKit coordinator or SwiftUI host does.
final class Owner: ViewModelStoreOwner {
    let viewModelStore = ViewModelStore()
}

@Suite struct DetailFactoryTests {
    @Test func oneViewModelPerOwnerAsTheDefaultKeyMakesIt() {
        let koin = Koin { $0.viewModel { PokemonDetailViewModel(steps: []) } }
        let first = Owner()
        let second = Owner()
        let (a, b, c) = KoinPlatform.shared.withKoin(koin) {
            (
                DetailIosKt.pokemonDetailViewModel(owner: first, id: 25),
                DetailIosKt.pokemonDetailViewModel(owner: first, id: 133),
                DetailIosKt.pokemonDetailViewModel(owner: second, id: 133)
            )
        }
        // The Kotlin bridge's ViewModelProvider keys by class: the first id asked for wins.
        #expect(a === b)
        #expect(a !== c)
        #expect(a.uiStateForIos == DetailUiState(cargando: true, pokemon: nil, error: nil))
        first.viewModelStore.clear()
        #expect(a._kontract.isCleared && !c._kontract.isCleared)
        second.viewModelStore.clear()
    }
}
