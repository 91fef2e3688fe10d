// Extraction in two passes: files whose syntax trees were let go after the first pass are parsed again, same output.

import Foundation
import KontractCore
import Testing

@testable import KontractExtract

@Suite struct TwoPassTests {
    /// Every tree kept, or none (each file parsed a second time after the index is built): the same contracts and
    /// diagnostics, including defaults that read another file's enum entries, constructors and `const val`s.
    @Test func parsingAgainGivesWhatKeptTreesGive() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-two-pass-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "a/Config.kt":
                "package p.a\nobject Config { const val NAME: String = \"n\\u0041\" }\nconst val PAGE: Int = 0x10\n",
            "a/Tab.kt": "package p.a\n@Serializable enum class Tab { @SerialName(\"home\") HOME, SEARCH }\n",
            "b/Model.kt":
                "package p.b\nimport p.a.*\n/** A point. */\n@Serializable data class Point(val x: Int = PAGE)\n"
                + "@Serializable data class Screen(val tab: Tab = Tab.HOME, val name: String = Config.NAME,"
                + " val at: Point = Point(x = 3), val now: Long = clock())\ntypealias Points = List<Point>\n",
            "c/Util.kt": "package p.c\nfun twice(x: Int): Int = x * 2\nval ANSWER: Int = 42\n",
            "c/Alias.kt": "package p.c\ntypealias Names = List<String>\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let kept = ContractExtractor.extract(paths: [root.path], module: "Shared", keptTreesSource: .max)
        let parsedAgain = ContractExtractor.extract(paths: [root.path], module: "Shared", keptTreesSource: 0)
        // Half of them kept.
        let some = ContractExtractor.extract(paths: [root.path], module: "Shared", keptTreesSource: 150)
        #expect(kept.contracts.count == 5)
        #expect(kept.contracts.map(\.text).joined().contains(#""default": "nA""#))
        #expect(kept.contracts.map(\.text).joined().contains(#""default": "home""#))
        #expect(kept.diagnostics.map(\.formatted).count == 1)  // clock(): KX0201
        for other in [parsedAgain, some] {
            #expect(other.contracts.map(\.text) == kept.contracts.map(\.text))
            #expect(other.contracts.map(\.fileName) == kept.contracts.map(\.fileName))
            #expect(other.diagnostics.map(\.formatted) == kept.diagnostics.map(\.formatted))
            #expect(other.contracts.map(\.locations) == kept.contracts.map(\.locations))
        }
        #expect(kept.contracts.first { $0.fileName == "Model.kontract.json" }?.locations["Screen.now"] != nil)
        // Printed as each declaration is mapped (extract to stdout or files): the same texts.
        for keptTrees in [0, 150, Int.max] {
            let printed = ContractExtractor.extract(
                paths: [root.path], module: "Shared", keptTreesSource: keptTrees, keepingLocations: false)
            #expect(printed.contracts.map(\.text) == kept.contracts.map(\.text))
            #expect(printed.contracts.map(\.fileName) == kept.contracts.map(\.fileName))
            #expect(printed.diagnostics.map(\.formatted) == kept.diagnostics.map(\.formatted))
            #expect(printed.contracts.allSatisfy { $0.printed != nil && $0.locations.isEmpty })
        }
    }

    /// A top-level `StateFlow`'s `initial` read through a backing property, declared before or after it: the same
    /// when the file is parsed again one declaration at a time (the streamed file keeps no declarations).
    @Test func aFileStateFlowsInitialIsReadWhenTheFileIsStreamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-flows-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(
            ("package p\nimport kotlinx.coroutines.flow.*\nprivate val _s = MutableStateFlow(\"a\")\n"
                + "val s: StateFlow<String> = _s.asStateFlow()\nval t: StateFlow<Int> = _t.asStateFlow()\n"
                + "private val _t = MutableStateFlow(2)\n").utf8
        ).write(to: root.appendingPathComponent("Flows.kt"))
        for keptTrees in [0, Int.max] {
            for keepingLocations in [true, false] {
                let result = ContractExtractor.extract(
                    paths: [root.path], module: "Shared", keptTreesSource: keptTrees,
                    keepingLocations: keepingLocations)
                let text = try #require(result.contracts.first?.text)
                #expect(text.contains(#"{ "name": "s", "type": "StateFlow<String>", "initial": "a" }"#), "\(keptTrees)")
                #expect(text.contains(#"{ "name": "t", "type": "StateFlow<Int>", "initial": 2 }"#), "\(keptTrees)")
            }
        }
    }

    /// A file parsed again is mapped one declaration at a time as it is read: when a syntax error comes after
    /// declarations already mapped, their contract and diagnostics are dropped and the error alone is reported,
    /// as when the whole tree was kept.
    @Test func anErrorAfterMappedDeclarationsLeavesTheErrorAlone() throws {
        let root = try Self.write([
            "a/Good.kt": "package p\n@Serializable data class Good(val x: Int)\n",
            "a/Bad.kt":
                "package p\n@Serializable data class Fine(val t: Long = clock())\nclass Broken(val y: Int\n"
                + "class After\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let kept = ContractExtractor.extract(paths: [root.path], module: "Shared", keptTreesSource: .max)
        let parsedAgain = ContractExtractor.extract(paths: [root.path], module: "Shared", keptTreesSource: 0)
        #expect(kept.contracts.map(\.fileName) == ["Good.kontract.json"])
        #expect(kept.diagnostics.count >= 1 && kept.diagnostics.allSatisfy { $0.formatted.contains("[KX0002]") })
        #expect(parsedAgain.contracts.map(\.text) == kept.contracts.map(\.text))
        #expect(parsedAgain.diagnostics.map(\.formatted) == kept.diagnostics.map(\.formatted))
    }

    /// `keepingLocations: false` (extract to files or stdout) gives the same contracts with no locations.
    @Test func locationsAreLeftOutWhenNotRead() throws {
        let source = "package p\n@Serializable data class Point(val x: Int)\nfun f() = 1\n"
        let root = try Self.write(["a/Model.kt": source])
        defer { try? FileManager.default.removeItem(at: root) }
        for keptTrees in [0, Int.max] {
            let with = ContractExtractor.extract(paths: [root.path], module: "Shared", keptTreesSource: keptTrees)
            let without = ContractExtractor.extract(
                paths: [root.path], module: "Shared", keptTreesSource: keptTrees, keepingLocations: false)
            #expect(with.contracts.first?.locations.keys.sorted() == ["Model.kt", "Model.kt.f", "Point", "Point.x"])
            #expect(without.contracts.map(\.text) == with.contracts.map(\.text))
            #expect(without.contracts.allSatisfy { $0.locations.isEmpty })
        }
    }

    /// Writes `files` (relative path → text) under a new temporary folder.
    static func write(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-two-pass-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
