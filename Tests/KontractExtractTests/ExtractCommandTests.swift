// `kontract extract` in-process: printing, writing all or nothing, --check's drift, --strict and bad Kotlin.

import Foundation
import KontractCLI
import KontractCLITestSupport
import KontractTestSupport
import Testing

/// A temporary folder holding the given files (relative path → text), removed by the caller.
private func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-extract-\(UUID().uuidString)")
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// Runs `kontract ARGS`, returning the exit code, stdout and stderr.
private func kontract(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let run = CommandRun(arguments)
    return (run.code.rawValue, run.standardOutput, run.standardError)
}

@Suite struct ExtractCommandTests {
    @Test func writesOneContractPerFileAndChecksThemBack() throws {
        let root = try folder([
            "shared/src/commonMain/kotlin/Search.kt": try seedKotlin("search.kt"),
            "shared/src/iosMain/kotlin/SearchIos.kt": try seedKotlin("search-ios.kt"),
            "shared/src/androidMain/kotlin/Android.kt": "package p\nclass OnlyOnAndroid",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("contracts").path
        let written = kontract(["extract", root.appendingPathComponent("shared").path, "--output", output])
        #expect(written.code == 0, "\(written.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "Search.kontract.json", "SearchIos.kontract.json",
            ])
        let agreed = kontract(["extract", root.appendingPathComponent("shared").path, "--check", "--contracts", output])
        #expect(agreed.code == 0, "\(agreed.err)")
        // The repository's own search contract agrees with the seed-shaped Kotlin.
        let repository = kontract([
            "extract", root.appendingPathComponent("shared").path, "--check", "--contracts",
            repositoryURL("contracts/search.kontract.json").path,
        ])
        #expect(repository.code == 0, "\(repository.err)")
    }

    @Test func checkReportsDriftAtTheContractLineNamingTheKotlinLine() throws {
        let root = try folder([
            "Model.kt": "package p\n@Serializable\ndata class A(\n    val id: String,\n    val added: Int = 0,\n)\n",
            "contracts/a.kontract.json": """
            {
              "kontract": 1,
              "module": "Shared",
              "package": "p",
              "declarations": [
                { "kind": "data class", "name": "A", "properties": [ { "name": "id", "type": "Int" } ] },
                { "kind": "object", "name": "Gone" }
              ]
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let kotlin = root.appendingPathComponent("Model.kt").path
        let contracts = root.appendingPathComponent("contracts").path
        let result = kontract(["extract", kotlin, "--check", "--contracts", contracts])
        #expect(result.code == 1)
        let contract = contracts + "/a.kontract.json"
        #expect(
            result.err.split(separator: "\n").map(String.init) == [
                "\(contract):6:37: error: property 'A.added' is in the Kotlin (\(kotlin):5:9) but not in the contract [KX0301]",
                "\(contract):6:58: error: property 'A.id' differs: the contract has { \"name\": \"id\", \"type\": \"Int\" }, the Kotlin (\(kotlin):4:9) { \"name\": \"id\", \"type\": \"String\" } [KX0303]",
                "\(contract):7:33: error: object 'Gone' is in the contract but not in the Kotlin [KX0302]",
                "kontract: 3 errors and 0 warnings in 1 contract file",
            ])
    }

    @Test func badKotlinWritesNothingAndStrictPromotesWarnings() throws {
        let root = try folder([
            "Bad.kt": "package p\nclass A {\n  val s = \"open\n}\n",
            "Warn.kt": "package p\ntypealias Id = String\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out").path
        let bad = kontract(["extract", root.appendingPathComponent("Bad.kt").path, "--output", output])
        #expect(bad.code == 1)
        #expect(bad.err.contains("Bad.kt:3:11: error: unterminated string [KX0002]"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let warn = root.appendingPathComponent("Warn.kt").path
        #expect(kontract(["extract", warn]).code == 0)
        let strict = kontract(["extract", warn, "--strict", "--format", "json"])
        #expect(strict.code == 1)
        #expect(strict.out.contains("\"id\":\"KX0101\""))
        #expect(kontract(["extract"]).code == 2)
        #expect(kontract(["extract", warn, "--check"]).code == 2)
        #expect(kontract(["extract", root.appendingPathComponent("none.kt").path]).code == 1)
    }

    @Test func aHandWrittenContractIsNeverOverwritten() throws {
        let root = try folder([
            "A.kt": "package p\ndata object A\n",
            "out/A.kontract.json": "{\n  \"$schema\": \"./kontract.schema.json\",\n  \"kontract\": 1\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = kontract([
            "extract", root.appendingPathComponent("A.kt").path, "-o", root.appendingPathComponent("out").path,
        ])
        #expect(result.code == 1)
        #expect(result.err.contains("was not generated by kontract"))
    }
}
