// The test face's names, checked: every `Testing` symbol `@_spi(Testing) import Shared` adds is named in docs/testing.md.

import Foundation
import KontractGenerator
import Testing

@Suite struct TestFaceDocsTests {
    /// One `@_spi(Testing)` entry point: a top-level symbol, or a member of a type that is itself on the app face.
    /// Members of a `Testing` type come with their type and are not listed apart.
    struct Entry: Hashable, Comparable, Sendable {
        var module: String
        var path: [String]
        /// Whether it is a member of a protocol (an interface's default implementation).
        var inProtocol = false
        var name: String { path.last ?? "" }
        static func < (a: Entry, b: Entry) -> Bool { (a.module, a.path.joined()) < (b.module, b.path.joined()) }
    }

    /// The SPI group of the declaration whose name is at `line` (0-based) of `lines`: its own `@_spi(…)` attribute
    /// (on its line or the attribute and comment lines above), else its enclosing declaration's, found by indentation.
    static func spiGroups(at line: Int, of lines: [Substring]) -> Set<String> {
        guard line >= 0, line < lines.count else { return [] }
        var groups: Set<String> = []
        var index = line
        while index >= 0 {
            let text = lines[index].trimmingCharacters(in: .whitespaces)
            if index != line && !(text.hasPrefix("@") || text.hasPrefix("//")) { break }
            var rest = Substring(text)
            while let range = rest.range(of: "@_spi(") {
                let tail = rest[range.upperBound...]
                groups.insert(String(tail.prefix { $0 != ")" }))
                rest = tail
            }
            index -= 1
        }
        if !groups.isEmpty { return groups }
        let indent = lines[line].prefix { $0 == " " }.count
        guard indent > 0 else { return [] }
        var enclosing = line - 1
        while enclosing >= 0 {
            let text = lines[enclosing]
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && text.prefix { $0 == " " }.count < indent && trimmed.hasSuffix("{")
                && !trimmed.hasPrefix("}")
            {
                return spiGroups(at: enclosing, of: lines)
            }
            enclosing -= 1
        }
        return []
    }

