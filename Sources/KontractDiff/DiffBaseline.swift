// `--baseline FILE`: breaking changes a team has accepted, matched by id and subject, not by line.

import Foundation
import KontractCore

/// Lines of `KD0104 com.example.SearchUiState.init`: id, a space, the change's subject; `#` starts a comment.
/// `kontract diff --write-baseline FILE` writes one line per change it finds.
public struct DiffBaseline: Sendable, Equatable {
    public private(set) var entries: Set<String>

    public init(entries: Set<String>) { self.entries = entries }

    /// Parses a baseline file's text; a malformed line is a usage error naming it.
    public static func parse(_ text: String, path: String) -> Result<DiffBaseline, DiffUsageError> {
        var entries = Set<String>()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if words.isEmpty { continue }
            guard words.count == 2, words[0].wholeMatch(of: /KD\d{4}/) != nil else {
                return .failure(
                    DiffUsageError("\(path):\(index + 1): a baseline line is 'KDnnnn SUBJECT', found '\(raw)'"))
            }
            entries.insert("\(words[0]) \(words[1])")
        }
        return .success(DiffBaseline(entries: entries))
    }

    public func accepts(_ change: DiffChange) -> Bool {
        entries.contains(Self.line(change))
    }

    /// The baseline line of a change.
    public static func line(_ change: DiffChange) -> String { "\(change.diagnostic.id) \(change.subject)" }

    /// A baseline accepting every change of `changes`, one sorted line each, with a header comment.
    public static func text(accepting changes: [DiffChange]) -> String {
        let lines = Set(changes.map(line)).sorted()
        return "# kontract diff baseline: accepted changes (id, subject)\n" + lines.map { $0 + "\n" }.joined()
    }
}
