// Exercises the swift-style goldens: idiomatic models with Kotlin defaults and raw-value enums.

import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

@Test func defaultsAreRestoredAsSwiftDefaultArguments() {
    let vacio = SearchUiState()
    #expect(vacio == SearchUiState(consulta: "", resultados: [], buscando: false, error: nil))
    #expect(vacio.enReposo && !vacio.sinResultados)
    #expect("\(vacio)" == "SearchUiState(consulta=, resultados=[], buscando=false, error=null)")
    let buscando = SearchUiState(consulta: "pika", buscando: true)
    #expect(!buscando.enReposo && !buscando.sinResultados)
    let ref = PokemonRef(id: 25, name: "pikachu", artworkUrl: "u")
    let id: Int = ref.id
    #expect(id == 25)
    #expect([ref].map(\.id) == [25])
}

@Test func enumsHaveSerialNamesAsRawValues() {
    #expect(SortOption(rawValue: "Name (A-Z)") == .nameAsc)
    #expect(SortOption.allCases.map(\.rawValue) == ["Number", "Name (A-Z)", "Name (Z-A)"])
    #expect(Palette.termsOfUse.rawValue == "TermsOfUse" && Palette.default.rawValue == "default")
    #expect(Theme().description == "Theme(primary=DARK_BLUE, secondary=null, all=[RED, NEW])")
}

@Test func sealedTypesAreEnumsWithPayloads() {
    let shapes: [Shape] = [.circle(Shape.Circle(radius: 1)), .empty, .triangle(Triangle(a: 3, b: 4, c: 5))]
    let names = shapes.map { shape -> String in
        switch shape {
        case .circle: "circle"
        case .empty: "empty"
        case .polygon: "polygon"
        case .type: "type"
        case .triangle: "triangle"
        }
    }
    #expect(names == ["circle", "empty", "triangle"])
    #expect(Shape.circle(Shape.Circle(radius: 1)).kotlinDescription == "Circle(radius=1.0)")
}

@Test func recursiveAndDefaultedValues() {
    let root = Node(value: 1, children: [Node(value: 2)], next: Node(value: 3))
    #expect(root.next?.value == 3 && root.children.count == 1)
    #expect(root == Node(value: 1, children: [Node(value: 2)], next: Node(value: 3)))
    var changed = root
    changed.next = Node(value: 4)
    changed.value = 9
    #expect(root.next?.value == 3 && root.value == 1, "boxed storage keeps value semantics")
    #expect(changed.next?.value == 4 && changed.value == 9 && changed.children.count == 1)
    let reserved = Reserved()
    #expect(reserved.id == "x" && reserved.`default` == false && reserved.description_ == "")
    #expect(
        Primitives().description
            == "Primitives(b=true, by=-1, s=2, i=3, l=4, ub=5, us=6, ui=7, ul=8, f=1.5, d=0.1, c=k, str=s)")
    #expect(NullablePrimitives().i == 3 && NullablePrimitives().d == 2.5)
    #expect(Collections().byName == ["a": 1])
    #expect(Defaults.shared.greeting == "hola")
}
