// The round trip: contract → emit-kotlin → extract → the same contract (key order, layout and numbers aside).

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

@testable import KontractExtract

/// Per contract file of `folder` (one module): emit-kotlin's Kotlin, extracted again, compared with the contract
/// by `extract --check`'s comparison. The diagnostics are the differences (empty: it round-trips).
func roundTrip(folder: String) throws -> [(contract: String, differences: [String])] {
    let pipeline = ContractPipeline.run([repositoryURL(folder).path])
    let module = try #require(pipeline.module, "\(folder): \(pipeline.diagnostics.map(\.formatted))")
    var emitter = KotlinEmitter(module: module)
    let emitted = emitter.emit()
    var results: [(contract: String, differences: [String])] = []
    for (file, kotlin) in zip(pipeline.files, emitted) {
        // A library contract's Kotlin is the library's own: emit-kotlin writes none, and extract declares only the
        // types the module names (its round trip is the module contracts', `LibraryContractExtractTests`).
        guard file.library == nil else { continue }
        let path = "emitted/" + kotlin.name
        let extraction = ContractExtractor.extract(
            files: [ContractExtractor.parse(path: path, bytes: Array(kotlin.source.utf8))], module: "Shared")
        let located = try ContractJSONReader.parseFile(at: file.path).get()
        let drift = ContractDrift.compare(extracted: extraction.contracts, committed: [(file.path, located)])
        let name = URL(fileURLWithPath: file.path).lastPathComponent
        let problems = extraction.diagnostics.filter { $0.severity == .error } + drift
        results.append(
            (name, problems.map { $0.formatted.replacingOccurrences(of: repositoryRoot.path + "/", with: "") }))
    }
    return results
}

/// Whether `part` says nothing `whole` does not: every key of an object with a value that is part of `whole`'s,
/// named members matched by name, other arrays item by item (numbers compared by value).
/// Types are compared with `aliases` expanded (emit-kotlin writes a type an alias stands for expanded).
func isPart(_ part: ContractJSON, of whole: ContractJSON, aliases: TypeAliasExpansion = TypeAliasExpansion()) -> Bool {
    let whole = ContractDrift.normalised(whole, aliases: aliases)
    switch (ContractDrift.normalised(part, aliases: aliases), whole) {
    case (.object(let members), .object):
        return members.allSatisfy { member in
            whole[member.key].map { isPart(member.value, of: $0, aliases: aliases) } ?? false
        }
    case (.array(let items), .array(let wholeItems)):
        let named = ContractDrift.named(.array(items))
        let wholeNamed = ContractDrift.named(.array(wholeItems))
        if named.allSatisfy({ !$0.0.hasPrefix("#") }) {
            return named.allSatisfy { name, item in
                wholeNamed.first { $0.0 == name }.map { isPart(item, of: $0.1, aliases: aliases) } ?? false
            }
        }
        return items.count == wholeItems.count
            && zip(items, wholeItems).allSatisfy { isPart($0, of: $1, aliases: aliases) }
    case (let a, let b):
        return a == b
    }
}

@Suite struct RoundTripTests {
    /// The contracts that come back whole: everything they hold is Kotlin emit-kotlin writes. The others hold
    /// what emit-kotlin leaves out (view models, bridge files, plain classes' and interfaces' members, enum
    /// functions, @ObjCName/@ObjCEnum/@Deprecated, enum and sealed property docs, variance).
    static let roundTripping: [String: Set<String>] = [
        "contracts": ["list.kontract.json"],
        "Tests/Golden/edge/contracts": ["shapes.kontract.json"],
        "Tests/Conformance": [
            "conformance.kontract.json", "conformance-lenient.kontract.json", "conformance-options.kontract.json",
            "conformance-runtime.kontract.json",
        ],
        "tools/kotlin-conformance/typealias": ["conformance-aliases.kontract.json"],
        "tools/kotlin-conformance/valueclass": ["conformance-valueclasses.kontract.json"],
        "tools/kotlin-conformance/sealedconstructor": ["conformance-sealedconstructor.kontract.json"],
    ]

    static let folders = [
        "contracts", "Tests/Golden/edge/contracts", "Tests/Conformance", "tools/kotlin-conformance/typealias",
        "tools/kotlin-conformance/valueclass", "tools/kotlin-conformance/sealedconstructor",
    ]

