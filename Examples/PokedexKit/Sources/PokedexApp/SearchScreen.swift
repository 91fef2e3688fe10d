import Foundation
import KMPNativeCoroutinesAsync
import Shared

// The search screen's logic as the app writes it, minus SwiftUI: the `.task` body, the search field's
// `onChange` and `SearchResultsView`'s five branches, verbatim.

/// Owns the screen's view models, as the app's hosting controller does.
public final class ScreenOwner: ViewModelStoreOwner {
    public let viewModelStore = ViewModelStore()

    public init() {}
}

/// What `SearchResultsView` shows.
public enum SearchResults: Equatable {
    case enReposo
    case buscando
    case error(String)
    case sinResultados(String)
    case lista([String])
}

/// `SearchResultsView`'s body: its branches in the app's order.
public func searchResults(_ estado: SearchUiState) -> SearchResults {
    if estado.enReposo {
        return .enReposo
    } else if estado.buscando && estado.resultados.isEmpty {
        return .buscando
    } else if let error = estado.error {
        return .error(error.detalle)
    } else if estado.sinResultados {
        return .sinResultados(estado.consulta)
    } else {
        return .lista(estado.resultados.map { ref in String(format: "N.º %04d", ref.id) + " " + ref.name })
    }
}

/// The search screen's state: `@State var busqueda`, `@State var buscador`, and the view's `.task`.
@MainActor
public final class SearchScreen {
    public private(set) var busqueda = SearchUiState(consulta: "", resultados: [], buscando: false, error: nil)
    public private(set) var buscador: PokemonSearchViewModel?
    public private(set) var fallo: Error?
    let owner: ViewModelStoreOwner

    public init(owner: ViewModelStoreOwner) {
        self.owner = owner
    }

    /// The view's `.task { … }`.
    public func task() async {
        let vm = buscador ?? SearchIosKt.pokemonSearchViewModel(owner: owner)
        buscador = vm
        do {
            for try await nuevo in asyncSequence(for: vm.uiStateForIosFlow) { busqueda = nuevo }
        } catch {
            fallo = error
        }
    }

    /// The search field's `.onChange(of: texto) { nuevo in … }`.
    public func onChange(_ nuevo: String) {
        buscador?.escribir(texto: nuevo)
    }
}
