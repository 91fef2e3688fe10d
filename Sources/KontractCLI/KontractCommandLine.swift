// The `kontract` tool: dispatches to subcommands and prints help, version and usage errors.

import Foundation
import KontractCore
import KontractGenerator

/// The command-line front end, usable in-process (tests) or from `main`.
public enum KontractCommandLine {
    /// The tool's version (the generator's, written into generated files' headers).
    public static let version = SwiftGenerator.version

    /// Every subcommand, in help order.
    #if KONTRACT_CORE_COMMANDS_ONLY
        // The benchmarks' release build (Package.swift's KONTRACT_CORE_COMMANDS_ONLY).
        public static let commands: [any KontractCommand.Type] = [
            ValidateCommand.self, GenerateCommand.self, CheckCommand.self, EmitKotlinCommand.self,
            EmitJSONSchemaCommand.self,
        ]
    #else
        public static let commands: [any KontractCommand.Type] = [
            ValidateCommand.self, GenerateCommand.self, CheckCommand.self, EmitKotlinCommand.self,
            EmitJSONSchemaCommand.self, ExtractCommand.self, ImportCommand.self, DiffCommand.self, DocsCommand.self,
        ]
    #endif

    /// Runs `kontract` with the process's arguments and exits with its status.
    public static func main() -> Never {
        let code = run(Array(CommandLine.arguments.dropFirst()), context: .process())
        exit(code.rawValue)
    }

    /// Runs `kontract ARGUMENTS...` and returns the exit code.
    public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.printError(overview())
            return .usage
        }
        switch first {
        case "--help", "-h":
            context.print(overview())
            return .success
        case "--version":
            context.print("kontract \(version)")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            var message = "kontract: error: unknown command '\(first)'"
            if let suggestion = NameSuggestion.closest(to: first, among: commands.map { $0.name }) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.printError(message + "\nRun 'kontract --help' for the commands.")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.print(commandHelp(command))
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options)
            return command.run(parsed, context: context)
        } catch {
            context.printError(
                "kontract \(command.name): error: \(error.message)\nusage: kontract \(command.name) \(command.arguments)"
            )
            return .usage
        }
    }

    private static func help(_ topics: [String], context: CommandContext) -> ExitCode {
        guard let topic = topics.first else {
            context.print(overview())
            return .success
        }
        if topic == "diagnostics" {
            context.print(DiagnosticCatalog.listing)
            return .success
        }
        if topic == "format" {
            context.print(FormatHelp.text)
            return .success
        }
        guard let command = commands.first(where: { $0.name == topic }) else {
            let topics = commands.map { $0.name } + ["diagnostics", "format"]
            var message = "kontract help: error: no command or topic '\(topic)'"
            if let suggestion = NameSuggestion.closest(to: topic, among: topics) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.printError(message + " (topics: \(topics.joined(separator: ", ")))")
            return .usage
        }
        context.print(commandHelp(command))
        return .success
    }

    static func overview() -> String {
        let width = (commands.map { $0.name.count } + ["help".count]).max() ?? 8
        var lines = [
            "kontract \(version): Kotlin Multiplatform contracts, checked and emulated from the Swift side.",
            "",
            "usage: kontract COMMAND [ARGUMENTS...]",
            "",
            "commands:",
        ]
        for command in commands {
            lines.append("  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)")
        }
        lines.append(
            "  \("help".padding(toLength: width, withPad: " ", startingAt: 0))  Show help for a command, 'help format' for the contract format, 'help diagnostics' for every id"
        )
        lines += ["", "options:", "  -h, --help   Show this help", "  --version    Show the version"]
        return lines.joined(separator: "\n")
    }

    static func commandHelp(_ command: any KontractCommand.Type) -> String {
        var lines = ["usage: kontract \(command.name) \(command.arguments)", "", command.summary + "."]
        if !command.options.isEmpty {
            lines += ["", "options:"]
            let width = command.options.map { $0.synopsis.count }.max() ?? 0
            for option in command.options {
                lines.append(
                    "  \(option.synopsis.padding(toLength: width, withPad: " ", startingAt: 0))  \(option.help)")
            }
        }
        lines += ["", command.discussion]
        return lines.joined(separator: "\n")
    }
}
