// `kontract extract` in-process: printing, writing all or nothing, --check's drift, --strict and bad Kotlin.

import Foundation
import KontractCLI
import KontractCLITestSupport
import KontractTestSupport
import Testing

@testable import KontractExtract

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
                ".kontract-extract-files", "Search.kontract.json", "SearchIos.kontract.json",
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

    /// A run again on unchanged Kotlin stages nothing and leaves each contract as it was (the same file, not a new
    /// one of the same bytes); the contract of a changed Kotlin file is written.
    @Test func aRunAgainRewritesOnlyTheContractsThatChanged() throws {
        let root = try folder(["shared/A.kt": "package p\nclass A(val a: Int)", "shared/B.kt": "package p\nclass B"])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("contracts").path
        func inode(_ name: String) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: output + "/" + name)[.systemFileNumber] as? Int) ?? -1
        }
        let first = kontract(["extract", root.appendingPathComponent("shared").path, "--output", output])
        #expect(first.code == 0, "\(first.err)")
        let (a, b) = (try inode("A.kontract.json"), try inode("B.kontract.json"))
        try Data("package p\nclass B(val b: String)".utf8).write(to: root.appendingPathComponent("shared/B.kt"))
        let again = kontract(["extract", root.appendingPathComponent("shared").path, "--output", output])
        #expect(again.code == 0, "\(again.err)")
        #expect(try inode("A.kontract.json") == a)
        #expect(try inode("B.kontract.json") != b)
        let text = try String(contentsOfFile: output + "/B.kontract.json", encoding: .utf8)
        #expect(text.contains("\"b\""))
        // Nothing staged is left beside the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["contracts", "shared"])
    }

    /// The build plugin's command: the Kotlin named by the config, one Swift file per Kotlin file (a header-only one
    /// for a file declaring nothing Swift sees), the config's settings applied; two Kotlin files of one name refused.
    @Test func swiftFromTheConfiguredKotlinOneFilePerKotlinFile() throws {
        let root = try folder([
            "shared/src/commonMain/kotlin/Search.kt": try seedKotlin("search.kt"),
            "shared/src/commonMain/kotlin/Empty.kt": "package p\nprivate fun hidden() {}",
            "shared/src/jvmMain/kotlin/Jvm.kt": "package p\nclass Broken {",
            "Sources/Shared/kontract.config.json": #"{ "kotlin": ["../../shared/src"], "interop": "skie" }"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("Sources/Shared/kontract.config.json").path
        let output = root.appendingPathComponent("Generated").path
        let run = kontract(["extract", "--config", config, "--module", "Shared", "--swift", output])
        #expect(run.code == 0, "\(run.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                "Empty.kontract.swift", "KontractLibraries.kontract.swift", "Search.kontract.swift",
            ])
        let search = try String(contentsOfFile: output + "/Search.kontract.swift", encoding: .utf8)
        #expect(search.hasPrefix("// Generated by kontract") && search.contains("--interop skie"))
        let empty = try String(contentsOfFile: output + "/Empty.kontract.swift", encoding: .utf8)
        #expect(empty == "// Generated by kontract from Empty.kt: it declares nothing Swift sees. Do not edit.\n")

        let twin = try folder(["a/Mapper.kt": "package a\nclass A", "b/Mapper.kt": "package b\nclass B"])
        defer { try? FileManager.default.removeItem(at: twin) }
        let clash = kontract(["extract", twin.path, "--swift", twin.appendingPathComponent("Generated").path])
        #expect(clash.code == 1 && clash.err.contains("would both be Mapper.kontract.swift"))
        let bad = try folder(["kontract.config.json": #"{ "kotlin": "shared" }"#])
        defer { try? FileManager.default.removeItem(at: bad) }
        let refused = kontract(["extract", "--config", bad.appendingPathComponent("kontract.config.json").path])
        #expect(refused.code == 1 && refused.err.contains("'kotlin' must be an array of Kotlin files or folders"))
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

    /// Confetti's shape with top-level functions in both: `Auth.kt` in commonMain and in iosMain of one package. The
    /// export links them into one `AuthKt` (a klib records a file by its name alone), so the two contracts validate
    /// (no KT0301), and `--check` compares each source set's file with its own (and says which differs).
    @Test func filesOfOneNameInOnePackageValidateAndCheckBySourceSet() throws {
        let root = try folder([
            "shared/src/commonMain/kotlin/Auth.kt": "package p\n\nfun signIn(): Int = 1\n",
            "shared/src/iosMain/kotlin/Auth.kt": "package p\n\nfun signInIos(): Int = 2\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared").path
        let output = root.appendingPathComponent("contracts").path
        let written = kontract(["extract", shared, "--output", output])
        #expect(written.code == 0, "\(written.err)")
        let validated = kontract(["validate", output])
        #expect(validated.code == 0, "\(validated.err)")
        #expect(!validated.err.contains("KT0301"))
        let agreed = kontract(["extract", shared, "--check", "--contracts", output])
        #expect(agreed.code == 0, "\(agreed.err)")
        try Data("package p\n\nfun signInIos(): String = \"\"\n".utf8).write(
            to: root.appendingPathComponent("shared/src/iosMain/kotlin/Auth.kt"))
        let drifted = kontract(["extract", shared, "--check", "--contracts", output])
        #expect(drifted.code == 1)
        #expect(drifted.err.contains("function 'Auth.kt@iosMain.signInIos' differs"), "\(drifted.err)")
        #expect(!drifted.err.contains("commonMain"), "\(drifted.err)")
    }

    /// `--check` does not report what extract left out for a type found nowhere (KX0104), whether the contract has
    /// it (with the type declared in a contract of the user's own) or not; `--strict` makes the KX0104 an error.
    @Test func checkDoesNotReportWhatATypeFoundNowhereLeftOut() throws {
        let root = try folder([
            "Repo.kt": "package p\nimport p.gen.Details\nclass Repo {\n    fun load(): Details? = null\n}\n",
            "contracts/repo.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "class", "name": "Repo", "functions": [ { "name": "load", "returns": "Details?" } ] } ] }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let kotlin = root.appendingPathComponent("Repo.kt").path
        let contracts = root.appendingPathComponent("contracts").path
        let result = kontract(["extract", kotlin, "--check", "--contracts", contracts])
        #expect(result.code == 0)
        #expect(result.err.contains("the function 'Repo.load' is left out [KX0104]"))
        #expect(!result.err.contains("KX030"))
        let strict = kontract(["extract", kotlin, "--check", "--contracts", contracts, "--strict"])
        #expect(strict.code == 1)
        #expect(strict.err.contains("error: the type 'Details' of 'Repo.load'"))
    }

    @Test func badKotlinWritesNothingAndStrictPromotesWarnings() throws {
        let root = try folder([
            "Bad.kt": "package p\nclass A {\n  val s = \"open\n}\n",
            "Warn.kt": "package p\nannotation class Marker\n",
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

    /// A file larger than 16 MB is refused before it is read (KX0001 at its start, exit 1, nothing written): a
    /// 200 MB file took 13.5 GB and 137 CPU seconds to extract. The test's 16 MB + 1 byte file is sparse.
    @Test func aFileTooLargeIsRefusedBeforeItIsRead() throws {
        let root = try folder(["kotlin/Small.kt": "package p\ndata object A\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let large = root.appendingPathComponent("kotlin/Large.kt")
        FileManager.default.createFile(atPath: large.path, contents: nil)
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(KotlinSourceFiles.maximumFileSize + 1))
        try handle.close()
        let output = root.appendingPathComponent("out").path
        let result = kontract(["extract", root.appendingPathComponent("kotlin").path, "--output", output])
        #expect(result.code == 1)
        #expect(
            result.err.contains(
                "\(large.path):1:1: error: '\(large.path)' is 16777217 bytes, more than the 16 MB (16777216 bytes) "
                    + "extract reads of one file "
                    + "(its syntax tree would take about 65 times that): split it, or leave it out of the paths "
                    + "[KX0001]"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: output))
        // Named by its path (read at once, with no stat first): refused the same way.
        let named = kontract(["extract", large.path])
        #expect(named.code == 1)
        #expect(named.err.contains("'\(large.path)' is 16777217 bytes, more than the 16 MB"), "\(named.err)")
    }

    /// A path ending in `.kt` is read as a file at once; a folder of that name is searched as any folder, an empty
    /// file gives an empty contract set, and a missing one is KX0001.
    @Test func pathsEndingInKtAreFilesFoldersOrMissing() throws {
        let root = try folder([
            "Models.kt/A.kt": "package p\ndata object A\n", "B.kt": "package p\ndata object B\n", "Empty.kt": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out").path
        let paths = ["Models.kt", "B.kt", "Empty.kt"].map { root.appendingPathComponent($0).path }
        let result = kontract(["extract"] + paths + ["--output", output])
        #expect(result.code == 0, "\(result.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                ".kontract-extract-files", "A.kontract.json", "B.kontract.json",
            ])
        let missing = root.appendingPathComponent("None.kt").path
        let absent = kontract(["extract", missing])
        #expect(absent.code == 1)
        #expect(
            absent.err.contains("\(missing):1:1: error: no such file or folder '\(missing)' [KX0001]"), "\(absent.err)")
    }

    /// A contract whose Kotlin file is gone is removed on the next run; one changed since, a hand-written one and
    /// any other file stay.
    @Test func staleContractsExtractWroteAreRemovedOthersStay() throws {
        let root = try folder([
            "kotlin/A.kt": "package p\ndata object A\n",
            "kotlin/B.kt": "package p\ndata object B\n",
            "kotlin/C.kt": "package p\ndata object C\n",
            "out/Hand.kontract.json": "{\n  \"kontract\": 1,\n  \"module\": \"Shared\"\n}\n",
            "out/notes.txt": "mine",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let kotlin = root.appendingPathComponent("kotlin")
        let output = root.appendingPathComponent("out")
        #expect(kontract(["extract", kotlin.path, "--output", output.path]).code == 0)
        // B.kt and C.kt are removed; C's contract was edited by hand since.
        try FileManager.default.removeItem(at: kotlin.appendingPathComponent("B.kt"))
        try FileManager.default.removeItem(at: kotlin.appendingPathComponent("C.kt"))
        try Data("{\n  \"kontract\": 1\n}\n".utf8).write(to: output.appendingPathComponent("C.kontract.json"))
        let second = kontract(["extract", kotlin.path, "--output", output.path])
        #expect(second.code == 0, "\(second.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
                ".kontract-extract-files", "A.kontract.json", "C.kontract.json", "Hand.kontract.json", "notes.txt",
            ])
        let record = try String(contentsOf: output.appendingPathComponent(".kontract-extract-files"), encoding: .utf8)
        #expect(record.hasSuffix(" A.kontract.json\n") && record.split(separator: "\n").count == 1)
    }

    /// Contracts are staged beside `--output` as they are printed (memory bounded by the largest file): an error in
    /// a later file (a syntax error, a `--strict` warning, a hand-written contract in the way) leaves the folder
    /// byte for byte as it was, and no staging folder behind.
    @Test func anErrorMidRunLeavesTheOutputAsItWas() throws {
        let root = try folder([
            "kotlin/A.kt": "package p\ndata object A\n",
            "kotlin/B.kt": "package p\ndata object B\n",
            "kotlin/C.kt": "package p\ndata object C\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let kotlin = root.appendingPathComponent("kotlin")
        let output = root.appendingPathComponent("out")
        #expect(kontract(["extract", kotlin.path, "--output", output.path]).code == 0)
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                files[name] = FileManager.default.contents(atPath: output.appendingPathComponent(name).path)
            }
            return files
        }
        let before = try snapshot()
        #expect(before.count == 4)
        func staging() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        }
        // A and B change (staged first, in path order); C no longer parses.
        try Data("package p\ndata object A2\n".utf8).write(to: kotlin.appendingPathComponent("A.kt"))
        try Data("package p\ndata object B\nobject B2\n".utf8).write(to: kotlin.appendingPathComponent("B.kt"))
        try Data("package p\nclass C {\n".utf8).write(to: kotlin.appendingPathComponent("C.kt"))
        let broken = kontract(["extract", kotlin.path, "--output", output.path])
        #expect(broken.code == 1)
        #expect(broken.err.contains("C.kt:"))
        #expect(try snapshot() == before)
        #expect(try staging() == [])
        // C parses but carries a warning, which --strict makes an error.
        try Data("package p\nannotation class C\n".utf8).write(to: kotlin.appendingPathComponent("C.kt"))
        #expect(kontract(["extract", kotlin.path, "--output", output.path, "--strict"]).code == 1)
        #expect(try snapshot() == before)
        #expect(try staging() == [])
        // A hand-written contract stands where C's would go: refused when moving in, nothing moved.
        try Data("package p\ndata object C\n".utf8).write(to: kotlin.appendingPathComponent("C.kt"))
        try FileManager.default.removeItem(at: output.appendingPathComponent("C.kontract.json"))
        try Data("{ \"$schema\": \"x\" }\n".utf8).write(to: output.appendingPathComponent("C.kontract.json"))
        let handWritten = try snapshot()
        let refused = kontract(["extract", kotlin.path, "--output", output.path])
        #expect(refused.code == 1)
        #expect(refused.err.contains("was not generated by kontract"))
        #expect(try snapshot() == handWritten)
        #expect(try staging() == [])
        // Without an error, the staged contracts are moved in.
        try FileManager.default.removeItem(at: output.appendingPathComponent("C.kontract.json"))
        #expect(kontract(["extract", kotlin.path, "--output", output.path]).code == 0)
        let after = try snapshot()
        #expect(after["A.kontract.json"].map { String(decoding: $0, as: UTF8.self).contains("A2") } == true)
        #expect(after["B.kontract.json"].map { String(decoding: $0, as: UTF8.self).contains("B2") } == true)
        #expect(try staging() == [])
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

    /// Library contracts on disk: the config's `"libraries"` maps a package, `--check` compares only which library
    /// types exist (the members a user added are no drift), and a library contract the user changed is kept as it
    /// is, KX0108 naming the types it now lacks.
    @Test func libraryContractsAreWrittenCheckedAndKeptWhenEdited() throws {
        let root = try folder([
            "shared/A.kt": "package p\nimport io.ktor.client.HttpClient\nimport com.acme.Widget\n"
                + "class A(val c: HttpClient, val w: Widget)\n",
            "kontract.config.json": #"{ "libraries": { "com.acme": "acme" } }"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared").path
        let config = root.appendingPathComponent("kontract.config.json").path
        let output = root.appendingPathComponent("contracts").path
        let written = kontract(["extract", shared, "--config", config, "--output", output])
        #expect(written.code == 0, "\(written.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                ".kontract-extract-files", "A.kontract.json", "library.acme.com.acme.kontract.json",
                "library.ktor-client-core.io.ktor.client.kontract.json",
            ])
        let ktor = output + "/library.ktor-client-core.io.ktor.client.kontract.json"
        let edited = try String(contentsOfFile: ktor, encoding: .utf8).replacingOccurrences(
            of: #""constructors": []"#,
            with: #""constructors": [],"# + "\n" + #"      "functions": [ { "name": "close" } ]"#)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: ktor))
        let agreed = kontract(["extract", shared, "--config", config, "--check", "--contracts", output])
        #expect(agreed.code == 0, "\(agreed.err)")
        try Data(
            ("package p\nimport io.ktor.client.HttpClient\nimport io.ktor.client.HttpClientConfig\n"
                + "class A(val c: HttpClient, val k: HttpClientConfig<*>)\n").utf8
        ).write(to: root.appendingPathComponent("shared/A.kt"))
        let again = kontract(["extract", shared, "--config", config, "--output", output])
        #expect(again.code == 0, "\(again.err)")
        #expect(try String(contentsOfFile: ktor, encoding: .utf8) == edited)
        #expect(
            again.err.contains(
                "library.ktor-client-core.io.ktor.client.kontract.json was changed since extract wrote it and is "
                    + "kept as it is, but lacks 'HttpClientConfig', which the Kotlin names: add it there [KX0108]"),
            "\(again.err)")
        // The acme contract extract wrote and nothing names now is removed as stale.
        #expect(!FileManager.default.fileExists(atPath: output + "/library.acme.com.acme.kontract.json"))
        let drift = kontract(["extract", shared, "--config", config, "--check", "--contracts", output])
        #expect(drift.code == 1)
        #expect(drift.err.contains("class 'HttpClientConfig' is in the Kotlin but in no committed contract [KX0301]"))

        // The build plugin's command: the library contracts' Swift in KontractLibraries.kontract.swift, named as the
        // exporter names a library's types.
        let swift = root.appendingPathComponent("Generated").path
        let generated = kontract(["extract", shared, "--config", config, "--swift", swift])
        #expect(generated.code == 0, "\(generated.err)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: swift).sorted() == [
                "A.kontract.swift", "KontractLibraries.kontract.swift",
            ])
        let libraries = try String(contentsOfFile: swift + "/KontractLibraries.kontract.swift", encoding: .utf8)
        #expect(libraries.contains("class Ktor_client_coreHttpClient"), "\(libraries)")

        try Data(#"{ "libraries": { "com.acme": 3 } }"#.utf8).write(to: URL(fileURLWithPath: config))
        let refused = kontract(["extract", shared, "--config", config])
        #expect(refused.code == 1 && refused.err.contains("'libraries' maps a Kotlin package"), "\(refused.err)")
    }
}
