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
        #expect(kept.contracts.count == 3)
        #expect(kept.contracts.map(\.text).joined().contains(#""default": "nA""#))
        #expect(kept.contracts.map(\.text).joined().contains(#""default": "home""#))
        #expect(kept.diagnostics.map(\.formatted).count == 1)  // clock(): KX0201
        for other in [parsedAgain, some] {
            #expect(other.contracts.map(\.text) == kept.contracts.map(\.text))
            #expect(other.contracts.map(\.fileName) == kept.contracts.map(\.fileName))
            #expect(other.diagnostics.map(\.formatted) == kept.diagnostics.map(\.formatted))
        }
    }
}
