// Source sets and expect/actual resolved to what iOS sees, and type names resolved through imports (KX0104/KX0105).

import Foundation
import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

@Suite struct SourceSetImportTests {
    @Test func anExpectIsReplacedByItsIOSActualAndOneWithoutIsNamed() {
        let result = extracted([
            (
                "shared/src/commonMain/kotlin/Platform.kt",
                "package p\nexpect class Platform() { val name: String }\nexpect fun platformName(): String\n"
                    + "expect val isDebug: Boolean\nexpect fun onlyOnJvm(): Int\ndata class Info(val p: Platform)"
            ),
            (
                "shared/src/iosMain/kotlin/Platform.ios.kt",
                "package p\nactual class Platform actual constructor() { actual val name: String = \"iOS\" }\n"
                    + "actual fun platformName(): String = \"iOS\"\nactual val isDebug: Boolean get() = false"
            ),
            ("shared/src/iosX64Main/kotlin/Platform.iosX64.kt", "package p\nactual fun platformName(): String = \"x\""),
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/src/commonMain/kotlin/Platform.kt:5:12: warning: expect 'onlyOnJvm' has no actual in an iOS "
                    + "source set (iosMain, appleMain, iosArm64Main…): the contract leaves it out [KX0105]"
            ])
        #expect(result.contracts.map(\.fileName) == ["Platform.kontract.json", "Platform.ios.kontract.json"])
        let ios = result.contracts.last.map(declarationsText) ?? []
        #expect(ios.first?.hasPrefix(#"{"kind":"class","name":"Platform""#) == true)
        #expect(ios.last?.contains(#""name":"platformName""#) == true)
        #expect(ios.last?.contains(#""sourceSet":"iosMain""#) == true)
    }

