// A classified change: its diagnostic at the HEAD location (BASE as a note), what it concerns and who it breaks.

import KontractCore

/// One change the rules found.
public struct DiffChange: Sendable {
    public var diagnostic: Diagnostic
    /// What changed, stable across edits that move lines: `com.example.SearchUiState.orden` (baselines match it).
    public let subject: String
    public let category: DiffCategory
}

/// The changes found so far, and where to put one whose HEAD place is gone.
struct DiffChanges {
    private(set) var all: [DiffChange] = []
    /// Where a change with no HEAD place of its own is reported: the first HEAD contract.
    let headFallback: SourceLocation

    /// Records a change at `head`, with BASE's place as a note.
    mutating func add(
        _ code: DiffDiagnosticCode, _ message: String, head: SourceLocation?, base: SourceLocation?, subject: String
    ) {
        let notes = base.map { [DiagnosticNote("in BASE here", at: $0)] } ?? []
        let diagnostic = Diagnostic(code, message, at: head ?? headFallback, notes: notes)
        guard let category = DiffCategory(id: code.rawValue) else { return }
        all.append(DiffChange(diagnostic: diagnostic, subject: subject, category: category))
    }
}
