// RuntimeNames against the built runtime modules: each symbol lives where the table says, none is missing.

import Foundation
import Testing

@testable import KontractGenerator

/// The public API of one built runtime module, read with `swift-symbolgraph-extract`.
private struct ModuleSymbols {
    /// Top-level names (`KotlinBase`, `asyncSequence`).
    var topLevel: Set<String> = []
    /// Members the module adds to types of other modules, as `Type.member` (`String.kotlinLength`).
    var extensionMembers: Set<String> = []
    /// Members of the module's own types (`_kontract` of `TranscriptViewModel`).
    var ownMembers: Set<String> = []

    init(module: String, modules: String) async throws {
        let output = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        // SPI included: generated code spells the `KontractGenerated` and `Testing` names too, and needs their import.
        try await SymbolGraphExtraction.extract(module, modules: modules, into: output, includingSPI: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let path = (symbol["pathComponents"] as? [String] ?? []).map {
                    String($0.prefix { $0 != "(" })  // `asyncSequence(for:)` → `asyncSequence`
                }
                if file == module + ".symbols.json" && path.count == 1 {
                    topLevel.insert(path[0])
                } else if file == module + ".symbols.json" && path.count == 2 {
                    ownMembers.insert(path[1])
                } else if file != module + ".symbols.json" && path.count == 2 {
                    extensionMembers.insert(path.joined(separator: "."))
                }
            }
        }
    }
}

@Test(arguments: RuntimeModule.allCases)
func runtimeNamesMatchTheBuiltModule(_ module: RuntimeModule) async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let symbols = try await ModuleSymbols(module: module.name, modules: modules)
    let members = Set(symbols.extensionMembers.map { String($0.split(separator: ".").last ?? "") })
    let claimed = Set(RuntimeNames.symbols[module] ?? [])
    // Every name the table gives this module is declared there (so an import of it finds the name).
    for name in claimed.sorted() {
        #expect(symbols.topLevel.contains(name) || members.contains(name), "\(name) is not in \(module.name)")
        #expect(RuntimeNames.module(of: name) == module, "\(name) is claimed by two modules")
    }
    // The members of its own types the table gives it are declared there too (read from its sources: a symbol
    // graph leaves out names that start with `_`).
    let sources = try FileManager.default.contentsOfDirectory(
        at: TestSupport.packageRoot.appendingPathComponent("Sources/\(module.name)"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    for name in RuntimeNames.memberSymbols[module, default: []] {
        let declared = ["public var \(name):", "public final var \(name):", "public let \(name):"]
        #expect(
            symbols.ownMembers.contains(name) || declared.contains { sources.contains($0) },
            "\(name) is not a member of a type of \(module.name)")
        #expect(RuntimeNames.module(of: name) == module, "\(name) is claimed by two modules")
    }
    // Every public top-level name, and every `kotlin…` member added to a standard type, is in the table:
    // generated code spelling it gets the import.
    for name in symbols.topLevel.sorted() {
        #expect(
            claimed.contains(name) || RuntimeNames.declaredInTwoModules.contains(name)
                || RuntimeNames.reexportedOnly.contains(name),
            "\(module.name) declares \(name), missing from RuntimeNames.symbols")
    }
    for member in symbols.extensionMembers.sorted() where member.hasPrefix("String.") || member.hasPrefix("Collection.")
    {
        let name = String(member.split(separator: ".").last ?? "")
        #expect(!name.hasPrefix("kotlin") || claimed.contains(name), "\(member) missing from RuntimeNames.symbols")
    }
}

@Test func theVersionCheckNamesTheGeneratorsVersion() {
    let parts = SwiftGenerator.version.split(separator: ".")
    #expect(RuntimeNames.versionCheck == "KontractRuntimeVersion_\(parts[0])_\(parts[1])")
    #expect(RuntimeNames.module(of: RuntimeNames.versionCheck) == .kotlin)
}

@Test func importsAreReadOffTheCodeNotItsCommentsOrStrings() {
    let code = """
        /// StateFlow in a comment, ViewModel too.
        let a: KotlinInt = f("KotlinJSON \\(Kotlin.toString(x)) TranscriptViewModel")  // NativeFlow
        let b = #"Koin \\#(asyncSequence) \\(StateFlow)"#
        let c = \"\"\"
            MutableStateFlow "\\(s.kotlinLength)"
            \"\"\"
        """
    #expect(RuntimeImports.modules(usedBy: code) == [.kotlin, .nativeCoroutinesAsync])
}

/// Every golden configuration type-checks with only the imports each file computed, even where Swift
/// would otherwise let members of a module another file imports leak in (`MemberImportVisibility`).
@Test(
    arguments: [
        "repo/objc-bridge", "repo/objc-swift", "repo/skie-bridge", "repo/skie-swift", "edge/objc-bridge",
        "repo/objc-bridge-classes",
    ])
func goldensCompileWithTheirOwnImports(_ configuration: String) async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let parts = configuration.split(separator: "/").map(String.init)
    let folder = try GoldenDifferences.materialize(
        parts[1], in: TestSupport.packageRoot.appendingPathComponent("Tests/Golden/\(parts[0])"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        .sorted().map { folder.appendingPathComponent($0).path }
    let result = await TestSupport.run(
        "/usr/bin/env",
        [
            "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-enable-upcoming-feature",
            "MemberImportVisibility", "-I", modules,
        ] + sources)
    #expect(result.status == 0, "\(configuration):\n\(String(result.output.prefix(4000)))")
}
