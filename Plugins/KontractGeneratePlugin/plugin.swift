// Command plugin `swift package kontract-generate`: writes generated Swift into the package.

import Foundation
import PackagePlugin

/// For teams that commit generated code: runs `kontract generate` for every target (or the
/// `--target` ones) that holds contracts, writing into `<target>/Generated` (or the config's
/// `output`, relative to the target). It refuses a target that also uses KontractBuildPlugin:
/// the same Swift would then be produced twice ("multiple producers" at the next build).
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
            if Self.usesBuildPlugin(
                target.name, manifest: context.package.directoryURL.appending(path: "Package.swift"))
            {
                throw KontractPluginError.generatedByBuildPlugin(
                    target: target.name, files: inputs.contracts.map(PluginContracts.generatedFileName(for:)))
            }
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

    /// Whether the manifest's declaration of `target` lists KontractBuildPlugin among its plugins.
    /// (PackagePlugin does not tell a command plugin which build plugins a target uses, and leaves
    /// `pluginGeneratedSources` empty here, so the manifest's text is read: each `.target(`,
    /// `.testTarget(` or `.executableTarget(` call up to the next one.)
    static func usesBuildPlugin(_ target: String, manifest: URL) -> Bool {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
        var chunks: [Substring] = []
        var rest = Substring(text)
        let starts = [".target(", ".testTarget(", ".executableTarget(", ".macro("]
        while let next = starts.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let after = rest[next.upperBound...]
            let end = starts.compactMap { after.range(of: $0)?.lowerBound }.min() ?? after.endIndex
            chunks.append(rest[next.lowerBound..<end])
            rest = after[end...]
        }
        return chunks.contains { chunk in
            chunk.contains("name: \"\(target)\"") && chunk.contains("KontractBuildPlugin")
        }
    }
}
