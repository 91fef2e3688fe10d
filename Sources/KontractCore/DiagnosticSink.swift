// Where diagnostics go: one protocol, with text, JSON and collecting sinks.

/// What a run amounts to besides its diagnostics, for the closing line (text) or fields (JSON).
public struct DiagnosticSummary: Sendable, Equatable {
    /// How many contract files were read (validate, generate, and check's contracts).
    public var contractFiles: Int?
    /// Values checked and found right / wrong (check).
    public var passed: Int?
    public var failed: Int?
    /// Whether `--max-errors` stopped the run early (check).
    public var stopped: Bool?

    public init(contractFiles: Int? = nil, passed: Int? = nil, failed: Int? = nil, stopped: Bool? = nil) {
        self.contractFiles = contractFiles
        self.passed = passed
        self.failed = failed
        self.stopped = stopped
    }
}

/// Receives a run's diagnostics as they are found, then the summary once.
///
/// Every command writes through a sink: ``TextDiagnosticSink`` (the compiler's format on stderr),
/// ``JSONDiagnosticSink`` (one JSON document, docs/diagnostics.md) or ``CollectingDiagnosticSink`` (tests, tools).
public protocol DiagnosticSink: AnyObject {
    func emit(_ diagnostic: Diagnostic)
    /// Ends the run; a sink receives nothing after it.
    func finish(_ summary: DiagnosticSummary)
}

extension DiagnosticSink {
    public func emit(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { emit(diagnostic) }
    }
}

/// Keeps the diagnostics (and the summary) in memory.
public final class CollectingDiagnosticSink: DiagnosticSink {
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var summary: DiagnosticSummary?

    public init() {}

    public func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public func finish(_ summary: DiagnosticSummary) { self.summary = summary }
}

/// Counts errors and warnings, for the closing line or fields.
struct DiagnosticCounts {
    var errors = 0
    var warnings = 0

    mutating func count(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: break
        }
    }
}

/// `path:line:col: error: message [ID]` lines, then a closing line: `N passed, M failed` when
/// values were checked, else `kontract: 3 errors and 1 warning in 2 contract files` when there was anything.
public final class TextDiagnosticSink: DiagnosticSink {
    private let write: (String) -> Void
    private var counts = DiagnosticCounts()

    /// `write` takes one line (without its newline); commands pass stderr.
    public init(write: @escaping (String) -> Void) { self.write = write }

    public func emit(_ diagnostic: Diagnostic) {
        counts.count(diagnostic)
        write(diagnostic.formatted)
    }

    public func finish(_ summary: DiagnosticSummary) {
        if let passed = summary.passed {
            let failed = summary.failed ?? 0
            let stopped = summary.stopped == true ? " (stopped after \(failed) failures, --max-errors)" : ""
            write("\(passed) passed, \(failed) failed\(stopped)")
        } else if counts.errors + counts.warnings > 0 {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let files = count(summary.contractFiles ?? 0, "contract file")
            write("kontract: \(count(counts.errors, "error")) and \(count(counts.warnings, "warning")) in \(files)")
        }
    }
}

/// One JSON document, streamed (memory stays flat on long `check` runs):
/// `{"diagnostics":[…],"errors":N,"warnings":M,…summary fields}`. The schema is in docs/diagnostics.md.
public final class JSONDiagnosticSink: DiagnosticSink {
    private let write: (String) -> Void
    private var counts = DiagnosticCounts()
    private var emitted = 0

    /// `write` takes one line (without its newline); commands pass stdout.
    public init(write: @escaping (String) -> Void) { self.write = write }

    public func emit(_ diagnostic: Diagnostic) {
        counts.count(diagnostic)
        if emitted == 0 { write("{\"diagnostics\":[") }
        write((emitted == 0 ? "  " : ", ") + diagnostic.json)
        emitted += 1
    }

    public func finish(_ summary: DiagnosticSummary) {
        var fields = [("errors", String(counts.errors)), ("warnings", String(counts.warnings))]
        if let files = summary.contractFiles { fields.append(("contractFiles", String(files))) }
        if let passed = summary.passed { fields.append(("passed", String(passed))) }
        if let failed = summary.failed { fields.append(("failed", String(failed))) }
        if let stopped = summary.stopped { fields.append(("stopped", String(stopped))) }
        let tail = fields.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        write(emitted == 0 ? "{\"diagnostics\":[]," + tail : "]," + tail)
    }
}

extension Diagnostic {
    /// One JSON object: `file`, `line`, `column`, `endLine`?, `endColumn`?, `severity`, `id`, `kind`,
    /// `path`?, `message`, `kotlinx`?, `notes`? (see docs/diagnostics.md).
    public var json: String {
        var fields: [(String, String)] = [
            ("file", JSONText.quoted(location.file)),
            ("line", String(location.line)),
            ("column", String(location.column)),
        ]
        if let end {
            fields += [("endLine", String(end.line)), ("endColumn", String(end.column))]
        }
        fields += [
            ("severity", JSONText.quoted(severity.rawValue)),
            ("id", JSONText.quoted(id)),
            ("kind", JSONText.quoted(kind)),
        ]
        if let jsonPath { fields.append(("path", JSONText.quoted(jsonPath))) }
        fields.append(("message", JSONText.quoted(message)))
        if let kotlinxMessage { fields.append(("kotlinx", JSONText.quoted(kotlinxMessage))) }
        if !notes.isEmpty {
            let objects = notes.map { note in
                var noteFields = [("message", JSONText.quoted(note.message))]
                if let place = note.location {
                    noteFields += [
                        ("file", JSONText.quoted(place.file)), ("line", String(place.line)),
                        ("column", String(place.column)),
                    ]
                }
                return Self.object(noteFields)
            }
            fields.append(("notes", "[" + objects.joined(separator: ",") + "]"))
        }
        return Self.object(fields)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}
