// Tests `kontract validate`: exit codes, text and JSON output, ordering, warnings.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractCLI

// Runs change the process's current directory, so the suite runs serially.
@Suite(.serialized) struct ValidateCommandTests {
    static let valid = """
        {"kontract": 1, "module": "Shared", "package": "p",
         "declarations": [{"kind": "data class", "name": "A", "properties": [{"name": "x", "type": "Int"}]}]}
        """

    @Test func repositoryContractsValidateCleanWithNoOutput() {
        let run = CommandRun(["validate"], in: repositoryRoot)
        #expect(run.code == .success)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.isEmpty)
    }

    @Test func errorsPrintInCompilerFormatSortedAndExitOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.kontract.json", "{\"kontract\": 1, \"module\": \"S\",\n \"package\": \"p\"}")
        try folder.write(
            "a.kontract.json", "{\"kontract\": 1,\n \"modul\": \"S\", \"package\": \"p\", \"declarations\": []}")
        let run = CommandRun(["validate", folder.url.path])
        #expect(run.code == .failure)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "\(folder.url.path)/a.kontract.json:1:1: error: a contract needs the key 'module' [KT0102]")
        #expect(
            lines[1]
                == "\(folder.url.path)/a.kontract.json:2:2: error: unknown key 'modul' in a contract; did you mean 'module'? The keys of a contract are $schema, kontract, module, package, library, json, declarations, suppress [KT0101]"
        )
        #expect(
            lines[2]
                == "\(folder.url.path)/b.kontract.json:1:1: error: a contract needs the key 'declarations' [KT0102]")
        #expect(lines[3] == "kontract: 3 errors and 0 warnings in 2 contract files")
    }

    @Test func jsonFormatIsTheDiagnosticsDocumentOnStandardOutput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("c.kontract.json", "{\"kontract\": 2}")
        let run = CommandRun(["validate", "--format", "json", path])
        #expect(run.code == .failure)
        #expect(run.standardError.isEmpty)
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let objects = try #require(document?["diagnostics"] as? [[String: Any]])
        #expect(document?["errors"] as? Int == 4)
        #expect(document?["warnings"] as? Int == 0)
        #expect(document?["contractFiles"] as? Int == 1)
        // Three missing keys at the object's start (1:1), then the version at 1:14.
        #expect(objects.map { $0["id"] as? String } == ["KT0102", "KT0102", "KT0102", "KT0104"])
        let version = objects[3]
        #expect(version["line"] as? Int == 1)
        #expect(version["column"] as? Int == 14)
        #expect(version["severity"] as? String == "error")
        #expect(version["file"] as? String == path)
        #expect(
            version["message"] as? String == "contract format version 2 is not supported; this kontract reads version 1"
        )
    }

    @Test func jsonFormatOfACleanRunHasNoDiagnostics() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("ok.kontract.json", Self.valid)
        let run = CommandRun(["validate", "--format=json", path])
        #expect(run.code == .success)
        #expect(run.standardOutput == "{\"diagnostics\":[],\"errors\":0,\"warnings\":0,\"contractFiles\":1}\n")
    }

    @Test func warningsExitZeroUnlessWarningsAsErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "w.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "p", "declarations": [
              {"kind": "enum class", "name": "Legal", "entries": ["TermsOfUse"]}]}
            """)
        let plain = CommandRun(["validate", path])
        #expect(plain.code == .success)
        #expect(plain.standardError.contains("warning:"))
        #expect(plain.standardError.contains("[KT0801]"))
        #expect(plain.standardError.hasSuffix("kontract: 0 errors and 1 warning in 1 contract file\n"))
        let strict = CommandRun(["validate", "--warnings-as-errors", path])
        #expect(strict.code == .failure)
        #expect(strict.standardError.contains("error:"))
        #expect(!strict.standardError.contains("warning:"))
    }

    @Test func badPathsAreDiagnosticsNotCrashes() throws {
        let folder = try TemporaryFolder()
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let run = CommandRun(["validate", folder.url.appendingPathComponent("missing.kontract.json").path, empty.path])
        #expect(run.code == .failure)
        #expect(run.standardError.contains("no such file or folder [KT0001]"))
        #expect(run.standardError.contains("no *.kontract.json files in this folder [KT0006]"))
    }
    /// Issue 26, item 13: a contract generated only in bridge style (kontract.config.json `"style"`, or
    /// `--style` on validate) does not fail on a limit of the swift style; the problem stays a note.
    @Test func problemsOfConfigurationsTheProjectDoesNotUseAreNotes() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "u.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "p", "declarations": [
              {"kind": "file", "name": "U.kt", "functions": [{"name": "maybe", "returns": "Unit?"}]}]}
            """)
        let everyConfiguration = CommandRun(["validate", folder.url.path])
        #expect(everyConfiguration.code == .failure)
        #expect(everyConfiguration.standardError.contains("error: the generator does not support Unit"))
        let bridgeFlag = CommandRun(["validate", "--style", "bridge", folder.url.path])
        #expect(bridgeFlag.code == .success)
        #expect(bridgeFlag.standardError.contains("note: the generator does not support Unit"))
        #expect(!bridgeFlag.standardError.contains("error:"))
        try folder.write("kontract.config.json", #"{ "style": "bridge" }"#)
        let configured = CommandRun(["validate", folder.url.path])
        #expect(configured.code == .success)
        #expect(configured.standardError.contains("note: a configuration this project does not generate with"))
        // A flag overrides the file, as in generate.
        #expect(CommandRun(["validate", "--style", "swift", folder.url.path]).code == .failure)
    }
}
