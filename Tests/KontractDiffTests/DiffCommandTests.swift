// `kontract diff` end to end: exit codes, text and JSON output, --fail-on, baselines, git and Kotlin sides, and
// bad input (exit 2, never a crash). Path sides run in process; git sides run the built tool in a scratch repository.

import Foundation
import KontractCLI
import KontractCLITestSupport
import KontractDiff
import KontractTestSupport
import Testing

@Suite struct DiffCommandTests {
    static let base = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "S", "properties": [ { "name": "id", "type": "Int" } ] } ] }
        """
    static let head = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "S", "properties": [
            { "name": "id", "type": "Int" }, { "name": "note", "type": "String", "default": "" } ] } ] }
        """

    /// Runs `kontract ARGUMENTS` in process; (exit code, stdout, stderr).
    static func run(_ arguments: [String]) -> (code: ExitCode, output: String, errors: String) {
        let run = CommandRun(arguments)
        return (run.code, run.standardOutput, run.standardError)
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    @Test func aBreakingChangeExitsOneWithHeadPlaceAndBaseNote() throws {
        let sides = try Self.folder(["base/a.kontract.json": Self.base, "head/a.kontract.json": Self.head])
        let base = sides.appendingPathComponent("base").path
        let head = sides.appendingPathComponent("head").path
        let text = Self.run(["diff", base, head])
        #expect(text.code == .failure)
        #expect(text.errors.contains("head/a.kontract.json:2:3: error: SWIFT: 'S(id:)' no longer compiles"))
        #expect(text.errors.contains("base/a.kontract.json:2:3: note: in BASE here"))
        #expect(text.errors.contains("[KD0104]") && text.errors.contains("[KD0213]"))
        let json = Self.run(["diff", base, head, "--format", "json"])
        #expect(json.code == .failure && json.output.contains("\"id\":\"KD0104\"") && json.errors.isEmpty)
        // Only KOTLIN fails: the SWIFT and WIRE breaks become warnings.
        let kotlinOnly = Self.run(["diff", base, head, "--fail-on", "KOTLIN"])
        #expect(kotlinOnly.code == .success && kotlinOnly.errors.contains("warning: SWIFT:"))
        #expect(Self.run(["diff", base, base]).code == .success)
        #expect(Self.run(["diff", base, head, "--style", "swift", "--fail-on", "SWIFT"]).code == .success)
    }

    @Test func aBaselineAcceptsTheChangesItLists() throws {
        let sides = try Self.folder(["base/a.kontract.json": Self.base, "head/a.kontract.json": Self.head])
        let base = sides.appendingPathComponent("base").path
        let head = sides.appendingPathComponent("head").path
        let baseline = sides.appendingPathComponent("accepted.txt").path
        #expect(Self.run(["diff", base, head, "--write-baseline", baseline]).code == .failure)
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains("KD0104 p.S.init\n") && text.contains("KD0213 p.S.note\n"))
        #expect(Self.run(["diff", base, head, "--baseline", baseline]).code == .success)
        try "KD0104 p.S.init\n".write(toFile: baseline, atomically: true, encoding: .utf8)
        #expect(Self.run(["diff", base, head, "--baseline", baseline]).code == .failure)
        try "KD0104\n".write(toFile: baseline, atomically: true, encoding: .utf8)
        #expect(Self.run(["diff", base, head, "--baseline", baseline]).code == .usage)
    }

    @Test func badInputExitsTwoWithAnId() throws {
        let sides = try Self.folder([
            "good/a.kontract.json": Self.base, "bad/a.kontract.json": "{ \"kontract\": 1 }", "empty/readme.txt": "",
        ])
        let good = sides.appendingPathComponent("good").path
        let missing = Self.run(["diff", sides.appendingPathComponent("nothing").path, good])
        #expect(missing.code == .usage && missing.errors.contains("[KD0001]"))
        let bad = Self.run(["diff", good, sides.appendingPathComponent("bad").path])
        #expect(bad.code == .usage && bad.errors.contains("[KD0002]"))
        let empty = Self.run(["diff", good, sides.appendingPathComponent("empty").path])
        #expect(empty.code == .usage && empty.errors.contains("[KD0003]"))
        // Either side: BASE's errors are reported as HEAD's are.
        let badBase = Self.run(["diff", sides.appendingPathComponent("bad").path, good])
        #expect(badBase.code == .usage && badBase.errors.contains("[KD0002]"), "\(badBase.errors)")
        #expect(badBase.errors.contains("this side has"), "\(badBase.errors)")
        let emptyBase = Self.run(["diff", sides.appendingPathComponent("empty").path, good])
        #expect(emptyBase.code == .usage && emptyBase.errors.contains("no *.kontract.json files on this side"))
        #expect(Self.run(["diff", good, good, "--fail-on", "JSON"]).code == .usage)
        #expect(Self.run(["diff"]).code == .usage)
    }

    @Test func kotlinSourcesAreASide() throws {
        let sides = try Self.folder([
            "old/S.kt":
                "package p\n\nimport kotlinx.serialization.Serializable\n\n@Serializable\ndata class S(val id: Int)\n",
            "new/S.kt":
                "package p\n\nimport kotlinx.serialization.Serializable\n\n@Serializable\ndata class S(val id: Long)\n",
        ])
        let result = Self.run([
            "diff", sides.appendingPathComponent("old").path, sides.appendingPathComponent("new").path,
        ])
        #expect(result.code == .failure && result.errors.contains("[KD0103]"), "\(result.errors)")
    }

    /// Kotlin sides that cannot be used: a syntax error (extract's KX error), no declaration Swift sees (KD0003).
    /// `--module` names the framework of the contracts extracted from them.
    @Test func kotlinSidesThatCannotBeUsedExitTwo() throws {
        let sides = try Self.folder([
            "broken/S.kt": "package p\n\ndata class S(val id: Int\n",
            "hidden/S.kt": "package p\n\nprivate fun f(): Int = 1\n",
            "good/S.kt": "package p\n\ndata class S(val id: Int)\n",
        ])
        let good = sides.appendingPathComponent("good").path
        let broken = Self.run(["diff", sides.appendingPathComponent("broken").path, good])
        #expect(broken.code == .usage && broken.errors.contains("[KX"), "\(broken.errors)")
        let hidden = Self.run(["diff", good, sides.appendingPathComponent("hidden").path])
        #expect(hidden.code == .usage && hidden.errors.contains("[KD0003]"), "\(hidden.errors)")
        let side = DiffSide.load(.path(good), otherPaths: [], module: "Pokedex")
        #expect((try? side.get())?.module.files.map(\.module.value) == ["Pokedex"])
        #expect(Self.run(["diff", good, good, "--module", "Pokedex"]).code == .success)
    }

    /// `git:REF` read without touching the work tree, the merge base with one argument; a missing ref and a
    /// folder outside any repository exit 2.
    @Test func gitSides() async throws {
        let repository = try Self.folder(["contracts/a.kontract.json": Self.base, "docs/readme.txt": "no contracts"])
        func git(_ arguments: String...) async throws {
            let result = await runSubprocess(
                "/usr/bin/env", ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments,
                currentDirectory: repository)
            try #require(result.status == 0, "git \(arguments): \(result.output)")
        }
        try await git("init", "-q")
        try await git("add", ".")
        try await git("commit", "-q", "-m", "base")
        try Self.head.write(
            to: repository.appendingPathComponent("contracts/a.kontract.json"), atomically: true, encoding: .utf8)
        let tool = repositoryRoot.appendingPathComponent(".build/debug/kontract").path
        let changed = await runSubprocess(tool, ["diff", "git:HEAD"], currentDirectory: repository)
        #expect(changed.status == 1, "\(changed.output)")
        #expect(changed.output.contains("HEAD:contracts/a.kontract.json:2:3: note: in BASE here"), "\(changed.output)")
        let explicit = await runSubprocess(
            tool, ["diff", "git:HEAD:contracts", "contracts", "--fail-on", "KOTLIN"], currentDirectory: repository)
        #expect(explicit.status == 0, "\(explicit.output)")
        let missing = await runSubprocess(tool, ["diff", "git:no-such-ref"], currentDirectory: repository)
        #expect(missing.status == 2 && missing.output.contains("no commit named 'no-such-ref'"), "\(missing.output)")
        let noContracts = await runSubprocess(
            tool, ["diff", "git:HEAD:docs", "contracts"], currentDirectory: repository)
        #expect(noContracts.status == 2 && noContracts.output.contains("[KD0003]"), "\(noContracts.output)")
        let outside = FileManager.default.temporaryDirectory
        let noRepository = await runSubprocess(tool, ["diff", "git:HEAD", "x"], currentDirectory: outside)
        #expect(noRepository.status == 2 && noRepository.output.contains("[KD0001]"), "\(noRepository.output)")
    }
}
