// Fuzz target `diff`: two contract documents → both sides checked → every change classified (the SWIFT, WIRE and
// KOTLIN rules of `kontract diff`) in the configuration the first byte picks.

import KontractCore
import KontractDiff
import KontractGenerator

/// Input: a configuration byte, then BASE and HEAD contract text separated by the first NUL byte (any bytes).
///
/// Properties: no crash; when both sides check, every change has a KD id of the catalog with a category, stands
/// in HEAD's file at a line and column from 1, and classifying twice gives the same diagnostics; a side compared
/// with itself has no change.
enum DiffFuzzTarget: FuzzTarget {
    static let name = "diff"
    static let summary = "two contracts → KD changes (SWIFT, WIRE, KOTLIN); a side against itself has none"

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let rest = bytes.dropFirst()
        let separator = rest.firstIndex(of: 0) ?? rest.endIndex
        let texts = [Array(rest[..<separator]), Array(rest[separator...].dropFirst())]
        let source = InMemorySourceProvider(files: ["base.kontract.json": texts[0], "head.kontract.json": texts[1]])
        let base = ContractPipeline.run(["base.kontract.json"], from: source)
        let head = ContractPipeline.run(["head.kontract.json"], from: source)
        guard let old = base.module, let new = head.module, !base.hasErrors, !head.hasErrors else { return }
        let options = GeneratorOptions(
            interop: first & 1 == 0 ? .objc : .skie, style: first & 2 == 0 ? .bridge : .swift)
        let changes = ContractDiffer.changes(base: old, head: new, baseOptions: options, headOptions: options)
        for change in changes {
            let diagnostic = change.diagnostic
            if DiagnosticCatalog.entry(diagnostic.id) == nil || DiffCategory(id: diagnostic.id) != change.category {
                FuzzProperty.fail("'\(diagnostic.formatted)' has no catalog entry or the wrong category")
            }
            if diagnostic.location.file != "head.kontract.json" || diagnostic.location.line < 1
                || diagnostic.location.column < 1
            {
                FuzzProperty.fail("'\(diagnostic.formatted)' is not in HEAD's file")
            }
        }
        let again = ContractDiffer.changes(base: old, head: new, baseOptions: options, headOptions: options)
        if again.map(\.diagnostic) != changes.map(\.diagnostic) {
            FuzzProperty.fail("classifying twice gave different changes")
        }
        for module in [old, new] {
            let same = ContractDiffer.changes(base: module, head: module, baseOptions: options, headOptions: options)
            if let change = same.first {
                FuzzProperty.fail("a side against itself has a change: \(change.diagnostic.formatted)")
            }
        }
    }
}
