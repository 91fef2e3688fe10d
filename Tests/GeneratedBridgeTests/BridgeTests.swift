// Exercises the objc-interop bridge-style goldens: app code written for the real framework compiles and behaves.

import Foundation
@_spi(KontractGenerated) import KontractKotlin
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

@Test func dataClassDescriptionEqualityHashAndCopyFollowKotlin() {
    let ref = PokemonRef(id: 25, name: "pikachu", artworkUrl: "u")
    let state = SearchUiState(consulta: "pika", resultados: [ref], buscando: true, error: SearchError(detalle: "x"))
    #expect(
        state.description
            == "SearchUiState(consulta=pika, resultados=[PokemonRef(id=25, name=pikachu, artworkUrl=u)], buscando=true, error=SearchError(detalle=x))"
    )
    #expect(
        state.doCopy(consulta: "pika", resultados: [ref], buscando: true, error: SearchError(detalle: "x")) == state)
    #expect(state.doCopy(consulta: "", resultados: [], buscando: true, error: nil) != state)
    // Kotlin: "x".hashCode() == 120; SearchUiState() hashes to 31 * (31 * (31 * 0 + 1) + 1237) + 0.
    #expect(SearchError(detalle: "x").kotlinHashCode == 120)
    #expect(SearchUiState(consulta: "", resultados: [], buscando: false, error: nil).kotlinHashCode == 39308)
    #expect(
        Set([
            state, state.doCopy(consulta: "pika", resultados: [ref], buscando: true, error: SearchError(detalle: "x")),
        ]).count == 1)
    #expect(!state.enReposo)
}

@Test func derivedPropertiesUseKotlinSemantics() {
    let detail = PokemonDetail(
        id: 25, name: "pikachu", types: ["electric"], heightDecimetres: 4, weightHectograms: 60, artworkUrl: nil,
        flavorText: "")
    #expect(detail.numero == "N.º 0025")
    #expect(!detail.tieneArtwork)
    #expect(Año(número: 1, año: "").vacío)
    #expect(Año(número: 1, año: "ñu").etiqueta == "ÑU")
    #expect(EdgeIosKt.defaultTheme == "light")
}

@Test func reservedNamesAreRenamedAsTheExporterDoes() {
    let reserved = Reserved(
        description: "d", hash: 1, default: true, struct: "s", self: "me", init: 2, copy: 3, protocol: nil, Type: 4,
        id: "i")
    #expect(reserved.description_ == "d" && reserved.hash_ == 1 && reserved.default_ && reserved.struct_ == "s")
    #expect(reserved.`self` == "me" && reserved.`init` == 2 && reserved.copy == 3 && reserved.`Type` == 4)
    #expect(
        reserved.description
            == "Reserved(description=d, hash=1, default=true, struct=s, self=me, init=2, copy=3, protocol=null, Type=4, id=i)"
    )
}

@Test func primitivesAndBoxesPrintAsKotlin() {
    let primitives = Primitives(
        b: true, by: -1, s: 2, i: 3, l: 4, ub: 5, us: 6, ui: 7, ul: 8, f: 1.5, d: 0.1, c: unichar(107), str: "s")
    #expect(
        primitives.description
            == "Primitives(b=true, by=-1, s=2, i=3, l=4, ub=5, us=6, ui=7, ul=8, f=1.5, d=0.1, c=k, str=s)")
    let boxes = NullablePrimitives(
        b: nil, by: nil, s: nil, i: KotlinInt(value: 3), l: nil, ub: nil, us: nil, ui: nil, ul: nil, f: nil,
        d: KotlinDouble(value: 2.5), c: nil, str: nil)
    #expect(boxes.i?.int32Value == 3)
    #expect(boxes.description.hasPrefix("NullablePrimitives(b=null, by=null, s=null, i=3,"))
    let collections = Collections(
        ints: [1, 2], longs: [], doubles: [], bools: [true], nullableInts: [], byName: ["a": 1], byId: [:],
        nested: [:], deep: [], optionalList: nil, intArray: KotlinIntArray(size: 0), anything: nil, bytes: [1],
        shorts: [], uints: [], ulongs: [], floats: [1.5], chars: [], charSet: [], ubytes: ["u": 255], nullableMap: [:])
    #expect(collections.ints == [KotlinInt(value: 1), KotlinInt(value: 2)])
    #expect(collections.description.hasPrefix("Collections(ints=[1, 2], longs=[], doubles=[], bools=[true]"))
    #expect(
        collections.description.hasSuffix(
            "bytes=[1], shorts=[], uints=[], ulongs=[], floats=[1.5], chars=[], charSet=[], ubytes={u=255}, nullableMap={})"
        ))
    #expect(collections == collections)
    #expect(collections.kotlinHashCode == collections.kotlinHashCode)
}

@Test func enumsAreClassesWithStaticEntries() {
    let palette = Palette.darkBlue
    var matched = ""
    switch palette {
    case .red: matched = "red"
    case .darkBlue: matched = "darkBlue"
    default: matched = "other"
    }
    #expect(matched == "darkBlue")
    #expect(Palette.theNew.name == "NEW" && Palette.termsofuse.ordinal == 3 && Palette.default_.name == "DEFAULT")
    #expect(Palette.entries.count == 7 && Palette.values().size == 7)
    #expect(
        Theme(primary: .red, secondary: nil, all: [.theNew]).description
            == "Theme(primary=RED, secondary=null, all=[NEW])")
}

@Test func sealedHierarchiesAreClassTrees() {
    let shape: Shape = Shape.Circle(radius: 1.0)
    if let circle = shape as? Shape.Circle {
        #expect(circle.radius == 1.0)
    } else {
        Issue.record("a Circle is a Shape.Circle")
    }
    #expect(shape.description == "Circle(radius=1.0)")
    #expect(Shape.Circle(radius: .nan) == Shape.Circle(radius: .nan))
    #expect(Shape.Circle(radius: 0.0) != Shape.Circle(radius: -0.0))
    #expect(Shape.Empty.shared === Shape.Empty.shared)
    #expect(Shape.Empty.shared.description.hasPrefix("com.example.edge.shapes.Shape.Empty@"))
    #expect((Triangle(a: 3, b: 4, c: 5) as Shape) is Triangle)
    let square: Shape = Shape.PolygonSquare(side: 2)
    #expect(square is Shape.Polygon)
    #expect(Shape.Type_(label: "t").label == "t")
    let result: any SearchResult = SearchResultFound(names: ["a"])
    #expect((result as? SearchResultFound)?.names == ["a"])
    #expect(SearchResultLoading.shared.description == "Loading")
}

@Test func recursiveDataClassesKeepValueSemantics() {
    let leaf = Node(value: 2, children: [], next: nil)
    let root = Node(value: 1, children: [leaf], next: leaf)
    #expect(
        root.description
            == "Node(value=1, children=[Node(value=2, children=[], next=null)], next=Node(value=2, children=[], next=null))"
    )
    #expect(root == Node(value: 1, children: [leaf], next: leaf.doCopy(value: 2, children: [], next: nil)))
    #expect(root.doCopy(value: 1, children: [], next: nil) != root)
    let ping = Ping(pong: Pong(ping: Ping(pong: nil), shape: Shape.Empty.shared, result: nil))
    #expect(ping.pong?.ping.pong == nil)
    #expect(Defaults.shared.pageSize == 20 && Defaults.shared.node.value == 1)
}
