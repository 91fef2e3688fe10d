// Library contracts: the library types a module's API names, one contract per (library, package), and their KX ids.

import Foundation
import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

/// Extracts in-memory Kotlin with `libraries` (the config's `"libraries"` over the table).
private func extracted(_ files: [(String, String)], libraries: [String: String]) -> ExtractionResult {
    ContractExtractor.extract(
        files: files.map { ContractExtractor.parse(path: $0.0, bytes: Array($0.1.utf8)) }, module: "Shared",
        libraries: LibraryPackages(configured: libraries))
}

/// A module naming Ktor, Koin, kotlinx-datetime, Multiplatform Settings, the standard library, a configured library
/// (as property, result, generic argument and supertype types) and a package no library is known for.
private let repository = """
    package com.example.app

    import io.ktor.client.HttpClient
    import org.koin.core.Koin
    import org.koin.core.KoinApplication
    import kotlinx.datetime.Instant
    import com.russhwolf.settings.Settings
    import com.example.net.Remote
    import com.example.net.Base
    import com.example.net.Face
    import com.other.lib.Thing

    class Repo(val client: HttpClient, val settings: Settings, val at: Instant?, val koin: Koin) {
        fun app(): KoinApplication = TODO()
        fun pair(): Pair<String, Int> = TODO()
        fun result(): Result<Map<String, (Int, Int) -> Unit>> = TODO()
        val remote: Remote<String, List<Int>>? = null
        val thing: Thing? = null
    }
    class Sub : Base()
    class Impl : Face
    class Other(val net: io.ktor.client.HttpClient) {
        val thing: Thing? = null
    }

    """

