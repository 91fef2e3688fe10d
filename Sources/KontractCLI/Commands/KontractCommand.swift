// The shape every `kontract` subcommand has, and the exit codes it returns.

/// The exit codes of `kontract`.
public enum ExitCode: Int32, Sendable {
    /// Done, nothing wrong.
    case success = 0
    /// The input has errors (diagnostics were printed).
    case failure = 1
    /// The command line is wrong.
    case usage = 2
}

/// A `kontract` subcommand: its name, help and options, and what it does.
public protocol KontractCommand: Sendable {
    /// The word after `kontract` (`validate`).
    static var name: String { get }
    /// One line for `kontract --help`.
    static var summary: String { get }
    /// Argument synopsis after the name: `[PATH...] [--format text|json]`.
    static var arguments: String { get }
    /// Paragraphs shown by `kontract help NAME` after the options.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }

    /// Runs with parsed arguments; returns the exit code.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode
}
