// The round trip: contract → emit-kotlin → extract → the same contract (key order, layout and numbers aside).

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

@testable import KontractExtract

/// Per contract file of `paths` (one module): `emit-kotlin --api`'s Kotlin for the whole module (everything Swift sees,
/// bodies `TODO()`), extracted again as one module, compared with the contracts by `extract --check`'s comparison.
/// The differences per contract file (empty: it round-trips), extract's errors counted against the contract whose
/// Kotlin they are in.
func roundTrip(paths: [String]) throws -> [(contract: String, differences: [String])] {
    let pipeline = ContractPipeline.run(paths)
    let module = try #require(pipeline.module, "\(paths): \(pipeline.diagnostics.map(\.formatted))")
    var emitter = KotlinEmitter(module: module, wholeAPI: true)
    let emitted = emitter.emit()
    #expect(emitter.problems.map(\.formatted) == [])
    let extraction = ContractExtractor.extract(
        files: emitted.map { ContractExtractor.parse(path: "emitted/" + $0.name, bytes: Array($0.source.utf8)) },
        module: "Shared")
    let committed = try pipeline.files.map { ($0.path, try ContractJSONReader.parseFile(at: $0.path).get()) }
    let drift = ContractDrift.compare(
        extracted: extraction.contracts, committed: committed, leftOut: extraction.leftOut)
    let contractOfEmitted = Dictionary(emitted.map { ("emitted/" + $0.name, $0.contract) }) { first, _ in first }
    var differences: [String: [String]] = [:]
    for problem in extraction.diagnostics.filter({ $0.severity == .error }) + drift {
        let file = problem.location.file
        let contract = contractOfEmitted[file] ?? file
        differences[contract, default: []].append(
            problem.formatted.replacingOccurrences(of: repositoryRoot.path + "/", with: ""))
    }
    return pipeline.files.filter { $0.library == nil }.map { file in
        (URL(fileURLWithPath: file.path).lastPathComponent, differences[file.path] ?? [])
    }
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
    static let folders = [
        "contracts", "Tests/Golden/edge/contracts", "Tests/Conformance", "tools/kotlin-conformance/typealias",
        "tools/kotlin-conformance/valueclass", "tools/kotlin-conformance/sealedconstructor",
    ]

    /// The contracts that do not come back whole, by folder, each with the text of every difference it has: what
    /// Kotlin or extract cannot say yet (docs/extract.md, "The round trip").
    static let notComingBack: [String: [String: [String]]] = [:]

    /// Every other contract comes back whole: everything it says is Kotlin `emit-kotlin --api` writes and extract
    /// reads back (view models, bridge files, plain classes' and interfaces' members, functions, export annotations).
    @Test(arguments: folders)
    func contractsComeBackFromTheirKotlin(folder: String) throws {
        let expected = Self.notComingBack[folder] ?? [:]
        for result in try roundTrip(paths: [repositoryURL(folder).path]) {
            guard let known = expected[result.contract] else {
                #expect(result.differences == [], "\(folder)/\(result.contract)")
                continue
            }
            #expect(result.differences.count == known.count, "\(result.differences)")
            for difference in result.differences {
                #expect(known.contains { difference.contains($0) }, "\(folder)/\(result.contract): \(difference)")
            }
        }
    }

    /// The exporter conformance contracts (each its own module: JetBrains' header test cases written as contracts)
    /// all come back, function types' parameter names (`(result: Int) -> Unit`) and overloads told apart by their
    /// receivers alone included.
    @Test func exporterContractsComeBack() throws {
        let folder = repositoryURL("Tests/ExporterConformance/contracts")
        let contracts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".kontract.json") }.sorted()
        var failing: [String] = []
        for contract in contracts {
            let results = try roundTrip(paths: [folder.appendingPathComponent(contract).path])
            if results.contains(where: { !$0.differences.isEmpty }) { failing.append(contract) }
        }
        #expect(contracts.count > 100)
        #expect(failing == [])
    }

    /// A contract's `package` (names are compared qualified: two contracts of a folder may declare one name).
    static func package(of contract: ContractJSON) -> String {
        if case .string(let package)? = contract["package"] { return package }
        return ""
    }

    /// Extract never invents or changes what emit-kotlin wrote: each extracted declaration is part of the
    /// contract's declaration of that name.
    @Test(arguments: folders)
    func whatComesBackIsPartOfTheContract(folder: String) throws {
        let pipeline = ContractPipeline.run([repositoryURL(folder).path])
        let module = try #require(pipeline.module)
        var emitter = KotlinEmitter(module: module, wholeAPI: true)
        let emitted = emitter.emit()
        let extraction = ContractExtractor.extract(
            files: emitted.map { ContractExtractor.parse(path: $0.name, bytes: Array($0.source.utf8)) },
            module: "Shared")
        #expect(extraction.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        var aliases = TypeAliasExpansion()
        var contract: [String: ContractJSON] = [:]
        for file in pipeline.files where file.library == nil {
            let original = ContractJSON(try ContractJSONReader.parseFile(at: file.path).get())
            aliases.add(contract: original)
            guard case .array(let declarations)? = original["declarations"] else { continue }
            for declaration in declarations {
                ContractDrift.flatten(declaration, package: Self.package(of: original), outer: "") { contract[$0] = $1 }
            }
        }
        for extracted in extraction.contracts { aliases.add(contract: extracted.json) }
        // A library contract extract writes for a library type the Kotlin names (kotlinx-datetime's `Instant` in a
        // data class) holds what extract assumes of that library, not what emit-kotlin wrote.
        for extracted in extraction.contracts where extracted.json["library"] == nil {
            guard case .array(let items)? = extracted.json["declarations"] else { continue }
            for item in items {
                ContractDrift.flatten(item, package: Self.package(of: extracted.json), outer: "") { name, json in
                    let whole = contract[name]
                    #expect(whole != nil, "\(folder): \(name) is not in the contracts")
                    if let whole {
                        #expect(
                            isPart(json, of: whole, aliases: aliases), "\(name): \(compact(json)) vs \(compact(whole))")
                    }
                }
            }
        }
    }
}

/// The edge `stdlibtypes` written as Kotlin by hand, as a developer would (beside emit-kotlin's round trip): the
/// library types the format gained (`Number`, `CharSequence`, `Comparable`, `Collection`, `Iterable`, the mutable
/// ones), top-level getters reading the file's other properties and the file's KDoc (before `package`) come back as
/// the contract says, but for a top-level `var`'s initializer (extract writes `kotlin` for a getter expression only: it cannot yet tell an initializer inside
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
            "Tests/Golden/edge/contracts/stdlibtypes.kontract.json:34:9: error: property 'Measures.kt.precision' "
                + "differs: the contract has { \"name\": \"precision\", \"type\": \"Int\", \"mutable\": true, "
                + "\"kotlin\": \"2\" }, the Kotlin (shared/Measures.kt:6:5) { \"name\": \"precision\", \"type\": "
                + "\"Int\", \"mutable\": true } [KX0303]"
        ])
}