    @Test func foldersOfSourceSetsIOSDoesNotSeeAreSkipped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-sets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for set in [
            "commonMain", "appleMain", "iosArm64Main", "jvmMain", "macosMain", "jsMain", "iosTest", "wasmJsMain",
        ] {
            let folder = root.appendingPathComponent("src/\(set)/kotlin")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("package p\n".utf8).write(to: folder.appendingPathComponent("\(set).kt"))
        }
        let found = SourceSets.kotlinFiles(under: root.path).map { ($0 as NSString).lastPathComponent }
        #expect(found == ["appleMain.kt", "commonMain.kt", "iosArm64Main.kt"])
    }

    /// Real apps: `iOSMain` (PeopleInSpace: the `iosMain` source set on macOS's file system) is read; a custom
    /// intermediate (`mobileMain`, Confetti's parent of iosMain and androidMain) is KX0004 at its folder, unless it
    /// is also given as a path, which reads it.
    @Test func aSourceSetSpelledOtherwiseIsReadAndACustomOneIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-sets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for set in ["commonMain", "iOSMain", "mobileMain", "nonWebMain", "jvmMain", "desktopMain", "webMain"] {
            let folder = root.appendingPathComponent("src/\(set)/kotlin")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("package p\nclass C\(set)\n".utf8).write(to: folder.appendingPathComponent("\(set).kt"))
        }
        var unknown: [String] = []
        let found = SourceSets.kotlinFiles(under: root.path, unknownSourceSets: &unknown)
        #expect(found.map { ($0 as NSString).lastPathComponent } == ["commonMain.kt", "iOSMain.kt"])
        #expect(unknown == [root.path + "/src/mobileMain", root.path + "/src/nonWebMain"])
        let alone = KotlinSourceFiles.readSources([root.path])
        #expect(
            alone.diagnostics.map(\.formatted) == [
                root.path + "/src/mobileMain:1:1: warning: source set 'mobileMain' is not one extract knows iOS "
                    + "compiles (commonMain, appleMain, iosMain…) nor another platform's: its Kotlin is not read; if "
                    + "the iOS targets depend on it, name '\(root.path)/src/mobileMain' as a path to read it [KX0004]",
                root.path + "/src/nonWebMain:1:1: warning: source set 'nonWebMain' is not one extract knows iOS "
                    + "compiles (commonMain, appleMain, iosMain…) nor another platform's: its Kotlin is not read; if "
                    + "the iOS targets depend on it, name '\(root.path)/src/nonWebMain' as a path to read it [KX0004]",
            ])
        let named = KotlinSourceFiles.readSources([root.path, root.path + "/src/mobileMain/"])
        #expect(named.diagnostics.map(\.id) == ["KX0004"])
        #expect(
            named.sources.map { ($0.path as NSString).lastPathComponent } == [
                "commonMain.kt", "iOSMain.kt", "mobileMain.kt",
            ])
    }

    /// A star import of a library package extract knows some types of: `CoroutineScope` is the library type it is
    /// (PeopleInSpace's repository), another name one that may come from it, never "not imported".
    @Test func aStarImportOfAKnownLibraryPackageIsNamedTruly() {
        let result = extracted([
            (
                "shared/Repo.kt",
                "package com.example\nimport kotlinx.coroutines.*\n"
                    + "class Repo(val scope: CoroutineScope, val main: MainCoroutineDispatcher)\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Repo.kt:3:43: warning: the type 'MainCoroutineDispatcher' of 'Repo(main)' is not declared in "
                    + "the Kotlin read, and may come from 'kotlinx.coroutines.*', a package whose types extract knows "
                    + "only in part: a constructor of 'Repo' (with the properties it declares: 'scope', 'main') is left "
                    + "out [KX0104]",
                "shared/Repo.kt:3:16: note: library.kotlinx-coroutines-core.kotlinx.coroutines.kontract.json declares "
                    + "'CoroutineScope' of library 'kotlinx-coroutines-core' with no members and no constructor Swift "
                    + "can call (extract does not read libraries): add the members app code uses [KX0107]",
            ])
    }

    /// KaMPKit's view state: a sealed class's abstract properties and a sealed interface's are its `properties`
    /// (validate accepts them); its functions and a property with a value or getter are KX0102 and left out.
    @Test func aSealedTypesAbstractPropertiesAreWrittenAndItsOtherMembersNamed() {
        let result = extracted([
            (
                "shared/State.kt",
                """
                package com.example
                sealed class ViewState {
                    abstract val isLoading: Boolean
                    fun describe(): String = "s"
                    private val hidden: Int = 0
                    open val label: String get() = "v"
                    data class Empty(override val isLoading: Boolean = false) : ViewState()
                }
                sealed interface Action {
                    fun name(): String
                    /** The title. */
                    val title: String
                    var visits: Int
                    val fixed: Int get() = 1
                    data class Open(override val title: String, override var visits: Int) : Action {
                        override fun name(): String = title
                    }
                }
                """
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/State.kt:4:9: warning: function 'ViewState.describe' is a member of a sealed type, which the "
                    + "contract format cannot carry yet: it is left out [KX0102]",
                "shared/State.kt:6:14: warning: property 'ViewState.label' is a member of a sealed type, which the "
                    + "contract format cannot carry yet (only an abstract property without annotations is): it is "
                    + "left out [KX0102]",
                "shared/State.kt:10:9: warning: function 'Action.name' is a member of a sealed type, which the "
                    + "contract format cannot carry yet: it is left out [KX0102]",
                "shared/State.kt:14:9: warning: property 'Action.fixed' is a member of a sealed type, which the "
                    + "contract format cannot carry yet (only an abstract property without annotations is): it is "
                    + "left out [KX0102]",
            ])
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let text = result.contracts.first.map(declarationsText)?.joined() ?? ""
        #expect(text.contains(#""properties":[{"name":"isLoading","type":"Boolean"}]"#), "\(text)")
        #expect(
            text.contains(
                #""properties":[{"doc":"The title.","name":"title","type":"String"},"#
                    + #"{"mutable":true,"name":"visits","type":"Int"}]"#), "\(text)")
    }

    /// Compose's slots in Confetti and kotlinconf-app (`content: RowScope.() -> Unit`), suspend function types and
    /// the library types the format gained (`Number`, `CharSequence`, `Comparable<T>`, `Collection<T>`, …), `Unit`
    /// properties and a backquoted package: written as types, their names resolved, and validate accepts them.
    @Test func functionTypesWithAReceiverAndTheFormatsNewTypesAreWritten() {
        let result = extracted([
            (
                "shared/Slots.kt",
                "package com.example.`in`\nclass Scope\nfun slot(content: Scope.() -> Unit, plain: (Int) -> Unit) {}\n"
                    + "fun <T> Scope.then(block: Scope . (T) -> Scope?): Scope = this\n"
                    + "fun load(fetch: suspend (Int) -> String, check: suspend String.(Int) -> Boolean) {}\n"
                    + "class Shapes(val n: Number, val text: CharSequence, val all: Collection<Int>, "
                    + "val each: Iterable<String>, val bag: MutableCollection<Int>, val walk: MutableIterable<Int>, "
                    + "val order: Comparable<String>, val nothing: Unit, var maybe: Unit?)\n"
            )
        ])
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.contracts.first?.json["package"] == .string("com.example.in"))
        let text = result.contracts.first.map(declarationsText)?.joined() ?? ""
        for expected in [
            #""type":"Scope.() -> Unit""#, #""type":"Scope.(T) -> Scope?""#, #""type":"suspend (Int) -> String""#,
            #""type":"suspend String.(Int) -> Boolean""#, #""type":"MutableIterable<Int>""#, #""type":"Unit?""#,
        ] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity != .note }.map(\.formatted) == [])
    }

    @Test func typeNamesResolveThroughImportsAndUnresolvedOnesAreNamed() {
        let result = extracted([
            (
                "shared/Model.kt",
                "package com.example.model\n@Serializable data class Item(val id: String)\n"
                    + "class Outer { class Inner }"
            ),
            (
                "shared/Vm.kt",
                """
                package com.example.ui

                import androidx.lifecycle.ViewModel
                import androidx.lifecycle.ViewModelStoreOwner as Owner
                import kotlinx.coroutines.flow.*
                import com.example.model.Item as Entry
                import com.example.model.Outer
                import io.ktor.client.HttpClient

                class Vm<T : Any>(val client: HttpClient) : ViewModel() {
                    val items: StateFlow<List<Entry>> get() = TODO()
                    val inner: Outer.Inner? = null
                    val full: kotlinx.coroutines.flow.Flow<(name: String) -> Unit>? = null
                    fun owner(o: Owner, t: T): Int = 0
                    fun missing(): Missing = TODO()
                }
                """
            ),
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Vm.kt:15:9: warning: the type 'Missing' of 'Vm.missing' is not declared in the Kotlin read, "
                    + "and may come from 'kotlinx.coroutines.flow.*', a package whose types extract knows only in "
                    + "part: the function 'Vm.missing' is left out [KX0104]",
                "shared/Vm.kt:10:23: note: library.ktor-client-core.io.ktor.client.kontract.json declares "
                    + "'HttpClient' of library 'ktor-client-core' with no members and no constructor Swift can call "
                    + "(extract does not read libraries): add the members app code uses [KX0107]",
            ])
        let vm = result.contracts.first { $0.fileName == "Vm.kontract.json" }.map(declarationsText)?.first ?? ""
        #expect(vm.contains(#""type":"StateFlow<List<Item>>""#))
        #expect(vm.contains(#""type":"Outer.Inner?""#))
        #expect(vm.contains(#""type":"Flow<(name: String) -> Unit>?""#))
        #expect(vm.contains(#""parameters":[{"name":"o","type":"ViewModelStoreOwner"},{"name":"t","type":"T"}]"#))
        #expect(vm.contains(#""supertypes":["ViewModel"]"#))
    }

    /// Every library type extract resolves (by its real package) validates: as written when the format knows it
    /// (`StateFlow`, `ViewModelStoreOwner`), or as a type of its library's contract (Kotlin's `Pair`, kotlinx's
    /// `CoroutineScope`: `library.kotlin-stdlib.kotlin.kontract.json`…); none is KX0104.
    @Test func everyLibraryTypeValidatesAsWrittenOrThroughItsLibraryContract() throws {
        let qualified = LibraryTypes.byQualifiedName.keys.sorted()
        let files = qualified.enumerated().map { position, name -> (String, String) in
            let simple = String(name.split(separator: ".").last!)
            let arity =
                KotlinBuiltinGeneric(rawValue: simple)?.arity ?? KotlinHiddenType(rawValue: simple)?.arity
                ?? LibraryPackages.shapes[name]?.typeParameters.count ?? 0
            let arguments = arity == 0 ? "" : "<" + Array(repeating: "Int", count: arity).joined(separator: ", ") + ">"
            return (
                "shared/P\(position).kt", "package com.example\nclass P\(position)(val value: \(name)\(arguments))\n"
            )
        }
        let result = extracted(files)
        #expect(result.diagnostics.filter { $0.id == "KX0104" }.map(\.formatted) == [])
        let declaredByLibraries = Set(
            result.contracts.filter { $0.library != nil }.flatMap { contract -> [String] in
                guard case .string(let package)? = contract.json["package"],
                    case .array(let declarations)? = contract.json["declarations"]
                else { return [] }
                return declarations.compactMap {
                    if case .string(let name)? = $0["name"] { package + "." + name } else { nil }
                }
            })
        let unknownToTheFormat = qualified.filter {
            !LibraryTypes.contractFormatNames.contains(LibraryTypes.byQualifiedName[$0]!)
        }
        #expect(declaredByLibraries == Set(unknownToTheFormat))
        #expect(
            declaredByLibraries.isSuperset(of: [
                "kotlin.Pair", "kotlin.text.Regex", "kotlinx.coroutines.CoroutineScope",
            ]))
        #expect(!declaredByLibraries.contains("kotlinx.coroutines.flow.StateFlow"))
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
    }
}
