// The swift-style goldens through the kotlinx JSON codec: Kotlin's encodings decode and re-encode byte for byte.

import Foundation
import KontractCheck
import KontractCore
@_spi(KontractGenerated) import KontractKotlin
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
    "com.example.edge.shapes.SearchResult": SearchResult.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult.Found": SearchResult.Found.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult.Loading": SearchResult.Loading.kotlinSerialDescriptor,
    "com.example.edge.shapes.SearchResult.Failed": SearchResult.Failed.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape": Shape.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Circle": Shape.Circle.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Empty": Shape.Empty.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Polygon": Shape.Polygon.kotlinSerialDescriptor,
    "com.example.edge.shapes.Shape.Polygon.Square": Shape.Polygon.Square.kotlinSerialDescriptor,
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
    "com.example.edge.routes.Route": Route.kotlinSerialDescriptor,
    "com.example.edge.routes.Route.Back": Route.Back.kotlinSerialDescriptor,
    "com.example.edge.routes.Route.Detail": Route.Detail.kotlinSerialDescriptor,
    "com.example.edge.routes.RouteMode": RouteMode.kotlinSerialDescriptor,
    "com.example.edge.routes.Prefs": Prefs.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen": Screen.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Article": Screen.Article.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Profile": Screen.Profile.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Inbox": Screen.Inbox.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Tabbed": Screen.Tabbed.kotlinSerialDescriptor,
    "com.example.edge.routes.Screen.Tabbed.Feed": Screen.Tabbed.Feed.kotlinSerialDescriptor,
    "com.example.edge.routes.Panel": Panel.kotlinSerialDescriptor,
    "com.example.edge.routes.Panel.Fixed": Panel.Fixed.kotlinSerialDescriptor,
    "com.example.edge.routes.Panel.Hidden": Panel.Hidden.kotlinSerialDescriptor,
    "com.example.edge.routes.History": History.kotlinSerialDescriptor,
    "com.example.edge.enums.Tab": Tab.kotlinSerialDescriptor,
    "com.example.edge.enums.TabState": TabState.kotlinSerialDescriptor,
    "com.example.edge.enums.Choice.Undecided": Choice.Undecided.kotlinSerialDescriptor,
    "com.example.edge.enums.Answer": Answer.kotlinSerialDescriptor,
    "com.example.edge.superclasses.User": User.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Tag": Tag.kotlinSerialDescriptor,
    "com.example.edge.superclasses.IntHolder": IntHolder.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Event": Event.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Event.Clicked": Event.Clicked.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Event.Closed": Event.Closed.kotlinSerialDescriptor,
    "com.example.edge.superclasses.Audit": Audit.kotlinSerialDescriptor,
    "com.example.edge.valueclasses.Plan": Plan.kotlinSerialDescriptor,
    "com.example.edge.valueclasses.Ledger": Ledger.kotlinSerialDescriptor,
    "com.example.edge.flows.FeedBus": FeedBus.kotlinSerialDescriptor,
    "com.example.edge.flows.FeedClock": FeedClock.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome": Outcome.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Ok": Outcome.Ok.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Failed": Outcome.Failed.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Pending": Outcome.Pending.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Unknown": Outcome.Unknown.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Rejected": Outcome.Rejected.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Outcome.Rejected.Throttled": Outcome.Rejected.Throttled.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Moved": Moved.kotlinSerialDescriptor,
    "com.example.edge.sealedconstructors.Exchange": Exchange.kotlinSerialDescriptor,
    "com.example.edge.librarytypes.SyncRecord": SyncRecord.kotlinSerialDescriptor,
]

