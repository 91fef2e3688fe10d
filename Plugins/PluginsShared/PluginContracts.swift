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

    /// True when the config file selects `"interop": "skie"` (whose names are module-wide).
    var configurationSelectsSKIE: Bool {
        guard let configuration, let data = try? Data(contentsOf: configuration),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return root["interop"] as? String == "skie"
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
    case noContracts(target: String, directory: String)
    case testTargetWithoutContracts(target: String, directory: String)
    case contractsTargetWithoutSwiftFile(tester: String, target: String, directory: String, contracts: [String])
    case generatedByBuildPlugin(target: String, files: [String])
    case notASourceModule(target: String)
    case toolFailed(command: String, status: Int32)
    case kotlinFilesOfOneName(target: String, files: [String])
    case configurationUnreadable(target: String, path: String)

    var description: String {
        switch self {
        case .noContracts(let target, let directory):
            "target '\(target)' uses KontractBuildPlugin but has no *.kontract.json file and no Kotlin; put its contracts beside its sources (\(directory)/NAME.kontract.json), or name its Kotlin in \(directory)/kontract.config.json ({ \"kotlin\": [\"../../shared/src\"] }), or remove the plugin from the target"
        case .testTargetWithoutContracts(let target, let directory):
            """
            test target '\(target)' uses KontractBuildPlugin but depends on no target holding *.kontract.json files. \
            A test target gets its contract tests from two things: its fixtures and transcripts \
            (\(directory)/fixtures/NAME.fixtures.json, NAME.transcript.json) and a dependency on the target holding \
            the contracts: add that target to its dependencies (dependencies: ["Shared"]); the contracts stay in that target
            """
        case .contractsTargetWithoutSwiftFile(let tester, let target, let directory, let contracts):
            """
            target '\(target)' (tested by '\(tester)') holds \(contracts.joined(separator: ", ")) but no Swift file, \
            so SwiftPM skips it and never runs the plugin on it (swiftlang/swift-package-manager#8061). \
            Add one Swift file to it: \(directory)/\(target).swift containing the line \
            // Kontract generates this target's Swift from its contracts.
            """
        case .generatedByBuildPlugin(let target, let files):
            """
            target '\(target)' uses KontractBuildPlugin, which already generates \(files.joined(separator: ", ")) at build time; \
            writing the same files into the target would make the next build fail with \
            "multiple producers" (the same Swift types defined twice). Use one or the other: remove \
            KontractBuildPlugin from the target's plugins to commit generated code, or keep the build plugin and \
            do not run kontract-generate on this target
            """
        case .notASourceModule(let target):
            "target '\(target)' is not a Swift source module; the Kontract plugins work on source targets"
        case .kotlinFilesOfOneName(let target, let files):
            """
            target '\(target)' generates from Kotlin, one Swift file per Kotlin file named after it, and \
            \(files.joined(separator: " and ")) have one name: rename one, or commit the contracts \
            (swift package kontract-extract) and build from them
            """
        case .configurationUnreadable(let target, let path):
            """
            target '\(target)' has no *.kontract.json file, and its \(path) cannot be read as a JSON object whose \
            "kotlin" is a list of paths: run 'kontract validate --config \(path)' (or 'kontract extract --config \
            \(path)') for the exact place
            """
        case .toolFailed(let command, let status):
            "'kontract \(command)' failed with exit status \(status); its diagnostics are above"
        }
    }
}

extension PluginContracts {
    /// The contract files in `folder` as found on disk, for a target SwiftPM skipped (no Swift file),
    /// whose `sourceFiles` are therefore empty.
    static func contractsOnDisk(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.filePath) else { return [] }
        var found: [String] = []
        while found.count < 20, let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(contractSuffix) { found.append(relative) }
        }
        return found.sorted()
    }

    /// Whether `folder` holds a Swift file (SwiftPM builds a target only then).
    static func hasSwiftFile(in folder: URL) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.filePath) else { return false }
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { return true }
        }
        return false
    }
}
