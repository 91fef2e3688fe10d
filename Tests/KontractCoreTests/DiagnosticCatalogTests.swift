// The diagnostic catalog: unique, documented ids, each one exercised by a test.

import Testing

@testable import KontractCore

@Test func diagnosticIdsAreUniqueAndDocumented() {
    let ids = DiagnosticCatalog.entries.map(\.id)
    #expect(Set(ids).count == ids.count)
    for domain in DiagnosticDomain.allCases {
        let inDomain = DiagnosticCatalog.entries.filter { $0.domain == domain }.map(\.id)
        #expect(inDomain == inDomain.sorted(), "the \(domain.rawValue) catalog is kept in id order")
    }
    for entry in DiagnosticCatalog.entries {
        #expect(entry.id.hasPrefix(entry.domain.rawValue), "\(entry.id) is not in domain \(entry.domain)")
        #expect(entry.id.wholeMatch(of: /K[TCGXDI]\d{4}/) != nil, "\(entry.id)")
        #expect(!entry.summary.isEmpty, "\(entry.id) has no summary")
        #expect(!entry.summary.contains("\n"), "\(entry.id)'s summary is not one line")
        #expect(DiagnosticCatalog.entry(entry.id) == entry)
    }
    #expect(
        DiagnosticCatalog.entries.count == DiagnosticCode.allCases.count + CheckDiagnosticCode.allCases.count
            + GeneratorDiagnosticCode.allCases.count + ExtractionDiagnosticCode.allCases.count
            + ImportDiagnosticCode.allCases.count
            + DiffDiagnosticCode.allCases.count)
}

@Test func aDiagnosticCarriesItsCatalogEntry() {
    let contract = Diagnostic(.unknownKey, "m", at: .start(of: "c"))
    #expect(contract.id == "KT0101" && contract.domain == .contracts && contract.kind == "unknownKey")
    #expect(contract.code == .unknownKey && contract.checkCode == nil && contract.generatorCode == nil)
    let checked = Diagnostic.check(.unknownKey, "m", at: .start(of: "f"), jsonPath: "$.a")
    #expect(checked.id == "KC0203" && checked.checkCode == .unknownKey && checked.code == nil)
    #expect(checked.formatted == "f:1:1: error: $.a: m [KC0203]")
    let generator = Diagnostic.generator(.viewModelFunctionLeftOut, "m", at: .start(of: "c"))
    #expect(generator.severity == .warning && generator.generatorCode == .viewModelFunctionLeftOut)
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
