// The contracts the value targets decode against: the repository's and the kotlinx conformance ones.

import Foundation
import KontractCheck
import KontractCore
import KontractSerialization

/// The checked contracts of `contracts/` and `Tests/Conformance/` (every declaration kind, every
/// json option), loaded once from the repository root (`KONTRACT_FUZZ_ROOT`, else the current folder).
final class FuzzUniverse: @unchecked Sendable {
    static let shared = FuzzUniverse()

    let contracts: CheckableContracts
    /// Every serializable declaration, by qualified name, sorted (the order input bytes choose from).
    let typeNames: [String]
    /// Data classes, objects and sealed types: receivers for getter expressions.
    let receivers: [IndexedDeclaration]

    private init() {
        let root = ProcessInfo.processInfo.environment["KONTRACT_FUZZ_ROOT"] ?? FileManager.default.currentDirectoryPath
        let paths = ["contracts", "Tests/Conformance"].map { root + "/" + $0 }
        let pipeline = ContractPipeline.run(paths)
        guard let module = pipeline.module, !module.index.declarations.isEmpty else {
            let problems = pipeline.diagnostics.map(\.formatted).joined(separator: "\n")
            fatalError(
                "kontract-fuzz: cannot load the contracts under \(root) (run from the repository root):\n\(problems)")
        }
        let contracts = CheckableContracts(module: module)
        self.contracts = contracts
        typeNames = module.index.declarations.map(\.qualifiedName)
            .filter { contracts.builder.descriptor(for: $0) != nil }.sorted()
        receivers = module.index.declarations.filter { $0.declaration.kind != .file }
            .sorted { $0.qualifiedName < $1.qualifiedName }
    }
}
