// The app face: every public name `import Shared` shows an app, against an allow-list giving the framework fact behind each.

import Foundation
import KontractGenerator
import Testing

/// `Tests/AppFace/app-face.allowed`: `Module Name | reason`, one line per public name of the app face; with SKIE,
/// `app-face-skie.allowed` adds the names SKIE's framework has beyond the plain export's, and
/// `app-face-exported-coroutines.allowed` those of a framework that `export()`s kotlinx.coroutines.
struct AppFaceAllowList {
    static let file = TestSupport.packageRoot.appendingPathComponent("Tests/AppFace/app-face.allowed")
    static let skieFile = TestSupport.packageRoot.appendingPathComponent("Tests/AppFace/app-face-skie.allowed")
    static let exportedCoroutinesFile = TestSupport.packageRoot.appendingPathComponent(
        "Tests/AppFace/app-face-exported-coroutines.allowed")
    /// Kontract-only names still on the app face (issue 25, item 9): this number may only go down.
    static let pendingAtMost = 0
    /// Names of `app-face-skie.allowed` not confirmed on SKIE's framework: this number may only go down.
    static let skiePendingAtMost = 0

    /// `"KontractKotlin KotlinInt"` → its reason.
    var reasons: [String: String] = [:]

    init(file: URL = Self.file) throws {
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        where !line.hasPrefix("#") {
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            reasons[parts[0]] = parts.count == 2 ? parts[1] : ""
        }
    }

    var pending: [String] { reasons.filter { $0.value.hasPrefix("PENDING") }.keys.sorted() }

    private init(reasons: [String: String]) { self.reasons = reasons }

    static let empty = AppFaceAllowList(reasons: [:])

    /// This list with `other`'s lines added.
    func merging(_ other: AppFaceAllowList) -> AppFaceAllowList {
        AppFaceAllowList(reasons: reasons.merging(other.reasons) { first, _ in first })
    }
}

