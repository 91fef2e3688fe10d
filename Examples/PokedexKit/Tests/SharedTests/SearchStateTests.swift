// The search screen's state, used as the app's Swift code uses the Kotlin framework.

import Foundation
import KontractRuntime
import PokedexKit
import Testing

@Suite struct SearchStateTests {
    @Test func theAppsOwnSearchCodeCompilesAndHolds() {
        let vacio = SearchUiState(consulta: "", resultados: [], buscando: false, error: nil)
        #expect(vacio.enReposo && !vacio.sinResultados)
        let ref = PokemonRef(id: 25, name: "pikachu", artworkUrl: "https://example.org/25.png")
        let id: Int32 = ref.id
        #expect(String(format: "N.º %04d", id) == "N.º 0025")
        #expect("\(vacio)" == "SearchUiState(consulta=, resultados=[], buscando=false, error=null)")
        #expect(ref.numberLabel == "N.º 0025")
    }

    @Test func fiveBranchesAsSearchResultsViewChoosesThem() {
        let pikachu = PokemonRef(id: 25, name: "pikachu", artworkUrl: "u")
        func state(_ consulta: String, _ resultados: [PokemonRef], _ buscando: Bool, _ error: SearchError?)
            -> SearchUiState
        {
            SearchUiState(consulta: consulta, resultados: resultados, buscando: buscando, error: error)
        }
        #expect(state(" \t", [], false, nil).screenContent == .idle)
        #expect(state("pika", [], true, nil).screenContent == .loading)
        #expect(state("pika", [], false, SearchError(detalle: "sin red")).screenContent == .failure(message: "sin red"))
        #expect(state("zzz", [], false, nil).screenContent == .noResults(query: "zzz"))
        #expect(state("pika", [pikachu], false, nil).screenContent == .results([pikachu]))
    }

    @Test func equalityAndCopyFollowKotlin() {
        let a = SearchUiState(consulta: "pi", resultados: [], buscando: true, error: nil)
        let b = a.doCopy(consulta: "pi", resultados: [], buscando: false, error: nil)
        #expect(a != b)
        #expect(b == SearchUiState(consulta: "pi", resultados: [], buscando: false, error: nil))
        #expect(Set([a, a, b]).count == 2)
    }
}
