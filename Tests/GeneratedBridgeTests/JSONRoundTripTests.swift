// The bridge-style goldens through the kotlinx JSON codec: Kotlin's encodings decode and re-encode byte for byte.

import Foundation
import KontractCheck
import KontractCore
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import Testing

/// Every serializable declaration of the repo and edge contracts, by qualified name.
private let generatedDescriptors: [String: KotlinSerialDescriptor] = [
    "com.sebastiannarvaez.pokedex.feature.search.PokemonRef": PokemonRef.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.search.SearchError": SearchError.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.search.SearchUiState": SearchUiState.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.list.Pokemon": Pokemon.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.list.SortOption": SortOption.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.list.PokemonType": PokemonType.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.list.PokemonListUiState": PokemonListUiState.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.detail.PokemonDetail": PokemonDetail.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.detail.DetailError": DetailError.kotlinSerialDescriptor,
    "com.sebastiannarvaez.pokedex.feature.detail.DetailUiState": DetailUiState.kotlinSerialDescriptor,
    "com.example.edge.Reserved": Reserved.kotlinSerialDescriptor,
    "com.example.edge.Año": Año.kotlinSerialDescriptor,
    "com.example.edge.Primitives": Primitives.kotlinSerialDescriptor,
    "com.example.edge.NullablePrimitives": NullablePrimitives.kotlinSerialDescriptor,
    "com.example.edge.Collections": Collections.kotlinSerialDescriptor,
    "com.example.edge.Palette": Palette.kotlinSerialDescriptor,
    "com.example.edge.Theme": Theme.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult": SearchResultKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult.Found": SearchResultFound.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult.Loading": SearchResultLoading.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult.Failed": SearchResultFailed.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape": ShapeKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Circle": Shape.Circle.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Empty": Shape.Empty.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Polygon": ShapePolygonKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Polygon.Square": Shape.PolygonSquare.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Type": Shape.Type_.kotlinSerialDescriptor,
    "com.example.edge.shapes.Triangle": Triangle.kotlinSerialDescriptor,
    "com.example.edge.shapes.Sketch": Sketch.kotlinSerialDescriptor,
    "com.example.edge.shapes.Node": Node.kotlinSerialDescriptor,
    "com.example.edge.shapes.Ping": Ping.kotlinSerialDescriptor,
    "com.example.edge.shapes.Pong": Pong.kotlinSerialDescriptor,
    "com.example.edge.shapes.Defaults": Defaults.kotlinSerialDescriptor,
    "com.example.edge.vm.Counter": Counter.kotlinSerialDescriptor,
    "com.example.edge.functions.Parcel": Parcel.kotlinSerialDescriptor,
    "com.example.edge.functions.Clock": Clock.kotlinSerialDescriptor,
    "com.example.edge.nesting.Tree.Listing": Tree.Listing.kotlinSerialDescriptor,
    "com.example.edge.nesting.Tree.Size": Tree.Size.kotlinSerialDescriptor,
    "com.example.edge.nesting.Registry": Registry.kotlinSerialDescriptor,
    "com.example.edge.annotations.Signal": Signal.kotlinSerialDescriptor,
    "com.example.edge.annotations.Mode": Mode.kotlinSerialDescriptor,
    "com.example.edge.annotations.Preferences": Preferences.kotlinSerialDescriptor,
    "com.example.edge.annotations.Account": Account.kotlinSerialDescriptor,
    "com.example.edge.annotations.Handle": Handle.kotlinSerialDescriptor,
    "com.example.edge.routes.Route": RouteKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.routes.Route.Back": Route.Back.kotlinSerialDescriptor,
    "com.example.edge.routes.Route.Detail": Route.Detail.kotlinSerialDescriptor,
    "com.example.edge.routes.RouteMode": RouteMode.kotlinSerialDescriptor,
    "com.example.edge.routes.Prefs": Prefs.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen": ScreenKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Article": ScreenArticle.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Profile": ScreenProfile.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Inbox": ScreenInbox.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Tabbed": ScreenTabbedKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Tabbed.Feed": ScreenTabbedFeed.kotlinSerialDescriptor,
    "com.example.edge.routes.Panel": PanelKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.routes.Panel.Fixed": Panel.Fixed.kotlinSerialDescriptor,
    "com.example.edge.routes.Panel.Hidden": Panel.Hidden.kotlinSerialDescriptor,
    "com.example.edge.routes.History": History.kotlinSerialDescriptor,
    "com.example.edge.enums.Tab": Tab.kotlinSerialDescriptor,
    "com.example.edge.enums.TabState": TabState.kotlinSerialDescriptor,
    "com.example.edge.enums.Choice.Undecided": ChoiceUndecided.kotlinSerialDescriptor,
    "com.example.edge.enums.Answer": Answer.kotlinSerialDescriptor,
    "com.example.edge.superclasses.User": User.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Tag": Tag.kotlinSerialDescriptor,
    "com.example.edge.superclasses.IntHolder": IntHolder.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Event": EventKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Event.Clicked": EventClicked.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Event.Closed": EventClosed.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Audit": Audit.kotlinSerialDescriptor,
    "com.example.edge.valueclasses.Plan": Plan.kotlinSerialDescriptor,
    "com.example.edge.valueclasses.Ledger": Ledger.kotlinSerialDescriptor,
    "com.example.edge.flows.FeedBus": FeedBus.kotlinSerialDescriptor,
    "com.example.edge.flows.FeedClock": FeedClock.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome": OutcomeKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Ok": Outcome.Ok.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Failed": Outcome.Failed.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Pending": Outcome.Pending.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Unknown": Outcome.Unknown.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Rejected": OutcomeRejectedKotlinSerializer.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Rejected.Throttled": Outcome.RejectedThrottled.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Moved": Moved.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Exchange": Exchange.kotlinSerialDescriptor,
    "com.example.edge.librarytypes.SyncRecord": SyncRecord.kotlinSerialDescriptor,
]

