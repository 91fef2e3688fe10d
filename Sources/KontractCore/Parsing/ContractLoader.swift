// Finds contract files under the given paths and parses them all.

import Foundation

/// Stage 0 and 1 together: paths (files or folders) → parsed contract files.
public enum ContractLoader {
    /// The suffix contract files carry.
    public static let fileSuffix = ".kontract.json"

    /// The contract files a path denotes: the file itself, or every `*.kontract.json`
    /// below a folder (recursively, sorted by path, hidden folders skipped).
    public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.unreadablePath, "no such file or folder", at: .start(of: path)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                diagnostics.append(Diagnostic(.unreadablePath, "cannot list the folder", at: .start(of: path)))
                continue
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(fileSuffix) {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            if found.isEmpty {
                diagnostics.append(
                    Diagnostic(.noContractsFound, "no *\(fileSuffix) files in this folder", at: .start(of: path)))
            }
            files.append(contentsOf: found.sorted())
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }, diagnostics)
    }

    /// Discovers and parses every contract under `paths`.
    public static func load(_ paths: [String]) -> (files: [ContractFile], diagnostics: [Diagnostic]) {
        let (found, discoveryDiagnostics) = discover(paths)
        var diagnostics = discoveryDiagnostics
        var files: [ContractFile] = []
        for path in found {
            let (file, fileDiagnostics) = ContractParser.parseFile(at: path)
            diagnostics.append(contentsOf: fileDiagnostics)
            if let file { files.append(file) }
        }
        return (files, diagnostics)
    }
}

/// The whole front end: paths → checked module and every diagnostic, sorted.
public struct ContractPipeline {
    public var files: [ContractFile]
    public var module: CheckedModule
    public var diagnostics: [Diagnostic]

    /// Loads and checks the contracts under `paths`.
    public static func run(_ paths: [String]) -> ContractPipeline {
        let (files, loadDiagnostics) = ContractLoader.load(paths)
        let (module, checkDiagnostics) = ContractChecker.check(files)
        let suppressions = files.flatMap(\.suppressions)
        let diagnostics = (loadDiagnostics + checkDiagnostics).removingSuppressed(by: suppressions)
        return ContractPipeline(files: files, module: module, diagnostics: diagnostics.sortedByLocation())
    }

    public var hasErrors: Bool { diagnostics.hasErrors }
}
