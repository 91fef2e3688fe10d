// Command plugin `swift package kontract-extract`: writes contracts from the Kotlin into the package, or checks them.

import Foundation
import PackagePlugin

/// For teams that commit contracts: for every target (or the `--target` ones) whose `kontract.config.json` names
/// its Kotlin (`"kotlin": ["../../shared/src"]`), runs `kontract extract` writing the contracts into the target's
/// folder (hand-written contracts are never overwritten), or with `--check` compares the target's contracts with
/// the Kotlin and fails on drift (CI). Other arguments go to `kontract extract` (`--strict`, `--format json`).
@main
struct KontractExtractPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let isCheck = extractor.extractFlag(named: "check") > 0
        let tool = try context.tool(named: "kontract")
        var ran = 0
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target.sourceModule, let configuration = PluginContracts(module: module).configuration
            else { continue }
            let kotlin = PluginKotlinSources(module: module, configuration: configuration)
            // An unreadable config runs too: kontract reports where it is wrong.
            guard !kotlin.configuredPaths.isEmpty || kotlin.unreadableConfiguration != nil else { continue }
            let folder = module.directoryURL.filePath
            var toolArguments = ["extract", "--config", configuration.filePath, "--module", target.name]
            toolArguments += isCheck ? ["--check", "--contracts", folder] : ["--output", folder]
            toolArguments += extractor.remainingArguments
            try KontractTool.run(tool.url, toolArguments, in: module.directoryURL)
            ran += 1
        }
        if ran == 0 {
            Diagnostics.warning(
                "no target whose kontract.config.json names its Kotlin (\"kotlin\": [...])"
                    + (targetNames.isEmpty ? "" : " among \(targetNames.sorted())"))
        }
    }
}
