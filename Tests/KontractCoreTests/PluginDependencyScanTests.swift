// Ties the plugins' dependency scan (Plugins/PluginsShared, compiled here through symlinks) to the reader.

import Foundation
import Testing

@testable import KontractCore

/// The build plugin lists, for each contract, the other contracts its output depends on by
/// scanning the JSON without KontractCore. Every declared name and every name in a type the
/// reader parses must be seen by that scan, or a build misses a regeneration.
@Suite struct PluginDependencyScanTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every contract of the repository: examples, goldens, conformance and the bad-contract corpus.
    private static var contracts: [URL] {
        let folders = [
            "contracts", "Examples/PokedexKit/Sources/Shared/contracts", "Tests/Conformance",
            "Tests/Golden/edge/contracts", "Tests/KontractCoreTests/BadContracts",
            "Tests/ExporterConformance/contracts",
        ]
        return ContractLoader.discover(folders.map { root.appendingPathComponent($0).path }).files
            .map { URL(fileURLWithPath: $0) }
    }

    @Test func theScanUsesTheReadersTypeKeys() {
        #expect(ContractTypeKeys.single == KontractCore.ContractTypeKeys.single)
        #expect(ContractTypeKeys.lists == KontractCore.ContractTypeKeys.lists)
    }

    @Test func theScanSeesEveryNameTheReaderSees() throws {
        let urls = Self.contracts
        #expect(urls.count > 140)
        let scan = ContractDependencies(contracts: urls)
        var declared: [URL: Set<String>] = [:]
        var mentioned: [URL: Set<String>] = [:]
        for url in urls {
            let (parsed, _) = ContractParser.parse(bytes: [UInt8](try Data(contentsOf: url)), path: url.path)
            for declaration in parsed?.declarations ?? [] {
                Self.collect(
                    declaration, declared: &declared[url, default: []], mentioned: &mentioned[url, default: []])
            }
        }
        // Only names some contract declares make dependencies (built-ins such as an omitted
        // `returns`' Unit are never written in the JSON).
        let declaredAnywhere = declared.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for url in urls {
            let missedDeclarations = (declared[url] ?? []).subtracting(scan.declared[url] ?? [])
            let missedMentions = (mentioned[url] ?? []).intersection(declaredAnywhere)
                .subtracting(scan.mentioned[url] ?? [])
            #expect(
                missedDeclarations.isEmpty, "\(url.lastPathComponent): the scan misses \(missedDeclarations.sorted())")
            #expect(missedMentions.isEmpty, "\(url.lastPathComponent): the scan misses \(missedMentions.sorted())")
        }
    }

    @Test func aTypeInEveryPositionMakesADependency() throws {
        let contracts = try TemporaryContracts()
        defer { contracts.remove() }
        let positions = [
            #"{ "kind": "data class", "name": "A", "supertypes": ["T1"], "properties": [{ "name": "p", "type": "T2" }], "derived": [{ "name": "d", "type": "T3", "kotlin": "p" }] }"#,
            #"{ "kind": "class", "name": "B", "supertypes": ["ViewModel"], "properties": [{ "name": "m", "type": "T4" }], "functions": [{ "name": "f", "parameters": [{ "name": "x", "type": "T5" }], "returns": "T6", "throws": ["T7"] }] }"#,
            #"{ "kind": "file", "name": "C.kt", "properties": [{ "name": "e", "type": "T8", "receiver": "T9" }] }"#,
        ]
        let user = URL(
            fileURLWithPath: try contracts.write(
                "user.kontract.json", TemporaryContracts.contract(package: "u", positions.joined(separator: ",\n"))))
        let targets = try (1...9).map { index in
            URL(
                fileURLWithPath: try contracts.write(
                    "t\(index).kontract.json",
                    TemporaryContracts.contract(
                        package: "u", #"{ "kind": "enum class", "name": "T\#(index)", "entries": ["X"] }"#)))
        }
        let scan = ContractDependencies(contracts: [user] + targets)
        #expect(scan.dependencies(of: user).map(\.lastPathComponent) == targets.map(\.lastPathComponent))
    }

    /// Two classes `Foo` of two packages, and two files `A.kt`: each reads the other (the later `Foo` is `Foo_`,
    /// the files share a facade), with what that one mentions; an unrelated contract is not read.
    @Test func aClashingSimpleNameMakesARead() throws {
        let contracts = try TemporaryContracts()
        defer { contracts.remove() }
        func write(_ name: String, _ package: String, _ declarations: String) throws -> URL {
            URL(
                fileURLWithPath: try contracts.write(
                    name, TemporaryContracts.contract(package: package, declarations)))
        }
        let first = try write("a.kontract.json", "a", #"{ "kind": "enum class", "name": "Foo", "entries": ["X"] }"#)
        let second = try write(
            "b.kontract.json", "b",
            #"{ "kind": "data class", "name": "Foo", "properties": [{ "name": "t", "type": "T" }] }"#)
        let mentioned = try write("c.kontract.json", "b", #"{ "kind": "enum class", "name": "T", "entries": ["X"] }"#)
        let fileA = try write("d.kontract.json", "a", #"{ "kind": "file", "name": "A.kt" }"#)
        let fileAB = try write("e.kontract.json", "a.b", #"{ "kind": "file", "name": "A.kt" }"#)
        let scan = ContractDependencies(contracts: [first, second, mentioned, fileA, fileAB])
        #expect(
            scan.reads(for: first).map(\.lastPathComponent) == [
                "a.kontract.json", "b.kontract.json", "c.kontract.json",
            ])
        #expect(scan.reads(for: mentioned).map(\.lastPathComponent) == ["c.kontract.json"])
        #expect(scan.reads(for: fileAB).map(\.lastPathComponent) == ["d.kontract.json", "e.kontract.json"])
    }

    private static func collect(_ declaration: Declaration, declared: inout Set<String>, mentioned: inout Set<String>) {
        // An empty name is the reader's placeholder after an error.
        if declaration.kind != .file, !declaration.name.value.isEmpty { declared.insert(declaration.name.value) }
        var types = declaration.supertypes
        types += declaration.properties.map(\.type) + declaration.derived.map(\.type)
        types += declaration.memberProperties.map(\.type)
        types += declaration.fileProperties.flatMap { [$0.type] + ($0.receiver.map { [$0] } ?? []) }
        for function in declaration.functions {
            types += [function.returns] + function.parameters.map(\.type) + function.throwsTypes
        }
        for type in types { names(in: type, into: &mentioned) }
        for subclass in declaration.subclasses { collect(subclass, declared: &declared, mentioned: &mentioned) }
    }

    private static func names(in type: KotlinType, into names: inout Set<String>) {
        switch type.kind {
        case .named(let path, let arguments):
            // The reader's placeholder after a syntax error, and `throws: true`'s implicit Throwable.
            if path != ["<error>"] { names.formUnion(path) }
            for argument in arguments { Self.names(in: argument, into: &names) }
        case .function(let parameters, let returns, _):
            for parameter in parameters { Self.names(in: parameter, into: &names) }
            Self.names(in: returns, into: &names)
        case .star:
            break
        }
    }
}
