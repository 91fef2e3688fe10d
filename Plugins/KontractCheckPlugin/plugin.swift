// Command plugin `swift package kontract-check`: validates contracts and checks fixtures, for CI.

import Foundation
import PackagePlugin

/// Runs `kontract validate` on the contracts of every target (or the `--target` ones), then
/// `kontract check` on their fixtures; fails when either reports an error.
@main
struct KontractCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "kontract")
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target.sourceModule else { continue }
            let inputs = PluginContracts(module: module)
            guard !inputs.contracts.isEmpty else { continue }
            let paths = inputs.contracts.map { $0.path(percentEncoded: false) }
            try KontractTool.run(tool.url, ["validate"] + paths, in: module.directoryURL)
            let fixtures = module.directoryURL.appending(path: "fixtures")
            if FileManager.default.fileExists(atPath: fixtures.path(percentEncoded: false)) {
                try KontractTool.run(
                    tool.url, ["check", module.directoryURL.path(percentEncoded: false)], in: module.directoryURL)
            }
            print("kontract-check: \(target.name): \(paths.count) contract(s) OK")
        }
    }
}
