// Collects diagnostics emitted by the parsing and checking stages.

/// Where the stages report problems. Recoverable problems are reported and the
/// stage goes on; a stage never throws for bad contract input.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// The `suppress` lists met while parsing, applied once checking is done.
    public var suppressions: [Suppression] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func emit(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(code, message, at: location))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}
