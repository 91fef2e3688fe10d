// Build-tool plugin: generates Swift from a target's contracts at build time.

import Foundation
import PackagePlugin

/// Adds one `kontract generate` command per contract of the target. Each command lists as
/// inputs its contract, the contracts it depends on, the config file and the `kontract`
/// executable itself, and as output exactly the one Swift file it writes, so a no-op build
/// runs nothing and a changed contract regenerates only what reads it.
@main
struct KontractBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else {
            throw KontractPluginError.notASourceModule(target: target.name)
        }
        let inputs = PluginContracts(module: module)
        guard !inputs.contracts.isEmpty else { throw KontractPluginError.noContracts(target: target.name) }
        let tool = try context.tool(named: "kontract")
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        let dependencies = ContractDependencies(contracts: inputs.contracts)
        return dependencies.contracts.map { contract in
            let reads = [contract] + dependencies.dependencies(of: contract)
            var arguments = ["generate"] + reads.map { $0.path(percentEncoded: false) }
            arguments += ["--only", contract.path(percentEncoded: false)]
            arguments += ["--output", outputFolder.path(percentEncoded: false)]
            if let configuration = inputs.configuration {
                arguments += ["--config", configuration.path(percentEncoded: false)]
            }
            return .buildCommand(
                displayName: "Kontract: generating Swift for \(contract.lastPathComponent)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: reads + [inputs.configuration, tool.url].compactMap { $0 },
                outputFiles: [outputFolder.appending(path: PluginContracts.generatedFileName(for: contract))])
        }
    }
}