    /// The `Testing` entry points of `module` (its symbol graph with SPI, each symbol's group read off its source).
    static func testingEntries(_ module: String, modules: [String]) async throws -> [Entry] {
        let output = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = await TestSupport.run(
            "/usr/bin/env",
            [
                "swift-symbolgraph-extract", "-module-name", module, "-target",
                try await SymbolGraphExtraction.hostTriple(), "-output-dir", output.path, "-minimum-access-level",
                "public", "-include-spi-symbols", "-skip-synthesized-members",
            ] + modules.flatMap { ["-I", $0] })
        try #require(result.status == 0, "swift-symbolgraph-extract \(module) failed:\n\(result.output)")
        var sources: [String: [Substring]] = [:]
        var testing: [[String]: Bool] = [:]
        var symbols: [(path: [String], testing: Bool)] = []
        var protocols: Set<[String]> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let path = symbol["pathComponents"] as? [String] ?? []
                if (symbol["kind"] as? [String: Any])?["identifier"] as? String == "swift.protocol" {
                    protocols.insert(path)
                }
                guard symbol["spi"] as? Bool == true else {
                    symbols.append((path, false))
                    continue
                }
                let location = symbol["location"] as? [String: Any]
                let uri = try #require(location?["uri"] as? String, "\(module) \(path): no source location")
                let position = location?["position"] as? [String: Any]
                let line = position?["line"] as? Int ?? -1
                let filePath = uri.hasPrefix("file://") ? String(uri.dropFirst(7)) : uri
                if sources[filePath] == nil {
                    sources[filePath] = try String(contentsOfFile: filePath, encoding: .utf8).split(
                        separator: "\n", omittingEmptySubsequences: false)
                }
                let isTesting = spiGroups(at: line, of: sources[filePath] ?? []).contains("Testing")
                testing[path] = isTesting
                symbols.append((path, isTesting))
            }
        }
        return symbols.filter { $0.testing && testing[Array($0.path.dropLast())] != true }
            .map { Entry(module: module, path: $0.path, inProtocol: protocols.contains(Array($0.path.dropLast()))) }
            .sorted()
    }

    /// The repository's contracts and the edge golden's (fakes, file properties, flow sources, `kontractForTests`).
    @Test(arguments: ["contracts", "Tests/Golden/edge/contracts"])
    func everyTestingSymbolIsInTheDoc(_ contracts: String) async throws {
        let runtime = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (module, problems) = TestSupport.module([TestSupport.packageRoot.appendingPathComponent(contracts).path])
        let checked = try #require(module, "\(problems)")
        var sources: [String] = []
        var reexported: Set<String> = []
        for file in try SwiftGenerator.generate(
            module: checked, options: GeneratorOptions(interop: .objc, style: .bridge))
        {
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
            for line in file.contents.split(separator: "\n")
            where line.hasPrefix("@_exported ") && line.contains("@_spi(Testing)") {
                reexported.insert(String(line.split(separator: " ").last ?? ""))
            }
        }
        let build = await TestSupport.run(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "Shared", "-I", runtime,
                "-emit-module-path", folder.appendingPathComponent("Shared.swiftmodule").path,
            ] + sources.sorted())
        try #require(build.status == 0, "the generated module does not build:\n\(build.output.prefix(4000))")
        var entries: [Entry] = []
        for module in reexported.sorted() + ["Shared"] {
            entries += try await Self.testingEntries(module, modules: [folder.path, runtime])
        }
        let doc = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        #expect(
            entries.contains { $0.module == "Shared" }, "no generated symbol on the test face: the check reads nothing")
        for entry in entries {
            let shown = "\(entry.module) \(entry.path.joined(separator: "."))"
            if entry.module == "Shared" {
                guard let kind = Self.generatedKinds.first(where: { $0.matches(entry) }) else {
                    Issue.record("\(shown) is on the test face, of no kind docs/testing.md describes (generatedKinds)")
                    continue
                }
                #expect(doc.contains(kind.doc), "\(shown): docs/testing.md no longer says \(kind.doc)")
            } else {
                #expect(Self.names(entry.name, in: doc), "\(shown) is on the test face, not named in docs/testing.md")
            }
        }
    }

    /// The kinds of generated `Testing` symbols, each with the words of docs/testing.md that describe it.
    static let generatedKinds: [(matches: @Sendable (Entry) -> Bool, doc: String)] = [
        ({ $0.path.count >= 2 && $0.name.hasSuffix("Implementation") }, "`…Implementation` statics"),
        ({ $0.path.count >= 2 && $0.name.hasSuffix("Storage") }, "a file property's `…Storage`"),
        ({ $0.path.count >= 2 && $0.name.hasSuffix("Source") }, "flow sources (`FeedKt.counterSource`"),
        ({ $0.path.count == 1 && $0.name.hasPrefix("Fake") }, "a fake per interface"),
        ({ $0.path.count == 1 && $0.name.hasSuffix("Functions") }, "`…Functions` enums"),
        ({ $0.inProtocol }, "the default implementations of interfaces' functions"),
        (
            { $0.name == "init(steps:onMismatch:)" || $0.name == "init(behaviour:)" },
            "`init(steps:onMismatch:)`, `init(behaviour:)`"
        ),
        ({ $0.name == "init(kontractForTests:)" }, "`init(kontractForTests: ())`"),
    ]

    /// Whether `doc` spells `symbol`'s base name (`koinViewModel` of `koinViewModel(_:owner:key:koin:)`) after a
    /// backtick or a dot, as code.
    static func names(_ symbol: String, in doc: String) -> Bool {
        let name = String(symbol.prefix { $0 != "(" })
        var rest = Substring(doc)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            if (before == "`" || before == ".") && !(after?.isLetter ?? false || after?.isNumber ?? false) {
                return true
            }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