/// `sealed class Outcome(val code: Int, var note: String = "none", ...)` (issue 26): decoding keeps the JSON's `code`
/// over the subclass's argument and takes the parent's default for a missing `note`; the parent's properties are
/// written first; the data class's `toString()` and `equals` ignore them; Swift's initializer passes the arguments.
@Test func aSealedClassConstructorPropertyIsReadOnEverySubclassAndWrittenFirst() throws {
    let type = "com.example.edge.sealedconstructors.Outcome.Failed"
    let exchange = try KotlinJSON.decode(
        Exchange.self, from: #"{"outcome":{"type":"\#(type)","status":1,"after":null,"code":5}}"#)
    let failed = try #require(exchange.outcome as? Outcome.Failed)
    #expect(failed.code == 5 && failed.note == "none" && failed.retry == nil)
    #expect(try KotlinJSON.encode(exchange) == #"{"outcome":{"type":"\#(type)","code":5,"status":1,"after":null}}"#)
    #expect(failed.description == "Failed(status=1, after=null)")
    let made = Outcome.Failed(status: 1, after: nil)
    #expect(made.code == 1 && made.note == "failed" && made.isEqual(failed))
    #expect(Outcome.Pending.shared.tags == ["wait"] && Outcome.Ok(body: "b").code == 200)
}

@Test(arguments: ["contracts", "Tests/Golden/edge/contracts"])
func generatedDescriptorsEqualTheOnesBuiltFromTheContract(folder: String) throws {
    let pipeline = ContractPipeline.run([repositoryRoot.appendingPathComponent(folder).path])
    let module = try #require(pipeline.module, "\(pipeline.diagnostics)")
    let builder = DescriptorBuilder(module: module)
    var compared = 0
    for entry in module.index.declarations {
        guard let built = builder.descriptor(for: entry.qualifiedName) else { continue }
        let generated = try #require(generatedDescriptors[entry.qualifiedName], "no generated \(entry.qualifiedName)")
        #expect(generated.structure == built.structure, "\(entry.qualifiedName)")
        compared += 1
    }
    #expect(compared >= 10)
}

@Test func emptyObjectDecodesToTheKotlinDefaults() throws {
    let state = try KotlinJSON.decode(SearchUiState.self, from: "{}")
    #expect(state == SearchUiState(consulta: "", resultados: [], buscando: false, error: nil))
    let list = try KotlinJSON.decode(PokemonListUiState.self, from: "{}")
    #expect(list.sortOption == SortOption.number && list.selectedGeneration == nil && list.favorites.isEmpty)
    #expect(try KotlinJSON.encode(list) == "{}")
}

@Test(arguments: [
    #"{"consulta":"pi","resultados":[{"id":25,"name":"pikachu","artworkUrl":"u"}]}"#,
    #"{"consulta":"x","buscando":true,"error":{"detalle":"sin red"}}"#,
    #"{"resultados":[{"id":-2147483648,"name":"é\n\u001f","artworkUrl":"https://x/25.png"}]}"#,
])
func kotlinEncodingsOfSearchStatesRoundTripByteForByte(json: String) throws {
    let state = try KotlinJSON.decode(SearchUiState.self, from: json)
    #expect(try KotlinJSON.encode(state) == json)
}

@Test func kotlinEncodingsOfListAndDetailStatesRoundTrip() throws {
    let list =
        #"{"pokemons":[{"id":1,"name":"bulbasaur","artworkUrl":"a"}],"favorites":[4],"hasMorePages":false,"#
        + #""totalCount":1302,"sortOption":"Name (A-Z)","selectedType":"fire","selectedGeneration":3}"#
    let state = try KotlinJSON.decode(PokemonListUiState.self, from: list)
    #expect(state.sortOption == SortOption.nameAsc && state.selectedType == PokemonType.fire)
    #expect(state.selectedGeneration?.int32Value == 3)
    #expect(try KotlinJSON.encode(state) == list)
    let detail =
        #"{"cargando":false,"pokemon":{"id":1,"name":"b","types":["grass","poison"],"heightDecimetres":7,"#
        + #""weightHectograms":69,"artworkUrl":"u","flavorText":"A strange seed\nwas planted"}}"#
    #expect(try KotlinJSON.encode(KotlinJSON.decode(DetailUiState.self, from: detail)) == detail)
}

@Test func enumsUseTheirSerialNames() throws {
    #expect(try KotlinJSON.encode(SortOption.nameAsc) == #""Name (A-Z)""#)
    #expect(try KotlinJSON.decode(SortOption.self, from: #""Name (Z-A)""#) == SortOption.nameDesc)
    #expect(throws: KotlinJSONError.self) { try KotlinJSON.decode(SortOption.self, from: #""NAME_ASC""#) }
    #expect(try KotlinJSON.encode(Palette.default_) == #""default""#)
}

@Test func unknownKeysAreRejectedWithTheKotlinxPath() {
    do {
        _ = try KotlinJSON.decode(SearchUiState.self, from: #"{"x":1}"#)
        Issue.record("an unknown key was accepted")
    } catch {
        #expect(error.description.hasPrefix("Encountered an unknown key 'x' at offset 2 at path: $"))
    }
    do {
        _ = try KotlinJSON.decode(
            SearchUiState.self, from: #"{"resultados":[{"id":1,"name":"a","artworkUrl":"u","x":2}]}"#)
        Issue.record("an unknown key was accepted")
    } catch {
        #expect(error.description.contains("at path: $.resultados[0]"))
    }
}

@Test func sealedHierarchiesUseTheClassDiscriminator() throws {
    let circle = #"{"type":"com.example.edge.shapes.Shape.Circle","radius":1.5}"#
    let shape = try KotlinJSON.decode(ShapeKotlinSerializer.self, from: circle)
    #expect((shape as? Shape.Circle)?.radius == 1.5)
    #expect(try KotlinJSON.encode(shape, with: ShapeKotlinSerializer.self) == circle)
    let empty = try KotlinJSON.decode(
        ShapeKotlinSerializer.self, from: #"{"type":"com.example.edge.shapes.Shape.Empty"}"#)
    #expect(empty === Shape.Empty.shared)
    let square = #"{"type":"com.example.edge.shapes.Shape.Polygon.Square","side":2.0}"#
    #expect(
        try KotlinJSON.encode(
            KotlinJSON.decode(ShapeKotlinSerializer.self, from: square), with: ShapeKotlinSerializer.self) == square)
    // The concrete type has no discriminator.
    #expect(try KotlinJSON.encode(Shape.Circle(radius: 1.0)) == #"{"radius":1.0}"#)
    let failed = #"{"type":"com.example.edge.shapes.SearchResult.Failed","message":"m","code":null}"#
    let result = try KotlinJSON.decode(SearchResultKotlinSerializer.self, from: failed)
    #expect((result as? SearchResultFailed)?.message == "m")
    #expect(try KotlinJSON.encode(result, with: SearchResultKotlinSerializer.self) == failed)
}

@Test func recursiveAndEdgeTypesRoundTrip() throws {
    let tree = #"{"value":1,"children":[{"value":2,"next":{"value":3}}]}"#
    let node = try KotlinJSON.decode(Node.self, from: tree)
    #expect(node.children.first?.next?.value == 3)
    #expect(try KotlinJSON.encode(node) == tree)
    let primitives =
        #"{"b":false,"by":-128,"s":32767,"i":-2147483648,"l":9223372036854775807,"ub":255,"us":65535,"#
        + #""ui":4294967295,"ul":18446744073709551615,"f":3.4028235E38,"d":4.9E-324,"c":"é","str":"\""}"#
    #expect(try KotlinJSON.encode(KotlinJSON.decode(Primitives.self, from: primitives)) == primitives)
    let nullable = #"{"b":true,"i":null,"d":1.0E-7,"c":"x","str":"s"}"#
    #expect(try KotlinJSON.encode(KotlinJSON.decode(NullablePrimitives.self, from: nullable)) == nullable)
    let collections =
        #"{"ints":[],"nullableInts":[1,null],"byName":{"b":2},"nested":{"k":[[1]]},"deep":[[null,"x"]],"#
        + #""optionalList":["a"],"intArray":[7],"chars":["a"],"nullableMap":{"n":null}}"#
    #expect(try KotlinJSON.encode(KotlinJSON.decode(Collections.self, from: collections)) == collections)
    #expect(try KotlinJSON.encode(KotlinJSON.decode(Collections.self, from: "{}")) == "{}")
}

@Test func plainClassesInASealedHierarchyAndEnumEntriesInGetters() throws {
    // Serializable subclasses decode through the parent's serializer; plain ones are classes deriving it.
    let detail = try KotlinJSON.decode(
        RouteKotlinSerializer.self, from: #"{"type":"com.example.edge.routes.Route.Detail","id":"a"}"#)
    #expect((detail as? Route.Detail)?.id == "a")
    let settings = Settings()
    let route: Route = settings
    #expect(route === settings && settings.page == 0)
    #expect(settings.description.hasPrefix("com.example.edge.routes.Settings@"))
    let gesture: any Gesture = LongPress()
    #expect(gesture is Route)
    // `mode == Mode.FAST` and `Mode.description` in the contract's getters.
    #expect(Prefs(mode: RouteMode.fast).isFast && !Prefs(mode: RouteMode.`in`).isFast)
    #expect(Prefs(mode: RouteMode.fast).fallback === RouteMode.description_)
    #expect(RoutesKt.defaultMode === RouteMode.aabb && RouteMode._0xh.name == "0xH")
}

/// A sealed interface's abstract properties (`val title: String`, `var visits: Int`) are its protocol's: read and
/// set through `any Screen` on whatever subclass kotlinx decoded; a plain subclass keeps them in the emulation.
@Test func sealedInterfacePropertiesAreReadThroughTheProtocol() throws {
    let json =
        #"{"current":{"type":"com.example.edge.routes.Screen.Tabbed.Feed","title":"f","visits":2,"tab":1},"#
        + #""back":[{"type":"com.example.edge.routes.Screen.Profile","name":"p","visits":1},"#
        + #"{"type":"com.example.edge.routes.Screen.Inbox"},{"type":"com.example.edge.routes.Screen.Article","title":"a","id":"1"}]}"#
    let history = try KotlinJSON.decode(History.self, from: json)
    #expect(history.current.title == "f" && (history.current as? any ScreenTabbed)?.tab == 1)
    #expect(history.back.map(\.title) == ["p", "Inbox", "a"] && history.back.map(\.visits) == [1, 0, 0])
    history.current.visits += 1
    #expect(history.current.visits == 3 && (history.current as? ScreenTabbedFeed)?.visits == 3)
    #expect(try KotlinJSON.encode(history).contains(#""visits":3"#))
    // A sealed class's abstract properties: open properties of the class each subclass overrides.
    let panel = try KotlinJSON.decode(
        PanelKotlinSerializer.self, from: #"{"type":"com.example.edge.routes.Panel.Fixed","width":3}"#)
    panel.caption = "c"
    #expect(panel.width == 3 && (panel as? Panel.Fixed)?.caption == "c")
    let hidden: Panel = Panel.Hidden.shared
    #expect(hidden.width == 0 && hidden.caption == "hidden")
    let web: any Screen = ScreenWeb(title: "w")
    web.visits = 4
    #expect(web.title == "w" && web.visits == 4)
}

/// A `Char` in an `id` position (`List<Char>`, `Set<Char>`, `Char?`) is Kotlin/Native's box of it, a `KotlinBase` of a
/// class no app can name (KotlinCharObject): `as? Character` and `as? unichar` fail as on iOS, `description` is the
/// Char, and kotlinx's JSON round-trips it; a `Char` property stays `unichar`.
@Test func aCharInAnIdPositionIsKotlinNativesBox() throws {
    let collections = try KotlinJSON.decode(Collections.self, from: #"{"chars":["a"],"charSet":["b"]}"#)
    let char = try #require(collections.chars.first)
    #expect(char is KotlinBase && !(char is NSNumber))
    #expect(char as? Character == nil && char as? unichar == nil && char as? String == nil)
    #expect("\(char)" == "a")
    #expect(collections.charSet.first?.base is KotlinBase)
    #expect(try KotlinJSON.encode(collections) == #"{"chars":["a"],"charSet":["b"]}"#)
    let nullable = try KotlinJSON.decode(NullablePrimitives.self, from: #"{"c":"x"}"#)
    #expect(nullable.c is KotlinBase && nullable.c as? Character == nil)
    #expect((nullable.c as? KotlinBase)?.description == "x")
    let primitives = try KotlinJSON.decode(Primitives.self, from: #"{"c":"é"}"#)
    #expect(primitives.c == unichar(0xE9))
}
