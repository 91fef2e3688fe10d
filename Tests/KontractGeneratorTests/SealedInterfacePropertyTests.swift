// A sealed interface's abstract properties (issue 26): a protocol requirement (bridge) or an enum property (swift style).

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// `sealed interface UiState { val title: String; var visits: Int }`, each subclass overriding them (a constructor
/// property, a derived getter, an object's value, a plain class's storage). The exporter shows the interface as a
/// protocol with `var title: String { get }` / `var visits: Int32 { get set }`, so app code reads `state.title`
/// on an `any UiState`; swift style reads the case's value. Today's main refuses `properties` on a sealed interface
/// (KT0101). Compiled in CompileBatchTests.
@Suite struct SealedInterfacePropertyTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "ui", "declarations": [
          { "kind": "sealed interface", "name": "UiState",
            "properties": [ { "name": "title", "type": "String", "doc": "The top bar's text." },
                            { "name": "visits", "type": "Int", "mutable": true } ],
            "subclasses": [
              { "kind": "data class", "name": "Article", "properties": [
                { "name": "title", "type": "String" }, { "name": "visits", "type": "Int", "mutable": true, "default": 0 },
                { "name": "id", "type": "String" } ] },
              { "kind": "data class", "name": "Profile", "properties": [
                { "name": "name", "type": "String" }, { "name": "visits", "type": "Int", "mutable": true } ],
                "derived": [ { "name": "title", "type": "String", "kotlin": "name" } ] },
              { "kind": "data object", "name": "Inbox", "properties": [
                { "name": "title", "type": "String", "default": "Inbox" },
                { "name": "visits", "type": "Int", "mutable": true, "default": 0 } ] },
              { "kind": "sealed interface", "name": "Tabbed", "properties": [ { "name": "tab", "type": "Int" } ],
                "subclasses": [ { "kind": "data class", "name": "Feed", "properties": [
                  { "name": "title", "type": "String" }, { "name": "visits", "type": "Int", "mutable": true },
                  { "name": "tab", "type": "Int", "default": 0 } ] } ] },
              { "kind": "class", "name": "Web",
                "constructors": [ { "parameters": [ { "name": "title", "type": "String", "property": "val" } ] } ] } ] },
          { "kind": "data class", "name": "History", "properties": [
            { "name": "current", "type": "UiState" }, { "name": "back", "type": "List<UiState>", "default": [] } ] },
          { "kind": "sealed class", "name": "Figure",
            "properties": [ { "name": "area", "type": "Double" }, { "name": "label", "type": "String", "mutable": true } ],
            "subclasses": [
              { "kind": "data class", "name": "Square", "properties": [
                { "name": "area", "type": "Double" }, { "name": "label", "type": "String", "mutable": true },
                { "name": "side", "type": "Double" } ] },
              { "kind": "object", "name": "Dot", "properties": [
                { "name": "area", "type": "Double", "default": 0.0 },
                { "name": "label", "type": "String", "mutable": true, "default": "dot" } ] },
              { "kind": "class", "name": "Blob" },
              { "kind": "class", "name": "Sketch",
                "constructors": [ { "parameters": [ { "name": "area", "type": "Double", "property": "val" } ] } ],
                "properties": [ { "name": "label", "type": "String", "mutable": true, "initial": "sketch" } ] },
              { "kind": "sealed class", "name": "Round", "subclasses": [
                { "kind": "data class", "name": "Circle", "properties": [
                  { "name": "area", "type": "Double" }, { "name": "label", "type": "String", "mutable": true } ] } ] } ] },
          { "kind": "data class", "name": "Drawing", "properties": [ { "name": "figure", "type": "Figure" } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        if options.style == .swift {
            return """
                func sealedInterfaceProperties(_ state: UiState) -> [String] {
                    let article = UiState.article(UiState.Article(title: "a", visits: 1, id: "1"))
                    let feed = UiState.Tabbed.feed(UiState.Tabbed.Feed(title: "f", visits: 2, tab: 3))
                    let tabbed: Int = feed.tab
                    let visits: Int = UiState.tabbed(feed).visits + article.visits + UiState.inbox.visits
                    let profile = UiState.profile(UiState.Profile(name: "p", visits: 0))
                    let round = Figure.round(Figure.Round.circle(Figure.Round.Circle(area: 3, label: "c")))
                    let area: Double = Figure.square(Figure.Square(area: 4, label: "s", side: 2)).area + Figure.dot.area + round.area
                    return [state.title, article.title, feed.title, profile.title, UiState.inbox.title,
                            UiState.web(UiState.Web(title: "w")).title, String(tabbed + visits), String(area), round.label,
                            Drawing(figure: .dot).figure.label, Figure.sketch(Figure.Sketch(area: 2)).label]
                }
                """
        }
        return """
            func sealedInterfaceProperties(_ state: any UiState, _ history: History) -> [String] {
                let article = UiStateArticle(title: "a", visits: 1, id: "1")
                article.visits += 1
                let any: any UiState = article
                any.visits = 3
                let tabbed: any UiStateTabbed = UiStateTabbedFeed(title: "f", visits: 2, tab: 3)
                let tab: Int32 = tabbed.tab
                let visits: Int32 = tabbed.visits + any.visits + UiStateInbox.shared.visits
                let titles: [String] = history.back.map { $0.title }
                let square = Figure.Square(area: 4, label: "s", side: 2)
                let figure: Figure = square
                figure.label = "t"
                Figure.Dot.shared.label = "d"
                let area: Double = figure.area + Figure.Dot.shared.area + Figure.RoundCircle(area: 3, label: "c").area
                let drawing = Drawing(figure: Figure.Dot.shared)
                let sketch: Figure = Figure.Sketch(area: 2)
                sketch.label = sketch.label + String(sketch.area)
                return [state.title, history.current.title, tabbed.title, UiStateProfile(name: "p", visits: 0).title,
                        UiStateInbox.shared.title, UiStateWeb(title: "w").title, String(tab + visits), square.label,
                        String(area + square.side), drawing.figure.label] + titles
            }
            """
    }

    /// With `usage`, the module compiles in every configuration; the only warning is swift style's read-only `var`.
    static let compileCase = CompileCase(
        "SealedInterfaceProperty", contracts: ["ui.kontract.json": contract], app: { usage($0) })

    @Test func bridgeStyleRequiresThePropertiesInTheProtocol() throws {
        for interop in [InteropMode.objc, .skie] {
            let output = try SKIEGlobalsAndOverloadsTests.generate(
                ["ui.kontract.json": Self.contract], GeneratorOptions(interop: interop, style: .bridge))
            let swift = try #require(output["ui.kontract.swift"])
            #expect(swift.contains("    /// The top bar's text.\n    var title: String { get }"), "\(interop)")
            #expect(swift.contains("    var visits: Int32 { get set }"), "\(interop)")
            #expect(
                swift.contains("public protocol UiStateTabbed: UiState {\n    var tab: Int32 { get }"), "\(interop)")
            // The plain class implements them from the emulation's storage, as an interface's.
            #expect(swift.contains("public final class UiStateWeb: KotlinBase, UiState {"), "\(interop)")
            #expect(swift.contains("    public var visits: Int32 {"), "\(interop)")
        }
    }

    /// `sealed class Figure { abstract val area: Double; abstract var label: String }`: an open property of the
    /// sealed class (bridge), which each subclass overrides with its own value, as the exporter redeclares it.
    @Test func bridgeStyleOverridesTheSealedClasssProperties() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["ui.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .bridge))
        let swift = try #require(output["ui.kontract.swift"])
        #expect(swift.contains("    open var area: Double {\n        guard let value = kontractAbstract_area else {"))
        #expect(swift.contains("        override public var area: Double { kontractOverride_area }"))
        #expect(swift.contains("        private var kontractOverride_label: String = \"dot\"\n"))
        // A plain class's own property of the name overrides it too.
        #expect(
            swift.contains(
                "        override public var area: Double {\n            guard let value = kontractStored_area"))
    }

    @Test func swiftStyleReadsTheCasesValue() throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            ["ui.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .swift))
        let swift = try #require(output["ui.kontract.swift"])
        #expect(swift.contains("case .inbox:\n            return UiState.Inbox.shared.title"))
        #expect(swift.contains("case .tabbed(let value):\n            return value.title"))
        // The nested enum reads its own and the parent's properties.
        #expect(swift.contains("public var tab: Int {") && swift.contains("        public var visits: Int {"))
    }

    /// A `var` of the interface is read-only on the swift-style enum: said, not dropped silently.
    @Test func swiftStyleSaysTheSetterIsLeftOut() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.contract.write(
            to: folder.appendingPathComponent("ui.kontract.json"), atomically: true, encoding: .utf8)
        let module = try #require(TestSupport.module([folder.path]).0)
        let warnings = SwiftGenerator.run(module: module, options: GeneratorOptions(interop: .objc, style: .swift))
            .diagnostics.map(\.formatted)
        #expect(
            warnings.contains { $0.contains(":4:21: warning: the generated Swift leaves out the setter of 'visits'") },
            "\(warnings)")
    }

    /// Kotlin lets a `val` narrow the type (`String` for `String?`); Swift wants the protocol's type: KG0102 at the
    /// property in bridge style, accepted in swift style. A sealed class under the interface is KG0102 in bridge style.
    @Test(arguments: [
        (#"{ "kind": "data class", "name": "A", "properties": [ { "name": "title", "type": "String" } ] }"#, "3:58"),
        (
            #"{ "kind": "sealed class", "name": "B", "subclasses": [ { "kind": "data class", "name": "B1", "properties": [ { "name": "title", "type": "String?" } ] } ] }"#,
            "3:39"
        ),
    ])
    func whatBridgeStyleCannotSayIsReported(_ subclass: String, _ position: String) throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed interface", "name": "S", "properties": [ { "name": "title", "type": "String?" } ], "subclasses": [
                \(subclass) ] } ] }
            """
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["p.kontract.json": contract], GeneratorOptions(interop: .objc, style: .bridge))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(":\(position): error: ") && text.contains("[KG0102]"), "\(text)")
        _ = try SKIEGlobalsAndOverloadsTests.generate(
            ["p.kontract.json": contract], GeneratorOptions(interop: .objc, style: .swift))
    }

    /// emit-kotlin declares them in the interface and `override`s them in each subclass (the conformance folder
    /// tools/kotlin-conformance/sealedproperties compiles that Kotlin with the real compiler).
    @Test func emitKotlinOverridesThem() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.contract.write(
            to: folder.appendingPathComponent("ui.kontract.json"), atomically: true, encoding: .utf8)
        let module = try #require(TestSupport.module([folder.path]).0)
        var emitter = KotlinEmitter(module: module)
        let kotlin = try #require(emitter.emit().first).source
        for line in [
            "sealed interface UiState {\n    val title: String\n    var visits: Int\n",
            "        override val title: String,\n        override var visits: Int = 0,\n        val id: String,",
            "    override val title: String get() = name", "        override val title: String = \"Inbox\"",
            "        override var visits: Int = 0\n", "    sealed interface Tabbed : UiState {\n        val tab: Int\n",
            "            override val tab: Int = 0,",
            "sealed class Figure {\n    abstract val area: Double\n    abstract var label: String\n",
            "        override val area: Double = 0.0\n        override var label: String = \"dot\"\n",
        ] {
            #expect(kotlin.contains(line), "\(line) in\n\(kotlin)")
        }
    }
}