@Suite struct LibraryContractExtractTests {
    @Test func oneContractPerLibraryAndPackageWithTheTypesTheModuleNames() {
        let result = extracted([("shared/Repo.kt", repository)], libraries: ["com.example.net": "example-net"])
        #expect(
            result.contracts.map(\.fileName) == [
                "Repo.kontract.json", "library.example-net.com.example.net.kontract.json",
                "library.koin-core.org.koin.core.kontract.json", "library.kotlin-stdlib.kotlin.kontract.json",
                "library.kotlinx-datetime.kotlinx.datetime.kontract.json",
                "library.ktor-client-core.io.ktor.client.kontract.json",
                "library.multiplatform-settings.com.russhwolf.settings.kontract.json",
            ])
        let net = result.contracts[1]
        #expect(net.library == "example-net" && net.kotlinPath.isEmpty)
        // `: Base()` is a class (open: the module subclasses it), `: Face` an interface, `Remote<…, …>` a class of
        // two type parameters whose kind nothing says (KX0106).
        #expect(
            net.text == """
                {
                  "kontract": 1,
                  "module": "Shared",
                  "library": "example-net",
                  "package": "com.example.net",
                  "declarations": [
                    {
                      "kind": "class",
                      "name": "Base",
                      "modality": "open",
                      "constructors": []
                    },
                    {
                      "kind": "interface",
                      "name": "Face"
                    },
                    {
                      "kind": "class",
                      "name": "Remote",
                      "typeParameters": [ { "name": "T1" }, { "name": "T2" } ],
                      "constructors": []
                    }
                  ]
                }

                """)
        #expect(
            declarationsText(result.contracts[3]) == [
                #"{"constructors":[],"kind":"class","name":"Pair","typeParameters":[{"name":"A"},{"name":"B"}]}"#,
                #"{"constructors":[],"kind":"class","name":"Result","typeParameters":[{"name":"T"}]}"#,
            ])
        #expect(declarationsText(result.contracts[6]) == [#"{"kind":"interface","name":"Settings"}"#])
        // `Koin` is a type the format knows: no library contract declares it.
        #expect(
            declarationsText(result.contracts[2]) == [#"{"constructors":[],"kind":"class","name":"KoinApplication"}"#])
        // The module's contract names them as written (a qualified name stays qualified).
        let repo = declarationsText(result.contracts[0]).joined()
        #expect(repo.contains(#"{"name":"client","property":"val","type":"HttpClient"}"#))
        #expect(repo.contains(#""type":"Remote<String, List<Int>>?""#))
        #expect(repo.contains(#"{"name":"net","property":"val","type":"io.ktor.client.HttpClient"}"#))
        #expect(repo.contains(#""supertypes":["Base"]"#) && repo.contains(#""supertypes":["Face"]"#))
        // An unmapped package at each use, what names it left out; the kind assumed once, a note per contract.
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Repo.kt:18:9: warning: the type 'Thing' of 'Repo.thing' is 'com.other.lib.Thing', and no "
                    + "library is known for package 'com.other.lib': map it in kontract.config.json (\"libraries\": "
                    + "{ \"com.other.lib\": \"MODULE\" }, MODULE the library's Kotlin module name, such as "
                    + "\"ktor-client-core\") to have extract write its library contract: the property 'Repo.thing' is "
                    + "left out [KX0104]",
                "shared/Repo.kt:23:9: warning: the type 'Thing' of 'Other.thing' is 'com.other.lib.Thing', and no "
                    + "library is known for package 'com.other.lib': map it in kontract.config.json (\"libraries\": "
                    + "{ \"com.other.lib\": \"MODULE\" }, MODULE the library's Kotlin module name, such as "
                    + "\"ktor-client-core\") to have extract write its library contract: the property 'Other.thing' "
                    + "is left out [KX0104]",
                "shared/Repo.kt:17:9: warning: 'com.example.net.Remote' is written as a final class in "
                    + "library.example-net.com.example.net.kontract.json: the Kotlin read does not say whether it is "
                    + "a class or an interface (no supertype list names it); correct its \"kind\" there if it is an "
                    + "interface, an object or open [KX0106]",
                "shared/Repo.kt:17:9: note: library.example-net.com.example.net.kontract.json declares 'Base', "
                    + "'Face', 'Remote' of library 'example-net' with no members and no constructor Swift can call "
                    + "(extract does not read libraries): add the members app code uses [KX0107]",
            ] + result.diagnostics.dropFirst(4).map(\.formatted))
        #expect(result.diagnostics.dropFirst(4).map(\.id) == Array(repeating: "KX0107", count: 5))
    }

    /// The same Kotlin gives the same bytes, whatever order the files naming a type come in.
    @Test func libraryContractsAreDeterministic() {
        let first = ("shared/A.kt", "package p\nimport io.ktor.client.HttpClient\nclass A(val k: HttpClient)\n")
        let second = (
            "shared/B.kt", "package p\nimport io.ktor.client.HttpClientConfig\nclass B(val k: HttpClientConfig<*>)\n"
        )
        let forward = extracted([first, second], libraries: [:]).contracts.map(\.text)
        let again = extracted([first, second], libraries: [:]).contracts.map(\.text)
        let backward = extracted([second, first], libraries: [:]).contracts.map(\.text)
        #expect(forward == again)
        #expect(forward.last == backward.last)
        #expect(forward.last?.contains(#""name": "HttpClient","#) == true)
        // `HttpClientConfig<*>`: one type parameter.
        #expect(forward.last?.contains(#""typeParameters": [ { "name": "T" } ]"#) == true)
    }

    /// The table maps a package by its longest listed prefix; the config's entries win over it.
    @Test func packagesMapToTheirLibrariesByTheLongestPrefix() {
        let common = LibraryPackages.common
        #expect(common.module(of: "io.ktor.client.request") == "ktor-client-core")
        #expect(common.module(of: "io.ktor.client.plugins.logging") == "ktor-client-logging")
        #expect(common.module(of: "org.koin.core.module") == "koin-core")
        #expect(common.module(of: "kotlinx.coroutines") == "kotlinx-coroutines-core")
        #expect(common.module(of: "kotlin.text") == "kotlin-stdlib")
        #expect(common.module(of: "com.example") == nil)
        #expect(common.module(of: "kotlinxx.coroutines") == nil)
        let configured = LibraryPackages(configured: ["org.koin": "my-koin", "com.example": "example"])
        #expect(configured.module(of: "org.koin.core") == "my-koin")
        #expect(configured.module(of: "com.example.deep") == "example")
        #expect(LibraryPackages.split("kotlinx.datetime.Clock.System") == ("kotlinx.datetime", "Clock.System"))
        #expect(LibraryPackages.split("io.ktor.client.HttpClient") == ("io.ktor.client", "HttpClient"))
    }

    /// What no library contract can hold is KX0104 where it is written: an Apple framework type, a type nested in a
    /// library type; a type of the project's own packages that extract did not read (SQLDelight's generated code)
    /// is said as such, not as a library to map.
    @Test func whatNoLibraryContractHoldsIsNamed() {
        let result = extracted(
            [
                (
                    "shared/Ios.kt",
                    """
                    package com.example.app
                    import platform.AVFoundation.AVPlayer
                    import kotlinx.datetime.Clock
                    import com.example.app.db.Breed
                    import com.example.data.Row
                    class Ios(val c: AVPlayer, val s: Clock.System, val b: Breed, val r: Row)
                    """
                )
            ], libraries: [:])
        #expect(result.contracts.map(\.fileName) == ["Ios.kontract.json"])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Ios.kt:6:15: warning: the type 'AVPlayer' of 'Ios(c)' is 'platform.AVFoundation.AVPlayer', "
                    + "an Apple framework type of 'platform.AVFoundation', a framework Kontract does not emulate (it "
                    + "emulates \(PlatformTypes.packages.joined(separator: ", "))): a constructor of 'Ios' (with the properties it declares: 'c', 's', 'b', "
                    + "'r') is left out [KX0104]",
                "shared/Ios.kt:6:32: warning: the type 'Clock.System' of 'Ios(s)' is 'kotlinx.datetime.Clock.System', "
                    + "a type nested in a library type, which extract does not write into library "
                    + "'kotlinx-datetime''s contract yet: a constructor of 'Ios' (with the properties it declares: 'c', 's', 'b', "
                    + "'r') is left out [KX0104]",
                "shared/Ios.kt:6:53: warning: the type 'Breed' of 'Ios(b)' is imported from "
                    + "'com.example.app.db.Breed', a package of the project that is not in the Kotlin read (code "
                    + "generated by SQLDelight or Apollo, or another module: extract reads no generated code; give its "
                    + "folder as a path, or declare it in a contract of your own): a constructor of 'Ios' (with the properties it declares: 'c', 's', 'b', "
                    + "'r') is left out [KX0104]",
                "shared/Ios.kt:6:67: warning: the type 'Row' of 'Ios(r)' is imported from 'com.example.data.Row', a "
                    + "package of the project that is not in the Kotlin read (code generated by SQLDelight or Apollo, "
                    + "or another module: extract reads no generated code; give its folder as a path, or declare it "
                    + "in a contract of your own): a constructor of 'Ios' (with the properties it declares: 'c', 's', 'b', "
                    + "'r') is left out [KX0104]",
            ])
    }

    /// What validate rejected with no extract warning in the real apps is named where it is written and left out
    /// (or, for a serialized library type, named: KX0109 ⇔ KT0205), and a library type sharing a simple name with one
    /// of the module is written qualified (kmm-production-sample's `Settings`, KT0206 before).
    @Test func whatValidateWouldRejectIsNamedWhereItIsWritten() {
        let result = extracted(
            [
                (
                    "shared/App.kt",
                    """
                    package com.example.app
                    import kotlinx.coroutines.flow.Flow
                    import kotlinx.datetime.LocalDate
                    import kotlinx.datetime.LocalDateTime
                    import kotlinx.serialization.Serializable
                    class Settings(val urls: Set<String>)
                    class Reader(val settings: Settings = Settings(setOf("a")))
                    class CFlow<T>(private val origin: Flow<T>) : Flow<T> by origin
                    data class Session(val startsAt: LocalDateTime, val endsAt: LocalDateTime)
                    val Session.isLong: Boolean get() = endsAt > startsAt
                    @Serializable data class Day(val date: LocalDate, val title: String)
                    sealed class Loading<out T : Any> { data object Busy : Loading<Nothing>() }
                    val LocalDate.isSoon: Boolean get() = year > 2000
                    """
                ),
                (
                    "shared/Store.kt",
                    "package com.example.app.store\nimport com.russhwolf.settings.Settings\nclass Store(val s: Settings)\n"
                ),
            ], libraries: [:])
        #expect(
            result.diagnostics.filter { $0.id != "KX0107" }.map(\.formatted) == [
                "shared/App.kt:7:39: warning: the default of 'Reader(settings)' is not a constant the contract can "
                    + "hold (a call of 'Settings', a class without a JSON form): 'Settings(setOf(\"a\"))' is left out "
                    + "[KX0201]",
                "shared/App.kt:8:47: warning: supertype 'Flow<T>' of class 'CFlow' is 'Flow', a type the contract "
                    + "format knows but cannot let a declaration extend (only ViewModel, Throwable and the exceptions): "
                    + "it is left out [KX0102]",
                "shared/App.kt:10:13: warning: the getter of 'App.kt.isLong' reads 'endsAt', whose type is a library "
                    + "type the contract's expressions cannot compute with: the property is written without it "
                    + "[KX0102]",
                "shared/App.kt:11:34: warning: property 'Day.date' is serialized and its type 'LocalDate' names "
                    + "'LocalDate' of library 'kotlinx-datetime', whose serializer is not one Kontract emulates: "
                    + "validate rejects it (KT0205); mark it @Transient in Kotlin, or leave the class out of the "
                    + "contract [KX0109]",
                "shared/App.kt:12:14: warning: 'Loading' is a generic sealed class, which the contract format cannot "
                    + "carry [KX0101]",
                "shared/App.kt:13:15: warning: the getter of 'App.kt.isSoon' reads its receiver 'LocalDate', a library "
                    + "type whose members the contract's expressions do not know: the property is written without it "
                    + "[KX0102]",
            ])
        let store = declarationsText(result.contracts[1]).joined()
        #expect(store.contains(#""type":"com.russhwolf.settings.Settings""#))
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.id) == ["KT0205"])
    }

    /// A `kotlin.collections` class beyond the format's collections (`IntIterator`, `ListIterator`) is a
    /// `kotlin-stdlib` library type with its kind, as `Regex` is: the contracts validate (KX0104 and KT0202 before).
    @Test func aStandardCollectionsClassIsALibraryTypeOfTheStandardLibrary() {
        let result = extracted(
            [
                (
                    "shared/Numbers.kt",
                    """
                    package com.example.app
                    class Numbers {
                        fun digits(): IntIterator = TODO()
                        fun words(): ListIterator<String> = TODO()
                        fun count(): Int = 0
                    }
                    """
                )
            ], libraries: [:])
        #expect(result.diagnostics.filter { $0.id != "KX0107" }.map(\.formatted) == [])
        #expect(
            result.contracts.map(\.fileName) == [
                "Numbers.kontract.json", "library.kotlin-stdlib.kotlin.collections.kontract.json",
            ])
        #expect(
            declarationsText(result.contracts[1]) == [
                #"{"constructors":[],"kind":"class","modality":"abstract","name":"IntIterator"}"#,
                #"{"kind":"interface","name":"ListIterator","typeParameters":[{"name":"T"}]}"#,
            ])
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
    }

    /// A non-public constructor's plain parameter of an internal type is left out: Swift cannot call the
    /// constructor, and no contract can name the type (kmm-production-sample's `RssReader`, KT0202 before); a
    /// public constructor keeps every parameter.
    @Test func anInternalConstructorsParameterOfAnInternalTypeIsLeftOut() {
        let result = extracted(
            [
                (
                    "shared/Reader.kt",
                    """
                    package com.example.app
                    internal class Loader
                    class Reader internal constructor(private val loader: Loader, val name: String)
                    class Open(val name: String)
                    """
                )
            ], libraries: [:])
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(
            declarationsText(result.contracts[0]) == [
                #"{"constructors":[{"parameters":[{"name":"name","property":"val","type":"String"}],"#
                    + #""visibility":"internal"}],"kind":"class","name":"Reader"}"#,
                #"{"constructors":[{"parameters":[{"name":"name","property":"val","type":"String"}]}],"#
                    + #""kind":"class","name":"Open"}"#,
            ])
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
    }
    /// A getter on a receiver of the module reads the receiver's properties: one typed by the module's own
    /// `State` (a simple name `androidx.compose.runtime.State` shares) is computed with, and the getter is kept;
    /// one typed by a library type imported in the receiver's file only (kotlinconf-app's `Session` and its
    /// `LocalDateTime`s) is KX0102 still. The receiver's property types resolve in the receiver's own file.
    @Test func aGetterOnTheModulesOwnStateReadsItsPropertiesWithoutAWarning() {
        let result = extracted(
            [
                (
                    "shared/Model.kt",
                    """
                    package com.example.app
                    import kotlinx.datetime.LocalDateTime
                    data class State(val busy: Boolean)
                    data class Screen(val state: State, val count: Int, val at: LocalDateTime)
                    """
                ),
                (
                    "shared/Screens.kt",
                    """
                    package com.example.app
                    val Screen.isBusy: Boolean get() = state.busy && count > 0
                    val Screen.isLate: Boolean get() = at != null
                    """
                ),
            ], libraries: [:])
        #expect(
            result.diagnostics.filter { $0.id != "KX0107" }.map(\.formatted) == [
                "shared/Screens.kt:3:12: warning: the getter of 'Screens.kt.isLate' reads 'at', whose type is a "
                    + "library type the contract's expressions cannot compute with: the property is written without "
                    + "it [KX0102]"
            ])
        let screens = declarationsText(result.contracts.first { $0.fileName == "Screens.kontract.json" }!)
        #expect(screens.joined().contains(#""kotlin":"state.busy && count > 0""#))
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
    }
}
