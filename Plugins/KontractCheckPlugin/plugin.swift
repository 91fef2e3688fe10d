// Command plugin `swift package kontract-check`: validates contracts and checks fixtures, for CI.

import Foundation
import PackagePlugin

/// Runs `kontract validate` on the contracts of every target (or the `--target` ones) and
/// `kontract check` on the fixtures and transcripts beside them or in the test targets that
/// depend on them; fails when either reports an error.
@main
struct KontractCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "kontract")
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target.sourceModule else { continue }
            let inputs = PluginContracts(module: module)
            if !inputs.contracts.isEmpty {
                try KontractTool.run(tool.url, ["validate"] + inputs.contracts.map(\.filePath), in: module.directoryURL)
                let folder = inputs.contracts[0].deletingLastPathComponent()
                let fixtures = folder.appending(path: "fixtures")
                if FileManager.default.fileExists(atPath: fixtures.filePath) {
                    try KontractTool.run(
                        tool.url, ["check", "--contracts", folder.filePath, fixtures.filePath], in: module.directoryURL)
                }
                print("kontract-check: \(target.name): \(inputs.contracts.count) contract(s) valid")
            }
            // A test target's fixtures and transcripts, against the contracts of what it tests.
            let fixtureFiles = module.sourceFiles.map(\.url).filter {
                $0.lastPathComponent.hasSuffix(".fixtures.json") || $0.lastPathComponent.hasSuffix(".transcript.json")
            }
            guard inputs.contracts.isEmpty, !fixtureFiles.isEmpty else { continue }
            for case .target(let dependency) in module.dependencies {
                guard let tested = dependency.sourceModule else { continue }
                let contracts = PluginContracts(module: tested).contracts
                guard let folder = contracts.first?.deletingLastPathComponent() else { continue }
                try KontractTool.run(
                    tool.url, ["check", "--contracts", folder.filePath] + fixtureFiles.map(\.filePath),
                    in: module.directoryURL)
                print(
                    "kontract-check: \(target.name): \(fixtureFiles.count) fixture file(s) pass against \(tested.name)")
            }
        }
    }
}
