// Overriding an open class's member functions and properties compiles, in Kotlin and Swift subclasses (issue 26, item 14).

import Foundation
import KontractGenerator
import Testing

/// `open class BaseViewModel { open fun onCleared() }` + `open class ListViewModel : BaseViewModel() { override fun
/// onCleared() }` and a third level, with parameters, results, `suspend`, and body and constructor properties: the
/// exporter redeclares each override in the subclass under its base's name (JetBrains/kotlin
/// native/objcexport-header-generator/testData/headers/classExtendsAbstractClass), and Swift subclasses of the open
/// classes override them too. Today's main: "instance method 'onCleared()' is declared in extension of
/// 'BaseViewModel' and cannot be overridden", and the subclasses' test hooks collide. Compiled in CompileBatchTests.
let overridableMembersCase = CompileCase(
    "OverridableMembers",
    contracts: [
        "overrides.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "BaseViewModel", "modality": "open",
            "properties": [ { "name": "title", "type": "String", "initial": "base" } ],
            "functions": [ { "name": "onCleared" },
              { "name": "load", "parameters": [ { "name": "id", "type": "Int" } ], "returns": "String" } ] },
          { "kind": "class", "name": "ListViewModel", "modality": "open", "supertypes": [ "BaseViewModel" ],
            "properties": [ { "name": "title", "type": "String", "initial": "list" } ],
            "functions": [ { "name": "onCleared" },
              { "name": "load", "parameters": [ { "name": "id", "type": "Int" } ], "returns": "String" },
              { "name": "refresh", "suspend": true } ] },
          { "kind": "class", "name": "PagedListViewModel", "supertypes": [ "ListViewModel" ],
            "functions": [ { "name": "onCleared" }, { "name": "refresh", "suspend": true } ] },
          { "kind": "class", "name": "Screen", "modality": "abstract",
            "constructors": [ { "parameters": [ { "name": "name", "type": "String", "property": "val" } ] } ],
            "properties": [ { "name": "count", "type": "Int", "mutable": true, "initial": 0 } ],
            "functions": [ { "name": "render", "returns": "String" } ] },
          { "kind": "class", "name": "CovariantBase", "modality": "abstract",
            "functions": [ { "name": "make", "returns": "Any?" } ] },
          { "kind": "class", "name": "CovariantLeaf", "supertypes": [ "CovariantBase" ],
            "functions": [ { "name": "make", "returns": "String" } ] },
          { "kind": "class", "name": "ListScreen", "supertypes": [ "Screen" ],
            "constructors": [ { "parameters": [ { "name": "name", "type": "String", "property": "val" } ] } ],
            "properties": [ { "name": "count", "type": "Int", "mutable": true, "initial": 1 } ],
            "functions": [ { "name": "render", "returns": "String" } ] } ] }
        """,
        "hidden.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "AnnotatedBase", "modality": "open",
            "properties": [ { "name": "secret", "type": "Int", "initial": 1, "annotations": [ "HiddenFromObjC" ] },
              { "name": "raw", "type": "Int", "initial": 1, "annotations": [ "ShouldRefineInSwift" ] } ],
            "functions": [ { "name": "hidden", "annotations": [ "HiddenFromObjC" ] },
              { "name": "refined", "annotations": [ "ShouldRefineInSwift" ], "returns": "Int" } ] },
          { "kind": "class", "name": "AnnotatedMiddle", "modality": "open", "supertypes": [ "AnnotatedBase" ],
            "properties": [ { "name": "secret", "type": "Int", "initial": 2 }, { "name": "raw", "type": "Int", "initial": 2 } ],
            "functions": [ { "name": "hidden" }, { "name": "refined", "returns": "Int" } ] },
          { "kind": "class", "name": "AnnotatedLeaf", "supertypes": [ "AnnotatedMiddle" ],
            "functions": [ { "name": "hidden" }, { "name": "refined", "returns": "Int" } ] } ] }
        """,
        "viewmodels.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "ClearingViewModel", "supertypes": [ "ViewModel" ],
            "properties": [ { "name": "state", "type": "StateFlow<Int>", "initial": 0,
              "annotations": [ "NativeCoroutinesState" ] } ],
            "functions": [ { "name": "onCleared", "doc": "Stops the polling." }, { "name": "refresh" } ] } ] }
        """,
    ],
    app: { options in
        """
        func clearing(_ viewModel: ClearingViewModel) {
            viewModel.refresh()
            viewModel.onCleared()
            let base: ViewModel = viewModel
            base.onCleared()
        }

        final class AppViewModel: BaseViewModel {
            override func onCleared() { super.onCleared() }
            override func load(id: \(options.style == .bridge ? "Int32" : "Int")) -> String { "app" }
            override var title: String { "app" }
        }

        func overridableMembers() {
            let models: [BaseViewModel] = [AppViewModel(), ListViewModel(), PagedListViewModel()]
            for model in models {
                model.onCleared()
                _ = model.load(id: 1) + model.title
            }
            let screen: Screen = ListScreen(name: "list")
            screen.count += 1
            _ = screen.render() + screen.name
            let made: String = CovariantLeaf().make()
            let base: CovariantBase = CovariantLeaf()
            _ = (made, base.make())
            let annotated: AnnotatedBase = AnnotatedLeaf()
            _ = annotated.__refined() + AnnotatedMiddle().__refined() + AnnotatedMiddle().__raw
        }
        """
    })

@Test func overridesHaveTheirOwnTestHooks() throws {
    let files = try SKIEGlobalsAndOverloadsTests.generate(
        overridableMembersCase.contracts, SwiftGenerator.configurations[0])
    let text = try #require(files["overrides.kontract.swift"])
    #expect(text.contains("public static let onClearedImplementation = KotlinFunction<BaseViewModel, Void>"))
    #expect(
        text.contains(
            "public static let onClearedImplementationInListViewModel = KotlinFunction<ListViewModel, Void>"))
    #expect(text.contains("override open func onCleared() {"))
    #expect(
        text.contains("override public func onCleared() {\n        Self.onClearedImplementationInPagedListViewModel"))
    #expect(text.contains("override public var count: Int32 {"))
    #expect(!text.contains("extension BaseViewModel {"))
}

/// `class ListViewModel : ViewModel() { override fun onCleared() }` (issue 26, item 14, as real apps write it): the
/// override of AndroidX's `protected open fun onCleared()`, redeclared in the subclass as the exporter does. Today's
/// main: KG0302 "clashes with AndroidX ViewModel's member". A behaviour receives the call when the view model is
/// cleared; an `onCleared` of another signature (a Kotlin overload) is still refused.
@Test func aViewModelOverridesOnCleared() throws {
    for options in SwiftGenerator.configurations {
        let files = try SKIEGlobalsAndOverloadsTests.generate(overridableMembersCase.contracts, options)
        let text = try #require(files["viewmodels.kontract.swift"])
        #expect(text.contains("override public func onCleared() {"), "\(options)")
        #expect(text.contains(#"_kontract.handle(TranscriptCall("onCleared", []))"#), "\(options)")
    }
    let overload = """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "V", "supertypes": [ "ViewModel" ],
            "functions": [ { "name": "onCleared", "parameters": [ { "name": "n", "type": "Int" } ] } ] } ] }
        """
    let error = #expect(throws: (any Error).self) {
        _ = try SKIEGlobalsAndOverloadsTests.generate(["v.kontract.json": overload], SwiftGenerator.configurations[0])
    }
    #expect("\(error.map { "\($0)" } ?? "")".contains("[KG0302]"))
}

/// Overrides of `@HiddenFromObjC` and `@ShouldRefineInSwift` members stay hidden and refined (`__refined()`) in
/// every subclass, as the exporter reads both from the overridden declaration (issue 26, item 11).
@Test func overridesOfHiddenAndRefinedMembersStayHiddenAndRefined() throws {
    for options in SwiftGenerator.configurations {
        let files = try SKIEGlobalsAndOverloadsTests.generate(overridableMembersCase.contracts, options)
        let text = try #require(files["hidden.kontract.swift"])
        #expect(
            !text.contains("secret:") && !text.contains("var secret") && !text.contains("func hidden"), "\(options)")
        #expect(text.contains("override open func __refined() -> "), "\(options)")
        #expect(text.contains("override public func __refined() -> "), "\(options)")
        #expect(text.contains("override open var __raw: "), "\(options)")
    }
}

/// `abstract class H { abstract val value: Any? }` + `class S(override val value: String) : H()` (issue 26, item 9):
/// the exporter redeclares the override with its own type (`NSString *` over `id`). Bridge style emulates it for a
/// final class's `val` (CovariantOverridesTests); swift style, an open subclass (whose own subclasses would override
/// the refined property) and a `var` are KG0101 at the override, never a module that validates and then does not
/// compile. A function's covariant result is emulated (the OverridableMembers compile case).
@Test(arguments: [
    (
        #"{ "kind": "class", "name": "S", "supertypes": [ "H" ], "constructors": [ { "parameters": [ "#
            + #"{ "name": "value", "type": "String", "property": "val" } ] } ] }"#,
        "3:122: error: the property 'value' of 'S' overrides one of type 'Any?' with type 'String'", false
    ),
    (
        #"{ "kind": "class", "name": "S", "supertypes": [ "H" ], "properties": [ "#
            + #"{ "name": "value", "type": "String", "initial": "s" } ] }"#,
        "3:102: error: the property 'value' of 'S' overrides one of type 'Any?' with type 'String'", false
    ),
    (
        #"{ "kind": "class", "name": "S", "modality": "open", "supertypes": [ "H" ], "properties": [ "#
            + #"{ "name": "value", "type": "String", "initial": "s" } ] }"#,
        "3:122: error: the property 'value' of 'S' overrides one of type 'Any?' with type 'String'", true
    ),
    (
        #"{ "kind": "class", "name": "S", "supertypes": [ "H" ], "properties": [ "#
            + #"{ "name": "value", "type": "String", "mutable": true, "initial": "s" } ] }"#,
        "3:102: error: the property 'value' of 'S' overrides one of type 'Any?' with type 'String'", true
    ),
])
func aCovariantOverrideIsReported(subclass: String, message: String, inBridgeStyle: Bool) throws {
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "H", "modality": "abstract", "properties": [ { "name": "value", "type": "Any?" } ], "functions": [ { "name": "get", "returns": "Any?" } ] },
          \(subclass) ] }
        """
    for options in SwiftGenerator.configurations where inBridgeStyle || options.style == .swift {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(["h.kontract.json": contract], options)
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(message) && text.contains("[KG0101]"), "\(text)")
    }
}
