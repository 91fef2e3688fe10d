// Exercises the SKIE bridge-style goldens: Swift enums and onEnum(of:) allow exhaustive switches.

import Foundation
import KontractRuntime
import Testing

@Test func appSearchCodeCompilesAndItsAssertionsHold() {
    let vacio = SearchUiState(consulta: "", resultados: [], buscando: false, error: nil)
    #expect(vacio.enReposo && !vacio.sinResultados)
    let ref = PokemonRef(id: 25, name: "pikachu", artworkUrl: "https://example.org/25.png")
    let id: Int32 = ref.id
    #expect(String(format: "N.º %04d", id) == "N.º 0025")
    #expect("\(vacio)" == "SearchUiState(consulta=, resultados=[], buscando=false, error=null)")
}

/// Exhaustive: no `default`, as SKIE's Swift enums allow.
private func label(_ palette: Palette) -> String {
    switch palette {
    case .red: "red"
    case .darkBlue: "darkBlue"
    case .theNew: "new"
    case .termsOfUse: "terms"
    case .`default`: "default"
    case .initial: "initial"
    case .copyright: "copyright"
    }
}

@Test func enumsAreSwiftEnums() {
    #expect(label(.termsOfUse) == "terms")
    #expect(Palette.allCases.count == 7)
    #expect(Palette.darkBlue.name == "DARK_BLUE" && Palette.darkBlue.ordinal == 1)
    #expect(Theme(primary: .red, secondary: nil, all: []).description == "Theme(primary=RED, secondary=null, all=[])")
}

/// SKIE's Swift enum has no `description` (not `CustomStringConvertible`): Swift prints its case, Kotlin's
/// `toString()` is the Kotlin enum's, reached through `toKotlinEnum()`.
@Test func enumsPrintTheirSwiftCase() {
    #expect("\(Palette.darkBlue)" == "darkBlue" && String(describing: Palette.termsOfUse) == "termsOfUse")
    #expect(Palette.darkBlue.toKotlinEnum().description == "DARK_BLUE")
}

@Test func sealedTypesSwitchExhaustivelyThroughOnEnum() {
    func area(_ shape: Shape) -> Double {
        switch onEnum(of: shape) {
        case .circle(let circle): 3 * circle.radius * circle.radius
        case .empty: 0
        case .polygon(let polygon):
            switch onEnum(of: polygon) {
            case .square(let square): square.side * square.side
            }
        case .type: -1
        case .triangle(let triangle): triangle.a * triangle.b / 2
        }
    }
    #expect(area(Shape.Circle(radius: 1)) == 3)
    #expect(area(Shape.Empty.shared) == 0)
    #expect(area(Shape.PolygonSquare(side: 2)) == 4)
    #expect(area(Triangle(a: 3, b: 4, c: 5)) == 6)
    let result: any SearchResult = SearchResultFailed(message: "m", code: 4)
    switch onEnum(of: result) {
    case .found, .loading: Issue.record("the result failed")
    case .failed(let failed): #expect(failed.code?.int32Value == 4)
    }
}
