// Shapes of real KMP apps that extract wrote as contracts validate rejects, with no word (session 18).

import Foundation
import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

@Suite struct RealAppExtractTests {
    /// kmm-production-sample's redux store: `data class FeedState(…) : State` with `interface State` (not sealed).
    /// The format lets a data class or sealed type extend sealed types only (KT0503): the supertype is KX0102 and
    /// left out, a sealed parent kept, and the contract validates.
    @Test func aPlainInterfaceADataClassOrSealedTypeExtendsIsNamedAndLeftOut() {
        let result = extracted([
            ("shared/Redux.kt", "package com.example\ninterface State\ninterface Action\n"),
            (
                "shared/Feed.kt",
                """
                package com.example
                data class FeedState(val progress: Boolean) : State
                sealed class FeedAction : Action {
                    data class Refresh(val force: Boolean) : FeedAction()
                }
                class Store : State
                """
            ),
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Feed.kt:2:47: warning: supertype 'State' of data class 'FeedState' is an interface that is "
                    + "not sealed, which the contract format cannot let a data class extend yet: it is left out "
                    + "[KX0102]",
                "shared/Feed.kt:3:27: warning: supertype 'Action' of sealed class 'FeedAction' is an interface that "
                    + "is not sealed, which the contract format cannot let a sealed class extend yet: it is left out "
                    + "[KX0102]",
            ])
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let feed = result.contracts.first { $0.fileName == "Feed.kontract.json" }.map(declarationsText) ?? []
        #expect(feed.count == 3)
        #expect(feed.last?.contains(#""supertypes":["State"]"#) == true)
    }

    /// kotlinconf-app's `viewModel: V = assistedMetroViewModel<…> {⏎ create(id)⏎ }`: a default over several lines is
    /// quoted on one line, so that the warning stays one `path:line:col:` line.
    @Test func aDefaultOverSeveralLinesIsQuotedOnOneLine() {
        let result = extracted([
            ("shared/Screen.kt", "package com.example\nfun screen(size: Int = compute {\n    1\n}) {}\n")
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Screen.kt:2:24: warning: the default of 'Screen.kt.screen(size)' is not a constant the "
                    + "contract can hold ('compute'): 'compute { …' is left out [KX0201]"
            ])
    }

    /// kotlinconf-app's `enum class Type(private val key: String) { SessionStart("session-start") }`: the private
    /// property is not in the contract, so neither are the entries' arguments for it (validate's KT0407 before).
    @Test func anEnumEntrysArgumentsForAPrivatePropertyAreLeftOut() {
        let result = extracted([
            (
                "shared/Kinds.kt",
                """
                package com.example
                enum class Kind(private val key: String, val weight: Int, plain: Boolean) {
                    Start("start", 1, true),
                    End(weight = 2, key = "end", plain = false),
                }
                """
            )
        ])
        #expect(result.diagnostics.isEmpty)
        let text = result.contracts.first.map(declarationsText)?.first ?? ""
        #expect(text.contains(#"{"arguments":[1],"name":"Start"}"#))
        #expect(text.contains(#"{"arguments":{"weight":2},"name":"End"}"#))
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
    }

    /// A default import is found under the standard library's real package: `kotlin.text.Regex`,
    /// `kotlin.ranges.IntRange`, `kotlin.sequences.Sequence` (a type of the standard library's contract,
    /// `library.kotlin-stdlib.kotlin.text.kontract.json`); `kotlin.Regex` is no such type.
    @Test func defaultImportsLiveInTheirRealPackages() {
        #expect(LibraryTypes.byQualifiedName["kotlin.text.Regex"] == "Regex")
        #expect(LibraryTypes.byQualifiedName["kotlin.ranges.IntRange"] == "IntRange")
        #expect(LibraryTypes.byQualifiedName["kotlin.sequences.Sequence"] == "Sequence")
        #expect(LibraryTypes.byQualifiedName["kotlin.Regex"] == nil)
        #expect(LibraryTypes.byQualifiedName["kotlin.Pair"] == "Pair")
        let result = extracted([
            (
                "shared/R.kt",
                "package com.example\nimport kotlin.text.Regex\nclass R(val a: Regex, val b: kotlin.Regex)\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/R.kt:3:27: warning: the type 'kotlin.Regex' of 'R(b)' is not declared in the Kotlin read, "
                    + "imported, nor a type Kotlin imports by default: a constructor of 'R' (with the properties it "
                    + "declares: 'a', 'b') is left out [KX0104]",
                "shared/R.kt:3:13: note: library.kotlin-stdlib.kotlin.text.kontract.json declares 'Regex' of library "
                    + "'kotlin-stdlib' with no members and no constructor Swift can call (extract does not read "
                    + "libraries): add the members app code uses [KX0107]",
            ])
        #expect(
            result.contracts.map(\.fileName) == ["R.kontract.json", "library.kotlin-stdlib.kotlin.text.kontract.json"])
    }
    /// Confetti's `selector: Selector = Today()` with `data class Today(val within: Duration = 15.minutes)`: a call
    /// leaving out a parameter stands for its default, which is not a constant, so the call's value is KX0201 and
    /// left out (validate rejected it with KT0405 and no extract warning); a call leaving out a constant default
    /// (`Page()` with `size: Int = 20`) is written.
    @Test func aCallLeavingOutANonConstantDefaultIsNotAConstant() {
        let result = extracted([
            (
                "shared/Notify.kt",
                """
                package com.example
                import kotlin.time.Duration
                import kotlin.time.Duration.Companion.minutes
                sealed interface Selector
                data class Today(val within: Duration = 15.minutes) : Selector
                data class Page(val size: Int = 20, val first: Int = SIZE)
                const val SIZE = 3
                class Sender(val selector: Selector = Today(), val page: Page = Page(first = 1), val p: Page = Page())
                """
            )
        ])
        #expect(
            result.diagnostics.filter { $0.id == "KX0201" }.map(\.formatted) == [
                "shared/Notify.kt:5:43: warning: the default of 'Today.within' is not a constant the contract can "
                    + "hold (an expression beyond a constant): '15.minutes' is left out [KX0201]",
                "shared/Notify.kt:8:39: warning: the default of 'Sender(selector)' is not a constant the contract can "
                    + "hold (a call of 'Today' leaving out 'within', whose default '15.minutes' is not a constant (an "
                    + "expression beyond a constant)): 'Today()' is left out [KX0201]",
            ])
        let text = declarationsText(result.contracts[0]).joined()
        #expect(text.contains(#""default":{"first":1}"#))
        #expect(text.contains(#""default":{}"#))
    }
}
