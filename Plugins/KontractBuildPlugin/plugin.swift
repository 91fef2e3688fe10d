// Build-tool plugin: generates Swift from a target's contracts or Kotlin sources, or a test target's contract tests.

import Foundation
import PackagePlugin

/// On a target holding `*.kontract.json` files, adds one `kontract generate` command per
/// contract; on a target without contracts but with Kotlin (`.kt` files in it, or `"kotlin"` paths in its
/// `kontract.config.json`), one `kontract extract --swift` command generating from the Kotlin. On a test target without contracts of its own, generates the contract tests
/// (`kontract generate --tests`) for the contracts of the targets it depends on, from the
/// fixtures and transcripts in the test target.
///
/// Each command lists as inputs exactly what it reads (its contract, the contracts it depends
/// on, fixtures, the config file and the `kontract` executable itself) and as output exactly
/// the one Swift file it writes, so a no-op build runs nothing and a changed contract
/// regenerates only what reads it.
@main
struct KontractBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else {
            throw KontractPluginError.notASourceModule(target: target.name)
        }
        let tool = try context.tool(named: "kontract")
        let inputs = PluginContracts(module: module)
        if !inputs.contracts.isEmpty {
            return typeCommands(
                inputs, target: target.name, isTest: module.kind == .test, tool: tool.url,
                work: context.pluginWorkDirectoryURL)
        }
        let root = context.package.directoryURL
        let kotlin = PluginKotlinSources(module: module, configuration: inputs.configuration)
        if !kotlin.files.isEmpty && module.kind != .test {
            return try [
                kotlinCommand(
                    kotlin, inputs: inputs, target: target.name, tool: tool.url, work: context.pluginWorkDirectoryURL)
            ]
        }
        if let configuration = kotlin.unreadableConfiguration, module.kind != .test {
            throw KontractPluginError.configurationUnreadable(
                target: target.name, path: Self.relative(configuration, to: root))
        }
        guard module.kind == .test else {
            throw KontractPluginError.noContracts(
                target: target.name, directory: Self.relative(module.directoryURL, to: root))
        }
        let tested = module.dependencies.compactMap(Self.testedModule)
        guard !tested.isEmpty else { throw Self.missingContracts(for: module, root: root) }
        return tested.flatMap { dependency in
            testCommands(
                for: PluginContracts(module: dependency), module: dependency.name, fixtures: module,
                tool: tool.url, work: context.pluginWorkDirectoryURL)
        }
    }

    /// `kontract generate CONTRACTS --only CONTRACT --output DIR` per contract, reading the contracts its Swift
    /// depends on (``ContractDependencies/reads(for:)``), or every contract under SKIE.
    /// Warns on each contract whose `"module"` is not the target's name: the target is the framework module,
    /// so Swift importing the contracts' module would not find it. A test target holding contracts is not
    /// warned: its tests are in the same module and import nothing.
    private func typeCommands(
        _ inputs: PluginContracts, target: String, isTest: Bool, tool: URL, work: URL
    ) -> [Command] {
        let outputFolder = work.appending(path: "GeneratedSources")
        let dependencies = ContractDependencies(contracts: inputs.contracts)
        for contract in dependencies.contracts where !isTest {
            guard let module = dependencies.modules[contract], module != target else { continue }
            Diagnostics.warning(
                "module \"\(module)\" but target \"\(target)\": Swift code importing \(module) will not find it;"
                    + " name the target \(module) or set the contracts' \"module\" to \"\(target)\"",
                file: contract.filePath, line: ContractDependencies.moduleLine(in: contract))
        }
        // SKIE names its globals and its `Skie.<module>` namespace across the whole module: each command
        // reads every contract then, so that the namespace is declared once and complete.
        let readsWholeModule = inputs.configurationSelectsSKIE
        return dependencies.contracts.map { contract in
            let reads = readsWholeModule ? dependencies.contracts : dependencies.reads(for: contract)
            var arguments = ["generate"] + reads.map(\.filePath) + ["--only", contract.filePath]
            arguments += ["--output", outputFolder.filePath] + inputs.configurationArguments
            return .buildCommand(
                displayName: "Kontract: generating Swift for \(contract.lastPathComponent)",
                executable: tool,
                arguments: arguments,
                inputFiles: reads + [inputs.configuration, tool].compactMap { $0 },
                outputFiles: [outputFolder.appending(path: PluginContracts.generatedFileName(for: contract))])
        }
    }

    /// A target without contracts but with Kotlin (its own `.kt` files, or its config's `"kotlin"` paths): one
    /// `kontract extract KOTLIN... --module TARGET --swift DIR` reading every Kotlin file and writing one Swift file
    /// per Kotlin file (`Search.kt` → `Search.kontract.swift`), so that the outputs are known from the names alone.
    private func kotlinCommand(
        _ kotlin: PluginKotlinSources, inputs: PluginContracts, target: String, tool: URL, work: URL
    ) throws -> Command {
        if let clash = kotlin.clash {
            throw KontractPluginError.kotlinFilesOfOneName(target: target, files: clash)
        }
        let outputFolder = work.appending(path: "GeneratedSources")
        var arguments = ["extract"] + kotlin.files.map(\.filePath) + ["--module", target]
        arguments += ["--swift", outputFolder.filePath] + inputs.configurationArguments
        return .buildCommand(
            displayName: "Kontract: generating Swift from the Kotlin of \(target) (\(kotlin.files.count) files)",
            executable: tool,
            arguments: arguments,
            inputFiles: kotlin.files + [inputs.configuration, tool].compactMap { $0 },
            outputFiles: kotlin.files.map {
                outputFolder.appending(path: SourceSets.swiftFileName(forKotlin: $0.filePath))
            } + [outputFolder.appending(path: SourceSets.librariesSwiftFileName)])
    }

    /// `kontract generate CONTRACTS --only CONTRACT --tests DIR --tests-module MODULE --fixtures DIR`
    /// per contract of a tested module.
    private func testCommands(
        for inputs: PluginContracts, module: String, fixtures testTarget: SourceModuleTarget, tool: URL, work: URL
    ) -> [Command] {
        let outputFolder = work.appending(path: "GeneratedTests")
        let fixtureFiles = testTarget.sourceFiles.map(\.url).filter {
            $0.lastPathComponent.hasSuffix(".fixtures.json") || $0.lastPathComponent.hasSuffix(".transcript.json")
        }
        let fixturesFolder = fixtureFiles.first?.deletingLastPathComponent() ?? testTarget.directoryURL
        // Fixtures may name any type of the module, so each command reads every contract.
        let reads = inputs.contracts
        return reads.map { contract in
            var arguments = ["generate"] + reads.map(\.filePath) + ["--only", contract.filePath]
            arguments += ["--tests", outputFolder.filePath, "--tests-module", module]
            arguments += ["--fixtures", fixturesFolder.filePath] + inputs.configurationArguments
            return .buildCommand(
                displayName: "Kontract: generating contract tests for \(contract.lastPathComponent)",
                executable: tool,
                arguments: arguments,
                inputFiles: reads + fixtureFiles + [inputs.configuration, tool].compactMap { $0 },
                outputFiles: [outputFolder.appending(path: PluginContracts.generatedTestsFileName(for: contract))])
        }
    }

    /// Why a test target finds no contracts: a target folder holding contracts but no Swift file
    /// (SwiftPM skips such a target, so it is not even among the dependencies), or no dependency on
    /// the contracts' target at all.
    private static func missingContracts(for module: SourceModuleTarget, root: URL) -> KontractPluginError {
        let sources = root.appending(path: "Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.filePath)) ?? []
        for name in folders.sorted() {
            let folder = sources.appending(path: name)
            let contracts = PluginContracts.contractsOnDisk(in: folder)
            if !contracts.isEmpty, !PluginContracts.hasSwiftFile(in: folder) {
                return .contractsTargetWithoutSwiftFile(
                    tester: module.name, target: name, directory: relative(folder, to: root), contracts: contracts)
            }
        }
        return .testTargetWithoutContracts(target: module.name, directory: relative(module.directoryURL, to: root))
    }

    /// `Sources/Shared` for a target folder inside the current package, else the full path.
    static func relative(_ folder: URL, to root: URL) -> String {
        var path = folder.filePath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        let base = root.filePath.hasSuffix("/") ? root.filePath : root.filePath + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// A dependency whose contracts a test target tests: a source module holding contracts.
    private static func testedModule(_ dependency: TargetDependency) -> SourceModuleTarget? {
        guard case .target(let target) = dependency, let module = target.sourceModule else { return nil }
        return PluginContracts(module: module).contracts.isEmpty ? nil : module
    }
}