    /// Silent when it passes (the drift lines of the contracts that do not come back are what emit-kotlin leaves
    /// out, asserted by the tests below); a contract that should come back and does not shows its differences.
    @Test(arguments: folders)
    func contractsComeBackFromTheirKotlin(folder: String) throws {
        let results = try roundTrip(folder: folder)
        let passing = Set(results.filter { $0.differences.isEmpty }.map(\.contract))
        let expected = Self.roundTripping[folder] ?? []
        #expect(passing == expected)
        for result in results where expected.contains(result.contract) && !result.differences.isEmpty {
            Issue.record("\(folder)/\(result.contract): \(result.differences.prefix(8).joined(separator: "\n"))")
        }
    }

    /// Data classes and objects extending an open or abstract class come back with it in `supertypes` (and a data
    /// class's `superArguments`, `: Club(owner = name)`); what does not is the extended classes' own members, which
    /// emit-kotlin writes as `open`/`abstract` shells (with the primary constructor a data class passes arguments to),
    /// and a plain class passing arguments (`Captain`), which emit-kotlin does not write (extract reads it:
    /// `SealedConstructorExtractTests`).
    @Test(
        arguments: zip(
            ["Tests/Golden/edge/contracts", "Tests/Conformance"],
            ["superclasses.kontract.json", "conformance-superclass.kontract.json"]))
    func subclassesOfAClassComeBack(folder: String, contract: String) throws {
        let differences = try #require(try roundTrip(folder: folder).first { $0.contract == contract }).differences
        #expect(differences.count >= 3)
        #expect(
            differences.allSatisfy {
                $0.contains(" 'Entity.") || $0.contains(" 'Labelled.") || $0.contains(" 'Club.")
                    || $0.contains("class 'Captain' is in the contract but not in the Kotlin")
            },
            "\(differences)")
    }

    /// The edge value classes come back, KDoc included, but for what emit-kotlin leaves out: the file declaration
    /// (emit-kotlin writes no top-level functions).
    @Test func valueClassesComeBackByName() throws {
        let differences = try #require(
            try roundTrip(folder: "Tests/Golden/edge/contracts").first { $0.contract == "valueclasses.kontract.json" }
        ).differences
        #expect(differences.count == 1)
        #expect(differences.allSatisfy { $0.contains("file 'Accounts.kt'") }, "\(differences)")
    }

    /// Extract never invents or changes what emit-kotlin wrote: each extracted declaration is part of the
    /// contract's declaration of that name.
    @Test(arguments: folders)
    func whatComesBackIsPartOfTheContract(folder: String) throws {
        let pipeline = ContractPipeline.run([repositoryURL(folder).path])
        let module = try #require(pipeline.module)
        var emitter = KotlinEmitter(module: module)
        for (file, kotlin) in zip(pipeline.files, emitter.emit()) {
            let extraction = ContractExtractor.extract(
                files: [ContractExtractor.parse(path: kotlin.name, bytes: Array(kotlin.source.utf8))], module: "Shared")
            #expect(extraction.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
            let original = ContractJSON(try ContractJSONReader.parseFile(at: file.path).get())
            var aliases = TypeAliasExpansion()
            aliases.add(contract: original)
            for extracted in extraction.contracts { aliases.add(contract: extracted.json) }
            var contract: [String: ContractJSON] = [:]
            guard case .array(let declarations)? = original["declarations"] else { continue }
            for declaration in declarations {
                ContractDrift.flatten(declaration, package: "", outer: "") { contract[$0] = $1 }
            }
            // A library contract extract writes for a library type the Kotlin names (kotlinx-datetime's `Instant` in a
            // data class) holds what extract assumes of that library, not what emit-kotlin wrote.
            for extracted in extraction.contracts where extracted.json["library"] == nil {
                guard case .array(let items)? = extracted.json["declarations"] else { continue }
                for item in items {
                    ContractDrift.flatten(item, package: "", outer: "") { name, json in
                        let whole = contract[name]
                        #expect(whole != nil, "\(kotlin.name): \(name) is not in \(file.path)")
                        if let whole {
                            #expect(
                                isPart(json, of: whole, aliases: aliases),
                                "\(kotlin.name): \(name): \(compact(json)) vs \(compact(whole))")
                        }
                    }
                }
            }
        }
    }
}

/// The edge `routes`: the sealed types' abstract properties (`Screen.title`, `Panel.caption`) and the objects'
/// `override var`s come back; what does not is what emit-kotlin leaves out (plain classes' members and top-level
/// plain subclasses, the file, a sealed property's KDoc).
@Test func sealedPropertiesComeBack() throws {
    let differences = try #require(
        try roundTrip(folder: "Tests/Golden/edge/contracts").first { $0.contract == "routes.kontract.json" }
    ).differences
    let leftOutByEmitKotlin = [
        "constructor 'Route.Search.#1'", "'modality' of 'Route.Search'", "class 'Settings'", "class 'Swipe'",
        "class 'LongPress'", "constructor 'Screen.Web.#1'", "file 'Routes.kt'",
        "property 'Screen.title' differs: the contract has { \"name\": \"title\", \"type\": \"String\", \"doc\"",
    ]
    #expect(differences.count == leftOutByEmitKotlin.count, "\(differences)")
    #expect(differences.allSatisfy { line in leftOutByEmitKotlin.contains { line.contains($0) } }, "\(differences)")
}

