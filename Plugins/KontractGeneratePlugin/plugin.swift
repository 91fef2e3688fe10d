// Command plugin `swift package kontract-generate`: writes generated Swift into the package.

import Foundation
import PackagePlugin

/// For teams that commit generated code: runs `kontract generate` for every target (or the
/// `--target` ones) that holds contracts, writing into `<target>/Generated` (or the config's
/// `output`, relative to the target).
@main
struct KontractGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "kontract")
        var ran = 0
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target.sourceModule else { continue }
            let inputs = PluginContracts(module: module)
            guard !inputs.contracts.isEmpty else { continue }
            var toolArguments = ["generate"] + inputs.contracts.map { $0.path(percentEncoded: false) }
            if inputs.configuration == nil {
                toolArguments += [
                    "--output", module.directoryURL.appending(path: "Generated").path(percentEncoded: false),
                ]
            }
            toolArguments += extractor.remainingArguments
            try KontractTool.run(tool.url, toolArguments, in: module.directoryURL)
            ran += 1
        }
        if ran == 0 {
            Diagnostics.warning(
                "no target with *.kontract.json files\(targetNames.isEmpty ? "" : " among \(targetNames.sorted())")")
        }
    }
}
