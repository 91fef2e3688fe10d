// Command plugin `swift package kontract-docs`: the site of the package's contracts as Swift sees them.

import Foundation
import PackagePlugin

/// Runs `kontract docs` on the contracts of every target (or the `--target` ones), one site for all of them,
/// into the plugin's work folder (printed) or `--output DIR`; every other argument (`--interop skie`) goes to
/// `kontract docs`. (`--output` inside the package needs `--allow-writing-to-package-directory` where SwiftPM
/// sandboxes plugins.)
@main
struct KontractDocsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let output =
            extractor.extractOption(named: "output").last
            ?? context.pluginWorkDirectoryURL.appending(path: "site").path(percentEncoded: false)
        var contracts: [String] = []
        for target in context.package.targets where targetNames.isEmpty || targetNames.contains(target.name) {
            guard let module = target.sourceModule else { continue }
            contracts += PluginContracts(module: module).contracts.map { $0.path(percentEncoded: false) }
        }
        guard !contracts.isEmpty else {
            Diagnostics.warning(
                "no target with *.kontract.json files\(targetNames.isEmpty ? "" : " among \(targetNames.sorted())")")
            return
        }
        try KontractTool.run(
            try context.tool(named: "kontract").url,
            ["docs"] + contracts + ["--output", output] + extractor.remainingArguments,
            in: context.package.directoryURL)
        print("kontract-docs: open \(output)/index.html")
    }
}
