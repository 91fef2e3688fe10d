// `--format text|json`: which diagnostic sink a command writes through.

import KontractCore

/// How a command shows its diagnostics: the compiler's text lines on stderr, or one JSON
/// document on stdout (the same schema for validate, check and generate; docs/diagnostics.md).
enum DiagnosticFormat: String {
    case text
    case json

    /// The `--format` option.
    static let option: OptionSpec = .value(
        "format", valueName: "FORMAT", allowed: ["text", "json"],
        help: "text (default) or one JSON document on stdout (docs/diagnostics.md)")

    /// The format `arguments` ask for (text when they take no `--format`).
    init(_ arguments: ParsedArguments) {
        self = arguments.value("format") == "json" ? .json : .text
    }

    func sink(_ context: CommandContext) -> any DiagnosticSink {
        switch self {
        case .text: TextDiagnosticSink(write: context.printError)
        case .json: JSONDiagnosticSink(write: context.print)
        }
    }
}
