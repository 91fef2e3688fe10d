// The diagnostic catalog: unique, documented ids, each one exercised by a test.

import Testing

@testable import KontractCore

@Test func diagnosticIdsAreUniqueAndDocumented() {
    let ids = DiagnosticCode.allCases.map(\.rawValue)
    #expect(Set(ids).count == ids.count)
    #expect(ids == ids.sorted(), "the catalog is kept in id order")
    for code in DiagnosticCode.allCases {
        #expect(code.rawValue.wholeMatch(of: /KT\d{4}/) != nil, "\(code.rawValue)")
        #expect(!code.summary.isEmpty, "\(code.rawValue) has no summary")
        #expect(!code.summary.contains("\n"), "\(code.rawValue)'s summary is not one line")
    }
}

/// Ids no test of this target triggers (none: the corpus and unit tests cover every id).
private let idsCoveredElsewhere: Set<DiagnosticCode> = []

@Test func everyDiagnosticIdIsExercisedByTheCorpusOrANamedUnitTest() {
    var covered = Set<DiagnosticCode>()
    for name in BadContractCorpus.caseNames {
        for line in BadContractCorpus.expectedLines(name) ?? [] {
            if let id = line.split(separator: " ").first, let code = DiagnosticCode(rawValue: String(id)) {
                covered.insert(code)
            }
        }
    }
    covered.formUnion(CheckerUnitTestCoverage.ids.keys)
    let missing = DiagnosticCode.allCases.filter { !covered.contains($0) && !idsCoveredElsewhere.contains($0) }
    #expect(missing.isEmpty, "no test exercises \(missing.map(\.rawValue))")
}
