// The search screen's state, used as the app's Swift code uses the Kotlin framework.

import Foundation
@_spi(Testing) import KontractRuntime
@_spi(Testing) import Shared
import Testing

@Suite struct SearchStateTests {
    @Test func theAppsOwnSearchCodeCompilesAndHolds() {
        let vacio = SearchUiState(consulta: "", resultados: [], buscando: false, error: nil)
        #expect(vacio.enReposo && !vacio.sinResultados)
        let ref = PokemonRef(id: 25, name: "pikachu", artworkUrl: "https://example.org/25.png")
        let id: Int32 = ref.id
        #expect(String(format: "N.º %04d", id) == "N.º 0025")
        #expect("\(vacio)" == "SearchUiState(consulta=, resultados=[], buscando=false, error=null)")
    }

    @Test func equalityAndCopyFollowKotlin() {
        let a = SearchUiState(consulta: "pi", resultados: [], buscando: true, error: nil)
        let b = a.doCopy(consulta: "pi", resultados: [], buscando: false, error: nil)
        #expect(a != b)
        #expect(b == SearchUiState(consulta: "pi", resultados: [], buscando: false, error: nil))
        #expect(Set([a, a, b]).count == 2)
    }
}
