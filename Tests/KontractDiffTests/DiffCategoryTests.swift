// The KD id ranges and --fail-on's category list.

import KontractCore
import KontractDiff
import Testing

@Test func everyClassifyingIdHasACategory() throws {
    for code in DiffDiagnosticCode.allCases {
        let category = DiffCategory(id: code.rawValue)
        #expect((category == nil) == code.rawValue.hasPrefix("KD00"), "\(code.rawValue)")
    }
    #expect(try DiffCategory.list("swift, WIRE").get() == [.swift, .wire])
    #expect(throws: DiffUsageError.self) { try DiffCategory.list("SWIFT,JSON").get() }
}
