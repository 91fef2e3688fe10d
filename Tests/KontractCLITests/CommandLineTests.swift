// Tests the command-line front end: help, version, usage errors and their exit codes.

import KontractCore
import Testing

@testable import KontractCLI

@Suite struct CommandLineTests {
    @Test func versionAndHelp() {
        let version = CommandRun(["--version"])
        #expect(version.code == .success)
        #expect(version.standardOutput == "kontract \(KontractCommandLine.version)\n")
        let help = CommandRun(["--help"])
        #expect(help.code == .success)
        #expect(help.standardOutput.contains("validate"))
        let validateHelp = CommandRun(["help", "validate"])
        #expect(validateHelp.code == .success)
        #expect(validateHelp.standardOutput.hasPrefix("usage: kontract validate [PATH...]"))
        #expect(validateHelp.standardOutput.contains("--warnings-as-errors"))
        #expect(CommandRun(["validate", "--help"]).standardOutput == validateHelp.standardOutput)
    }

    @Test func helpDiagnosticsListsEveryId() {
        let run = CommandRun(["help", "diagnostics"])
        #expect(run.code == .success)
        #expect(
            run.standardOutput.split(separator: "\n").count
                == DiagnosticCatalog.entries.count)
        #expect(run.standardOutput.contains("KT0101  error    a key the contract format does not define"))
    }

    @Test(arguments: [
        (["valdate"], "unknown command 'valdate'; did you mean 'validate'?"),
        (["validate", "--formt", "json"], "unknown option '--formt'; did you mean '--format'?"),
        (["validate", "--format", "yaml"], "'yaml' is not a value of '--format'; expected text or json"),
        (["validate", "--format"], "option '--format' needs a value (FORMAT)"),
        (["validate", "--warnings-as-errors=yes"], "option '--warnings-as-errors' takes no value"),
        (["help", "nothing"], "no command or topic 'nothing'"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        #expect(run.code == .usage)
        #expect(run.standardError.contains(message))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func noArgumentsPrintsOverviewAndExitsTwo() {
        let run = CommandRun([])
        #expect(run.code == .usage)
        #expect(run.standardError.contains("usage: kontract COMMAND"))
    }

    @Test func argumentParserHandlesSeparatorsAndShortNames() throws {
        let options: [OptionSpec] = [
            .value("output", short: "o", valueName: "DIR", help: ""), .flag("quiet", help: ""),
        ]
        let parsed = try ArgumentParser.parse(["a", "-o", "out", "--quiet", "--", "--b"], options: options)
        #expect(parsed.positional == ["a", "--b"])
        #expect(parsed.value("output") == "out")
        #expect(parsed.has("quiet"))
    }
}
