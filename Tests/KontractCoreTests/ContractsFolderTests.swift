// The project's own contracts (`contracts/` at the package root) must validate without any diagnostic.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractCore

/// `contracts/` next to Package.swift, found from this file's path.
private let contractsFolder = repositoryURL("contracts").path

private var contractPaths: [String] {
    guard FileManager.default.fileExists(atPath: contractsFolder) else { return [] }
    return ContractLoader.discover([contractsFolder]).files
}

@Test(
    .enabled(if: FileManager.default.fileExists(atPath: contractsFolder), "the branch has no contracts/ folder yet"))
func theProjectsContractsValidateClean() {
    let pipeline = ContractPipeline.run([contractsFolder])
    #expect(!contractPaths.isEmpty)
    #expect(pipeline.diagnostics.map(\.formatted) == [])
}
