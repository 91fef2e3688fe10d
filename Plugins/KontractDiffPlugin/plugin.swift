// Command plugin `swift package kontract-diff`: the pull-request check of SWIFT, WIRE and KOTLIN breaking changes.

import Foundation
import PackagePlugin

/// Runs `kontract diff git:REF` (default `git:origin/main`: its merge base against the working tree) on the
/// contracts of every target (or the `--target` ones); every other argument (`--fail-on SWIFT,WIRE`,
/// `--baseline FILE`, `--format json`) goes to `kontract diff`. Fails when a change breaks.
@main
struct KontractDiffPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let ref = extractor.extractOption(named: "against").last ?? "origin/main"
        let tool = try context.tool(named: "kontract")
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target.sourceModule else { continue }
            let contracts = PluginContracts(module: module).contracts
            guard let folder = contracts.first?.deletingLastPathComponent() else { continue }
            // Relative to the package, so that the same path names the folder at REF.
            let root = context.package.directoryURL.filePath
            let relative =
                folder.filePath.hasPrefix(root + "/")
                ? String(folder.filePath.dropFirst(root.count + 1)) : folder.filePath
            try KontractTool.run(
                tool.url, ["diff", "git:\(ref)", relative] + extractor.remainingArguments,
                in: context.package.directoryURL)
            print("kontract-diff: \(target.name): nothing breaks against \(ref)")
        }
    }
}
