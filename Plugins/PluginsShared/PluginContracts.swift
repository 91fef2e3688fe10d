// What the plugins find in a target: its contract files and its optional generator config.

import Foundation
import PackagePlugin

/// The Kontract inputs of one source module.
struct PluginContracts {
    /// The name of the optional configuration file beside the contracts.
    static let configurationFileName = "kontract.config.json"
    static let contractSuffix = ".kontract.json"

    let contracts: [URL]
    let configuration: URL?

    init(module: SourceModuleTarget) {
        contracts = module.sourceFiles
            .filter { $0.url.lastPathComponent.hasSuffix(Self.contractSuffix) }
            .map(\.url)
            .sorted { $0.path < $1.path }
        configuration = module.sourceFiles.first { $0.url.lastPathComponent == Self.configurationFileName }?.url
    }

    /// `search.kontract.json` → `search.kontract.swift`, the name `kontract generate` gives its output.
    static func generatedFileName(for contract: URL) -> String {
        let name = contract.lastPathComponent
        return String(name.dropLast(".json".count)) + ".swift"
    }

    /// `search.kontract.json` → `search.kontract.tests.swift`, the name of its contract tests.
    static func generatedTestsFileName(for contract: URL) -> String {
        let name = contract.lastPathComponent
        return String(name.dropLast(".json".count)) + ".tests.swift"
    }

    /// `--config FILE` when the target has a config file.
    var configurationArguments: [String] {
        configuration.map { ["--config", $0.filePath] } ?? []
    }
}

extension URL {
    /// The file-system path, as `kontract` takes it.
    var filePath: String { path(percentEncoded: false) }
}

/// Errors the plugins report, each naming what to fix.
enum KontractPluginError: Error, CustomStringConvertible {
    case noContracts(target: String)
    case notASourceModule(target: String)
    case toolFailed(command: String, status: Int32)

    var description: String {
        switch self {
        case .noContracts(let target):
            "target '\(target)' has no *.kontract.json file; add one beside its sources or remove the Kontract plugin"
        case .notASourceModule(let target):
            "target '\(target)' is not a Swift source module; the Kontract plugins work on source targets"
        case .toolFailed(let command, let status):
            "'kontract \(command)' failed with exit status \(status); its diagnostics are above"
        }
    }
}