/// The edge `stdlibtypes` written as Kotlin by hand (emit-kotlin writes no interface members or files): the
/// library types the format gained (`Number`, `CharSequence`, `Comparable`, `Collection`, `Iterable`, the mutable
/// ones) and top-level getters reading the file's other properties come back as the contract says, but for a
/// file's KDoc (Kotlin has none; a comment before `package` documents nothing) and a top-level `var`'s
/// initializer (extract writes `kotlin` for a getter expression only: it cannot yet tell an initializer inside
/// the getter subset, KT07xx, from one outside).
@Test func theStandardLibraryTypesComeBackFromHandWrittenKotlin() throws {
    let kotlin: [(String, String)] = [
        (
            "shared/Stats.kt",
            """
            package com.example.edge.stdlib

            /** Standard-library supertypes the exporter shows as id: Swift sees Any (AnyHashable in a Set). */
            data class HStats(
                val n: Number, val text: CharSequence?, val keys: Set<Number>, val all: Collection<String>,
                val order: Comparable<String>?,
            )

            interface HMeasured {
                val size: Number
                fun rank(items: Iterable<Comparable<String>>): Number?
            }
            """
        ),
        (
            "shared/Measures.kt",
            """
            /** Also top-level getters reading the file's other top-level properties (ApiKt-style constants). */
            package com.example.edge.stdlib

            val UNIT_NAME: String get() = "m"
            val LABEL: String get() = "size in $UNIT_NAME"
            var precision: Int = 2
            val scale: Int get() = precision + precision
            fun total(xs: MutableIterable<Number>): Number = 0
            fun describe(all: MutableCollection<CharSequence>): CharSequence = ""
            """
        ),
    ]
    let extraction = ContractExtractor.extract(
        files: kotlin.map { ContractExtractor.parse(path: $0.0, bytes: Array($0.1.utf8)) }, module: "Shared")
    let path = repositoryURL("Tests/Golden/edge/contracts/stdlibtypes.kontract.json").path
    let drift = ContractDrift.compare(
        extracted: extraction.contracts, committed: [(path, try ContractJSONReader.parseFile(at: path).get())])
    #expect(extraction.diagnostics.map(\.formatted) == [])
    #expect(
        drift.map { $0.formatted.replacingOccurrences(of: repositoryRoot.path + "/", with: "") } == [
            "Tests/Golden/edge/contracts/stdlibtypes.kontract.json:29:15: error: 'doc' of 'Measures.kt' differs: the "
                + "contract has \"Also top-level getters reading the file's other top-level properties (ApiKt-style "
                + "constants).\", the Kotlin (shared/Measures.kt:4:5) none [KX0303]",
            "Tests/Golden/edge/contracts/stdlibtypes.kontract.json:34:9: error: property 'Measures.kt.precision' "
                + "differs: the contract has { \"name\": \"precision\", \"type\": \"Int\", \"mutable\": true, "
                + "\"kotlin\": \"2\" }, the Kotlin (shared/Measures.kt:6:5) { \"name\": \"precision\", \"type\": "
                + "\"Int\", \"mutable\": true } [KX0303]",
        ])
}

/// The edge contract of Apple platform types: its data class `Snapshot` comes back with every type as the contract
/// spells it (`platform.Foundation.NSDate`, `platform.Foundation.NSUserDefaults?`): emit-kotlin imports them by
/// simple name (`import platform.Foundation.NSDate`) and extract resolves the imports back. What differs is only what
/// emit-kotlin does not write (plain classes, the file's top-level functions).
@Test func platformTypesComeBack() throws {
    let differences = try #require(
        try roundTrip(folder: "Tests/Golden/edge/contracts").first { $0.contract == "platformtypes.kontract.json" }
    ).differences
    let missing = ["class 'DateStore'", "class 'PlatformBox'", "class 'PlatformScreen'", "file 'Platform.kt'"]
    #expect(
        differences.map { $0.replacingOccurrences(of: #"^.*error: "#, with: "", options: .regularExpression) }
            == missing.map { "\($0) is in the contract but not in the Kotlin [KX0302]" })
}
