import Foundation
import Testing

@testable import KontractCore

@Test func zzDumpCorpus() {
    guard ProcessInfo.processInfo.environment["DUMP"] != nil else { return }
    for name in BadContractCorpus.caseNames {
        print("== \(name)")
        for d in BadContractCorpus.actualDiagnostics(name) {
            print("\(d.location.line):\(d.location.column) \(d.severity) [\(d.id)] \(d.message)")
        }
    }
}