@Suite struct AppFaceTests {
    /// The public names of `module`'s symbol graph, SPI left out: top-level names (`KotlinInt`), and members it
    /// adds to other modules' types (`String.kotlinLength`); with `members`, every member too (`Pokemon.doCopy`),
    /// those its types get from protocol extensions of other modules included (`kotlinJSON` from
    /// KontractSerialization's `KotlinSerializable`, reachable through the public conformance although the module
    /// is not re-exported).
    static func publicNames(_ module: String, modules: [String], members: Bool) async throws -> Set<String> {
        let output = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = await TestSupport.run(
            "/usr/bin/env",
            [
                "swift-symbolgraph-extract", "-module-name", module, "-target",
                try await SymbolGraphExtraction.hostTriple(), "-output-dir", output.path, "-minimum-access-level",
                "public",
            ] + (members ? [] : ["-skip-synthesized-members"]) + modules.flatMap { ["-I", $0] })
        try #require(result.status == 0, "swift-symbolgraph-extract \(module) failed:\n\(result.output)")
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let ownFile = file == module + ".symbols.json"
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let full = symbol["pathComponents"] as? [String] ?? []
                let path = full.map { String($0.prefix { $0 != "(" }) }
                if members && ownFile {
                    names.insert(full.last ?? "")
                } else if ownFile ? path.count == 1 : path.count == 2 {
                    names.insert(path.joined(separator: "."))
                }
            }
        }
        return names
    }

    /// The repository's contracts generated (objc-bridge; skie-bridge; objc-bridge with kotlinx.coroutines
    /// `export()`ed) and built as `Shared`, then every public name of it and of the runtime modules and declarations
    /// its files `@_exported import`: each must be in the allow-list (the common one or the configuration's own), with
    /// a reason.
    @Test(arguments: zip([InteropMode.objc, .skie, .objc], [false, false, true]))
    func theAppFaceHasOnlyAllowedNames(_ interop: InteropMode, exportsCoroutines: Bool) async throws {
        let runtime = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let common = try AppFaceAllowList()
        let own =
            exportsCoroutines
            ? try AppFaceAllowList(file: AppFaceAllowList.exportedCoroutinesFile)
            : interop == .skie ? try AppFaceAllowList(file: AppFaceAllowList.skieFile) : AppFaceAllowList.empty
        var options = GeneratorOptions(interop: interop, style: .bridge)
        if exportsCoroutines { options.exportedLibraries.insert(.coroutinesCore) }
        let allowed = common.merging(own)
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (module, problems) = TestSupport.module([TestSupport.packageRoot.appendingPathComponent("contracts").path])
        let checked = try #require(module, "\(problems)")
        var sources: [String] = []
        var reexported: Set<String> = []
        // `@_exported import class KontractCoroutines.SkieSwiftFlow`: one declaration (SKIE's, compiled into the
        // framework), checked by name.
        var reexportedDeclarations: Set<String> = []
        for file in try SwiftGenerator.generate(module: checked, options: options) {
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
            for line in file.contents.split(separator: "\n") where line.hasPrefix("@_exported ") {
                let imported = String(line.split(separator: " ").last ?? "")
                if imported.contains(".") {
                    reexportedDeclarations.insert(imported.replacingOccurrences(of: ".", with: " "))
                } else {
                    reexported.insert(imported)
                }
            }
        }
        let build = await TestSupport.run(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "Shared", "-I", runtime,
                "-emit-module-path", folder.appendingPathComponent("Shared.swiftmodule").path,
            ] + sources.sorted())
        try #require(build.status == 0, "the generated module does not build:\n\(build.output.prefix(4000))")
        var seen: Set<String> = []
        for key in reexportedDeclarations.sorted() {
            seen.insert(key)
            #expect(allowed.reasons[key] != nil, "\(key) is on the app face: the framework has it? (app-face.allowed)")
            #expect(allowed.reasons[key]?.isEmpty == false, "\(key) has no reason in app-face.allowed")
        }
        for module in reexported.subtracting(["Foundation"]).sorted() + ["Shared"] {
            let names = try await Self.publicNames(
                module, modules: [folder.path, runtime], members: module == "Shared")
            let contractNames = module == "Shared" ? try Self.contractIdentifiers() : []
            for member in names.sorted() {
                // A member's name and its argument labels (`init(id:name:)`) are checked apart: the name as the
                // other names are, and a label the contracts do not spell keeps the whole member on its own line.
                let name = String(member.prefix { $0 != "(" })
                let labels = Self.argumentLabels(of: member).filter { $0 != "_" && !contractNames.contains($0) }
                if !labels.isEmpty {
                    let key = "\(module) \(member)"
                    seen.insert(key)
                    #expect(
                        allowed.reasons[key] != nil,
                        "\(key) is on the app face with labels the contracts do not spell: framework? (app-face.allowed)"
                    )
                }
                guard !contractNames.contains(name) else { continue }
                let key = "\(module) \(name)"
                seen.insert(key)
                #expect(
                    allowed.reasons[key] != nil, "\(key) is on the app face: the framework has it? (app-face.allowed)")
                #expect(allowed.reasons[key]?.isEmpty == false, "\(key) has no reason in app-face.allowed")
            }
        }
        // Each list's lines are checked for staleness in its own configuration (the common one under objc).
        for key in (interop == .skie || exportsCoroutines ? own : common).reasons.keys.sorted()
        where !seen.contains(key) {
            Issue.record("\(key) is in the allow-list of \(options) but not on its app face: remove its line")
        }
        #expect(
            common.pending.count <= AppFaceAllowList.pendingAtMost,
            "more Kontract-only names on the app face than before: \(common.pending.count)")
        #expect(
            own.pending.count <= AppFaceAllowList.skiePendingAtMost,
            "more unconfirmed names on SKIE's app face than before: \(own.pending.count)")
    }

    /// `["id", "name"]` of `init(id:name:)`; none for a name without parentheses.
    static func argumentLabels(of member: String) -> [String] {
        guard let open = member.firstIndex(of: "("), member.hasSuffix(")") else { return [] }
        return member[member.index(after: open)..<member.index(before: member.endIndex)].split(separator: ":")
            .map(String.init)
    }

    /// The Kotlin names the exporter keeps as they are: every identifier the contracts spell.
    static func contractIdentifiers() throws -> Set<String> {
        let folder = TestSupport.packageRoot.appendingPathComponent("contracts")
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".kontract.json") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var current = ""
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                } else if !current.isEmpty {
                    names.insert(current)
                    current = ""
                }
            }
        }
        return names
    }
}
