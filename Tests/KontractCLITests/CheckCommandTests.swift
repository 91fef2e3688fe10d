// Tests `kontract check`: fixtures, NDJSON and .json inputs, stdin, failure format, bad input.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractCLI

struct CheckCommandTests {
    static let contracts = repositoryRoot.appendingPathComponent("contracts").path

    /// `kontract check --contracts <repo>/contracts ARGUMENTS...`.
    static func check(_ arguments: [String]) -> CommandRun {
        CommandRun(["check", "--contracts", contracts] + arguments)
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test func repositoryFixturesAndTranscriptsPass() {
        let run = Self.check([])
        #expect(run.code == .success)
        let lines = Self.lines(run.standardError)
        #expect(lines.count == 1)
        #expect(lines.last?.hasSuffix("passed, 0 failed") == true)
        #expect((lines.last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0) > 50)
    }

    @Test func failuresPrintFileLineColumnPathMessageAndId() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "states.ndjson",
            """
            {}
            {"resultados":[{"id":"abc","name":"p","artworkUrl":"u"}]}

            {"consulta":"pika","resultados":[{"id":2147483648,"name":"p","artworkUrl":"u"}]}
            {"query":"x"}
            {"resultados":[{"id":1,"name":"p"}]}
            {"consulta":"x","buscando":true}
            """)
        let run = Self.check(["--type", "SearchUiState", file])
        #expect(run.code == .failure)
        #expect(
            Self.lines(run.standardError) == [
                "\(file):2:22: error: $.resultados[0].id: expected Int, found string \"abc\" [KC0201]",
                "\(file):4:40: error: $.resultados[0].id: number 2147483648 is out of range for Int [KC0204]",
                "\(file):5:2: error: $: unknown key 'query' [KC0203]",
                "\(file):6:16: error: $.resultados[0]: missing required property 'artworkUrl' of PokemonRef [KC0202]",
                "2 passed, 4 failed",
            ])
    }

    @Test func badLinesAreReportedAndTheRestOfTheStreamIsChecked() throws {
        let folder = try TemporaryFolder()
        var bytes = Array("{\"consulta\":\"a\"}\n{\"consulta\":\"pika\",\"resultados\":[{\"id\":25,\"na\n".utf8)
        bytes += Array("{\"consulta\":\"".utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8)
        bytes += Array("{\"resultados\":".utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000) + [0x0A]
        bytes += Array("{\"consulta\":\"b\"}\n{\"consulta\":\"c\"}".utf8)
        let file = folder.url.appendingPathComponent("bad.ndjson").path
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        let run = Self.check(["--type", "SearchUiState", file])
        #expect(run.code == .failure)
        let lines = Self.lines(run.standardError)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("\(file):2:") && lines[0].hasSuffix("[KC0101]"))
        #expect(lines[1] == "\(file):3:14: error: invalid UTF-8 (byte 0xFF) [KC0102]")
        // A list where a PokemonRef belongs: kotlinx stops at the second bracket, long before any depth limit.
        #expect(lines[2] == "\(file):4:16: error: $.resultados[0]: expected PokemonRef, found an array [KC0201]")
        #expect(lines[3] == "3 passed, 3 failed")
    }

    @Test func emptyAndBinaryFilesAreClearErrors() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.write("empty.ndjson", "")
        let binary = folder.url.appendingPathComponent("image.ndjson").path
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0A, 0x00, 0x01]))
        let emptyJSON = try folder.write("empty.json", "  \n")
        let run = Self.check(["--type", "SearchUiState", empty, binary, emptyJSON, folder.url.path + "/missing.json"])
        #expect(run.code == .failure)
        #expect(
            Self.lines(run.standardError) == [
                "\(empty):1:1: error: no JSON value (the input is empty) [KC0104]",
                "\(binary):2:1: error: binary data (a NUL byte), not JSON; the file is skipped [KC0105]",
                "\(emptyJSON):1:1: error: no JSON value [KC0104]",
                "\(folder.url.path)/missing.json:1:1: error: no such file, or it cannot be read [KC0001]",
                "0 passed, 4 failed",
            ])
    }

    @Test func aJSONFileIsOneValueWithPositionsInsideIt() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(
            "state.json",
            """
            {
              "consulta": "pika",
              "resultados": [ { "id": 25, "name": "pikachu", "artworkUrl": "u" } ],
              "buscando": "maybe"
            }
            """)
        let run = Self.check(["--type", "com.sebastiannarvaez.pokedex.feature.search.SearchUiState", file])
        #expect(
            Self.lines(run.standardError) == [
                "\(file):4:15: error: $.buscando: expected Boolean, found string \"maybe\" [KC0201]",
                "0 passed, 1 failed",
            ])
    }

    @Test func standardInputIsReadAsNDJSON() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("{\"sortOption\":\"Name (A-Z)\"}\n{\"sortOption\":\"NAME_ASC\"}\n".utf8))
        try pipe.fileHandleForWriting.close()
        let output = Captured()
        let error = Captured()
        let context = CommandContext(
            standardOutput: output.append, standardError: error.append, standardInput: pipe.fileHandleForReading)
        let code = KontractCommandLine.run(
            ["check", "--contracts", Self.contracts, "--type", "PokemonListUiState", "-"], context: context)
        #expect(code == .failure)
        #expect(
            Self.lines(error.text) == [
                "<stdin>:2:15: error: $.sortOption: SortOption has no entry with serial name 'NAME_ASC'; did you mean 'Name (A-Z)' (the serial name of NAME_ASC)? [KC0205]",
                "1 passed, 1 failed",
            ])
    }

    @Test func jsonFormatAndMaxErrors() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("s.ndjson", "{\"consulta\":1}\n{\"consulta\":2}\n{\"consulta\":3}\n{}\n")
        let run = Self.check(["--type", "SearchUiState", "--format", "json", "--max-errors", "2", file])
        #expect(run.code == .failure)
        #expect(run.standardError.isEmpty)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(object["passed"] as? Int == 0)
        #expect(object["failed"] as? Int == 2)
        #expect(object["stopped"] as? Bool == true)
        let failures = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(failures.count == 2)
        #expect(failures[0]["line"] as? Int == 1)
        #expect(failures[0]["column"] as? Int == 13)
        #expect(failures[0]["path"] as? String == "$.consulta")
        #expect(failures[0]["id"] as? String == "KC0201")
        #expect(failures[1]["line"] as? Int == 2)
    }

    @Test func aBrokenFixtureFailsAtItsPlace() throws {
        let folder = try TemporaryFolder()
        for name in ["search", "detail", "list"] {
            let text = try String(contentsOfFile: "\(Self.contracts)/\(name).kontract.json", encoding: .utf8)
            try folder.write("contracts/\(name).kontract.json", text)
        }
        var fixture = try String(
            contentsOfFile: "\(Self.contracts)/fixtures/SearchUiState.fixtures.json", encoding: .utf8)
        fixture = fixture.replacingOccurrences(
            of: "\"path\": \"$.resultados[0].id\", \"kind\": \"outOfRange\"",
            with: "\"path\": \"$.resultados[0].name\", \"kind\": \"outOfRange\"")
        fixture = fixture.replacingOccurrences(
            of: "\"derived\": { \"enReposo\": false, \"sinResultados\": true }",
            with: "\"derived\": { \"enReposo\": false, \"sinResultados\": false }")
        let path = try folder.write("contracts/fixtures/SearchUiState.fixtures.json", fixture)
        let run = CommandRun(["check", "--contracts", folder.url.appendingPathComponent("contracts").path])
        #expect(run.code == .failure)
        let lines = Self.lines(run.standardError)
        #expect(lines.count == 3)
        #expect(
            lines.contains {
                $0.hasPrefix(path + ":")
                    && $0.hasSuffix(
                        "error: sinResultados is true, the fixture expects false [KC0302]")
            })
        #expect(
            lines.contains {
                $0.hasPrefix(path + ":")
                    && $0.contains("rejected at $.resultados[0].id, the fixture expects $.resultados[0].name")
                    && $0.hasSuffix("[KC0305]")
            })
        #expect(lines.last?.hasSuffix(" passed, 2 failed") == true)
    }

    @Test func unknownTypeAndUsageErrors() {
        let unknown = Self.check(["--type", "Nope", "/dev/null"])
        #expect(unknown.code == .failure)
        #expect(unknown.standardError.contains("no declaration named 'Nope' in the contracts [KC0002]"))
        #expect(Self.check(["--type", "SearchUiState"]).code == .usage)
        #expect(Self.check(["--max-errors", "0"]).code == .usage)
    }

    @Test func diagnosticsHelpListsTheCheckIds() {
        let run = CommandRun(["help", "diagnostics"])
        #expect(run.standardOutput.contains("KC0201  error    A value has the wrong JSON type for its Kotlin type"))
    }
}
