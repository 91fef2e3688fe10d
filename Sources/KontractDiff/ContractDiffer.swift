// `kontract diff` in one call: two checked modules → every classified change, and the verdict under --fail-on.

import KontractCore
import KontractGenerator

/// Compares BASE and HEAD: SWIFT under each side's export profile, WIRE from their kotlinx descriptors, KOTLIN
/// from their declarations. Reads the resolved model and the projection only; it resolves nothing again.
public enum ContractDiffer {
    /// Every change from `base` to `head`, sorted by HEAD location.
    public static func changes(
        base: CheckedModule, head: CheckedModule, baseOptions: GeneratorOptions, headOptions: GeneratorOptions
    ) -> [DiffChange] {
        let fallback = SourceLocation.start(of: head.files.first?.path ?? "<head>")
        // The two Swift surfaces, the WIRE rules and the KOTLIN rules are independent: side by side on every core.
        let pieces = Concurrently.map(4) { index -> Piece in
            var changes = DiffChanges(headFallback: fallback)
            switch index {
            case 0: return .surface(SwiftSurface(module: base, options: baseOptions))
            case 1: return .surface(SwiftSurface(module: head, options: headOptions))
            case 2: WireRules.compare(base: base, head: head, into: &changes)
            default: KotlinRules.compare(base: base, head: head, into: &changes)
            }
            return .changes(changes.all)
        }
        var changes = DiffChanges(headFallback: fallback)
        if case .surface(let old) = pieces[0], case .surface(let new) = pieces[1] {
            SwiftRules.compare(base: old, head: new, into: &changes)
        }
        var all = changes.all
        for case .changes(let found) in pieces { all += found }
        return all.enumerated().sorted { a, b in
            if a.element.diagnostic.location != b.element.diagnostic.location {
                return a.element.diagnostic.location < b.element.diagnostic.location
            }
            if a.element.diagnostic.id != b.element.diagnostic.id {
                return a.element.diagnostic.id < b.element.diagnostic.id
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// What the command reports: breaking changes of a `failOn` category stay errors, other errors become
    /// warnings; changes the baseline accepts are left out (and counted).
    public static func verdict(
        _ changes: [DiffChange], failOn: Set<DiffCategory> = Set(DiffCategory.allCases), baseline: DiffBaseline? = nil
    ) -> DiffVerdict {
        var reported: [Diagnostic] = []
        var accepted = 0
        for change in changes {
            if let baseline, baseline.accepts(change) {
                accepted += 1
                continue
            }
            var diagnostic = change.diagnostic
            if diagnostic.severity == .error && !failOn.contains(change.category) {
                diagnostic.severity = .warning
            }
            diagnostic.message = "\(change.category.rawValue): \(diagnostic.message)"
            reported.append(diagnostic)
        }
        return DiffVerdict(diagnostics: reported, accepted: accepted)
    }
}

/// What one of the independent parts of a diff gives.
private enum Piece {
    case surface(SwiftSurface)
    case changes([DiffChange])
}

/// The diagnostics to print and whether the change breaks (exit status 1).
public struct DiffVerdict: Sendable {
    public var diagnostics: [Diagnostic]
    /// Changes the baseline acknowledged.
    public var accepted: Int
    public var isBreaking: Bool { diagnostics.hasErrors }
}
