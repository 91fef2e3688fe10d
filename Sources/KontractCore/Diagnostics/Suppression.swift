// `"suppress": ["KT0603", "KG0002"]` on any contract object silences those warnings inside it.

/// Warnings a contract author has acknowledged for one JSON object (and everything in it),
/// like Kotlin's `@Suppress`. Only warnings can be suppressed.
public struct Suppression: Sendable, Hashable {
    /// The ids silenced (warnings of any domain: `KT0603`, `KG0002`).
    public var codes: Set<String>
    public var start: SourceLocation
    public var end: SourceLocation

    public init(codes: Set<String>, start: SourceLocation, end: SourceLocation) {
        self.codes = codes
        self.start = start
        self.end = end
    }

    /// Whether `diagnostic` is a warning this suppression covers.
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .warning && codes.contains(diagnostic.id)
            && diagnostic.location.file == start.file && start <= diagnostic.location && diagnostic.location < end
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics no suppression covers.
    public func removingSuppressed(by suppressions: [Suppression]) -> [Diagnostic] {
        guard !suppressions.isEmpty else { return self }
        return filter { diagnostic in !suppressions.contains { $0.covers(diagnostic) } }
    }
}
