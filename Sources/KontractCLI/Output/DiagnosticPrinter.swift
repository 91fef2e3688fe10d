// Prints diagnostics in the compiler's text format or as a JSON array.

import KontractCore

/// How `validate` (and the other commands) show diagnostics.
public enum DiagnosticPrinter {
    public enum Format: Sendable {
        /// `path:line:col: error: message [KT0104]` lines on stderr, then a count.
        case text
        /// One JSON array on stdout, for tools.
        case json
    }

    public static func print(_ diagnostics: [Diagnostic], format: Format, fileCount: Int, context: CommandContext) {
        switch format {
        case .json:
            context.print(json(diagnostics))
        case .text:
            for diagnostic in diagnostics {
                context.printError(diagnostic.formatted)
            }
            if !diagnostics.isEmpty {
                context.printError(summary(diagnostics, fileCount: fileCount))
            }
        }
    }

    /// `3 errors and 1 warning in 2 contract files`.
    static func summary(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return
            "kontract: \(count(errors, "error")) and \(count(warnings, "warning")) in \(count(fileCount, "contract file"))"
    }

    /// A JSON array of `{"file","line","column","severity","id","message"}` objects.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        let objects = diagnostics.map { diagnostic in
            let fields: [(String, String)] = [
                ("file", JSONText.quoted(diagnostic.location.file)),
                ("line", String(diagnostic.location.line)),
                ("column", String(diagnostic.location.column)),
                ("severity", JSONText.quoted(diagnostic.severity.rawValue)),
                ("id", JSONText.quoted(diagnostic.id)),
                ("message", JSONText.quoted(diagnostic.message)),
            ]
            return "{" + fields.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        return objects.isEmpty ? "[]" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
    }
}
