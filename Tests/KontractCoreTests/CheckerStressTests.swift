// A thousand contract files with errors: every error is reported once, in sorted order.

import Foundation
import Testing

@testable import KontractCore

@Test func aThousandFilesWithErrorsReportEveryErrorSorted() throws {
    let contracts = try TemporaryContracts()
    defer { contracts.remove() }
    let count = 1000
    // Written in reverse so that sorting, not file-system order, puts them right.
    for number in (0..<count).reversed() {
        let declarations = #"""
                { "kind": "data class", "name": "Item\#(number)",
                  "properties": [ { "name": "count", "type": "Int", "default": "x" } ] },
                { "kind": "data class", "name": "Empty\#(number)" },
                { "kind": "enum class", "name": "Section\#(number)", "entries": [ "TermsOfUse" ] }
            """#
        try contracts.write(
            String(format: "c%04d.kontract.json", number),
            TemporaryContracts.contract(package: "p\(number)", declarations))
    }
    let pipeline = ContractPipeline.run([contracts.folder])
    let diagnostics = pipeline.diagnostics
    #expect(diagnostics.count == 3 * count)
    let sorted = diagnostics.sorted { $0.location < $1.location }
    #expect(diagnostics.map(\.location) == sorted.map(\.location))
    for (number, fileDiagnostics) in stride(from: 0, to: diagnostics.count, by: 3).enumerated() {
        let slice = diagnostics[fileDiagnostics..<min(fileDiagnostics + 3, diagnostics.count)]
        let file = String(format: "c%04d.kontract.json", number)
        #expect(slice.allSatisfy { $0.location.file.hasSuffix(file) }, "\(file)")
        // Columns shift with the width of the number; ids and lines do not.
        #expect(slice.map { "\($0.id) \($0.location.line)" } == ["KT0401 7", "KT0507 8", "KT0801 9"], "\(file)")
    }
}