/// `sealed class Outcome(val code: Int, ...)` in swift style (issue 26): each struct holds the parent's properties, the
/// enum reads them from the case; decoding keeps the JSON's `code`, a missing `note` is the parent's default.
@Test func aSealedClassConstructorPropertyIsReadOnEveryCaseAndWrittenFirst() throws {
    let type = "com.example.edge.sealedconstructors.Outcome.Failed"
    let exchange = try KotlinJSON.decode(
        Exchange.self, from: #"{"outcome":{"type":"\#(type)","status":1,"after":null,"code":5}}"#)
    guard case .failed(let failed) = exchange.outcome else {
        Issue.record("not Failed: \(exchange.outcome)")
        return
    }
    #expect(failed.code == 5 && failed.note == "none" && exchange.outcome.code == 5)
    #expect(try KotlinJSON.encode(exchange) == #"{"outcome":{"type":"\#(type)","code":5,"status":1,"after":null}}"#)
    #expect(failed.kotlinDescription == "Failed(status=1, after=null)")
    #expect(Outcome.Failed(status: 1, after: nil).note == "failed" && Outcome.pending.code == 102)
}

/// `sealed class Rejected(val status: Int, val reason: String = "rejected") : Outcome(code = status)` in swift style:
/// `Throttled : Rejected(429, "throttled")`'s struct holds `code` (what Rejected passes on) and `status`, each enum reads
/// them from its case, and kotlinx's order is kept: the outer class's properties, then the inner one's, then its own.
@Test func aSealedClassBelowASealedClassGivesItsCasesBothClassesProperties() throws {
    let type = "com.example.edge.sealedconstructors.Outcome.Rejected.Throttled"
    let throttled = Outcome.Rejected.Throttled(wait: 3)
    let outcome = Outcome.rejected(.throttled(throttled))
    #expect(throttled.code == 429 && throttled.status == 429 && throttled.reason == "throttled")
    #expect(outcome.code == 429 && Outcome.Rejected.throttled(throttled).reason == "throttled")
    let exchange = Exchange(outcome: outcome)
    #expect(
        try KotlinJSON.encode(exchange)
            == #"{"outcome":{"type":"\#(type)","code":429,"status":429,"reason":"throttled","wait":3}}"#)
    let decoded = try KotlinJSON.decode(
        Exchange.self, from: #"{"outcome":{"type":"\#(type)","code":1,"status":2,"wait":3}}"#)
    #expect(decoded.outcome.code == 1, "the JSON's value is kept, as kotlinx keeps it")
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

@Test func swiftStyleTypesDecodeDefaultsAndRoundTrip() throws {
    #expect(try KotlinJSON.decode(SearchUiState.self, from: "{}") == SearchUiState())
    let search = #"{"consulta":"pi","resultados":[{"id":25,"name":"pikachu","artworkUrl":"u"}]}"#
    let state = try SearchUiState(kotlinJSON: search)
    #expect(state.resultados.first?.id == 25)
    #expect(try state.kotlinJSON() == search)
    var edited = state
    edited.buscando = true
    #expect(
        try edited.kotlinJSON()
            == #"{"consulta":"pi","resultados":[{"id":25,"name":"pikachu","artworkUrl":"u"}],"buscando":true}"#)
    let list = #"{"favorites":[4],"sortOption":"Name (A-Z)","selectedType":"fire","selectedGeneration":3}"#
    let listState = try KotlinJSON.decode(PokemonListUiState.self, from: list)
    #expect(listState.sortOption == .nameAsc && listState.selectedType == .fire && listState.selectedGeneration == 3)
    #expect(try KotlinJSON.encode(listState) == list)
    #expect(try KotlinJSON.encode(SortOption.nameDesc) == #""Name (Z-A)""#)
}

@Test func swiftStyleRejectsWhatKotlinRejects() {
    #expect(throws: KotlinJSONError.self) { try KotlinJSON.decode(SearchUiState.self, from: #"{"x":1}"#) }
    #expect(throws: KotlinJSONError.self) {
        try KotlinJSON.decode(
            SearchUiState.self, from: #"{"resultados":[{"id":2147483648,"name":"p","artworkUrl":"u"}]}"#)
    }
    #expect(throws: KotlinJSONError.self) {
        try KotlinJSON.decode(PokemonListUiState.self, from: #"{"sortOption":"NAME_ASC"}"#)
    }
}

@Test func swiftStyleSealedEnumsCarryTheDiscriminator() throws {
    let json = #"{"type":"com.example.edge.shapes.Shape.Polygon.Square","side":2.0}"#
    let shape = try KotlinJSON.decode(Shape.self, from: json)
    guard case .polygon(.square(let square)) = shape else {
        Issue.record("decoded \(shape)")
        return
    }
    #expect(square.side == 2.0)
    #expect(try KotlinJSON.encode(shape) == json)
    #expect(try KotlinJSON.decode(Shape.self, from: #"{"type":"com.example.edge.shapes.Shape.Empty"}"#) == .empty)
    #expect(try KotlinJSON.encode(Shape.empty) == #"{"type":"com.example.edge.shapes.Shape.Empty"}"#)
    let pong = #"{"ping":{"pong":{"ping":{}}},"result":{"type":"com.example.edge.shapes.SearchResult.Loading"}}"#
    #expect(try KotlinJSON.encode(KotlinJSON.decode(Pong.self, from: pong)) == pong)
    let collections = #"{"ints":[],"nullableInts":[1,null],"deep":[[null,"x"]],"chars":["a"],"nullableMap":{"n":null}}"#
    #expect(try KotlinJSON.encode(KotlinJSON.decode(Collections.self, from: collections)) == collections)
}

@Test func swiftStylePlainSealedSubclassesAreCasesByIdentity() throws {
    let home = Route.Home()
    #expect(Route.home(home) == Route.home(home) && Route.home(home) != Route.home(Route.Home()))
    #expect(Route.home(home).kotlinDescription.hasPrefix("com.example.edge.routes.Route.Home@"))
    #expect(try KotlinJSON.decode(Route.self, from: #"{"type":"com.example.edge.routes.Route.Back"}"#) == .back)
    #expect(Prefs(mode: .fast).isFast && Prefs(mode: .fast).fallback == .description)
    #expect(Pane.Pane_list(Pane.list()) != Pane.Pane_List(Pane.List()))
}

/// A sealed interface's abstract properties read the case's value, level by level (an object's from `shared`).
@Test func swiftStyleSealedInterfacePropertiesReadTheCase() throws {
    let json =
        #"{"current":{"type":"com.example.edge.routes.Screen.Tabbed.Feed","title":"f","visits":2,"tab":1},"#
        + #""back":[{"type":"com.example.edge.routes.Screen.Profile","name":"p","visits":1},"#
        + #"{"type":"com.example.edge.routes.Screen.Inbox"},{"type":"com.example.edge.routes.Screen.Article","title":"a","id":"1"}]}"#
    let history = try KotlinJSON.decode(History.self, from: json)
    #expect(history.current.title == "f" && history.current.visits == 2)
    guard case .tabbed(let tabbed) = history.current else {
        Issue.record("\(history.current)")
        return
    }
    #expect(tabbed.tab == 1 && tabbed.title == "f")
    #expect(history.back.map(\.title) == ["p", "Inbox", "a"] && history.back.map(\.visits) == [1, 0, 0])
    #expect(Screen.web(Screen.Web(title: "w")).title == "w")
    let panel = try KotlinJSON.decode(Panel.self, from: #"{"type":"com.example.edge.routes.Panel.Fixed","width":3}"#)
    #expect(panel.width == 3 && panel.caption == "" && Panel.hidden.caption == "hidden")
}
