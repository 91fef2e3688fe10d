// One side of a diff (BASE or HEAD): where its contracts come from, loaded through the normal pipeline.

import Foundation
import KontractCore
import KontractExtract

/// How a side is named on the command line: a contract file or folder, Kotlin sources, or `git:REF[:PATH]`.
public enum DiffSideSpec: Sendable, Equatable {
    /// A contract file, a folder searched for contracts, a `.kt` file or a folder of Kotlin sources.
    case path(String)
    /// The files under PATH (nil: the other side's paths) at a git revision.
    case git(ref: String, path: String?)

    public init(_ text: String) {
        guard text.hasPrefix("git:") else {
            self = .path(text)
            return
        }
        let rest = text.dropFirst(4)
        if let colon = rest.firstIndex(of: ":") {
            self = .git(ref: String(rest[..<colon]), path: String(rest[rest.index(after: colon)...]))
        } else {
            self = .git(ref: String(rest), path: nil)
        }
    }
}

/// A side loaded and checked: the module the rules compare, and the config file that came with it.
public struct DiffSide: Sendable {
    /// The paths the pipeline read (as printed in diagnostics).
    public let paths: [String]
    public let module: CheckedModule
    /// `kontract.config.json` beside the contracts: its printed path and bytes (nil: none).
    public let configuration: (path: String, bytes: [UInt8])?

    /// Loads `spec`; `otherPaths` stands in for a `git:REF` without a path. `mergeBase`: read the merge base of
    /// REF and HEAD rather than REF. `module`: the framework name of contracts extracted from Kotlin sources
    /// (`kontract extract --module`). Failure: the diagnostics that make the side unusable (KD00xx and the side's
    /// own errors).
    public static func load(
        _ spec: DiffSideSpec, otherPaths: [String], mergeBase: Bool = false, module: String = "Shared"
    ) -> Result<DiffSide, DiagnosticList> {
        switch spec {
        case .path(let path):
            if KotlinSources.isKotlin(path) { return loadKotlin(path, module: module) }
            guard FileManager.default.fileExists(atPath: path) else {
                return .failure(
                    DiagnosticList([
                        Diagnostic(DiffDiagnosticCode.sideUnreadable, "no such file or folder", at: .start(of: path))
                    ]))
            }
            let configuration = configurationBeside(path).flatMap { file in
                FileManager.default.contents(atPath: file).map { (file, [UInt8]($0)) }
            }
            return checked([path], from: FileSystemSourceProvider(), configuration: configuration)
        case .git(let ref, let path):
            let revision: GitRevision
            switch GitRevision.open(ref, mergeBase: mergeBase) {
            case .success(let opened): revision = opened
            case .failure(let diagnostic): return .failure(DiagnosticList([diagnostic]))
            }
            var files: [String: [UInt8]] = [:]
            var configuration: (path: String, bytes: [UInt8])? = nil
            let paths = path.map { [$0] } ?? otherPaths
            for path in paths {
                switch revision.files(under: path) {
                case .success(let found): files.merge(found) { first, _ in first }
                case .failure(let diagnostic): return .failure(DiagnosticList([diagnostic]))
                }
            }
            if let first = paths.first {
                configuration = revision.configuration(for: first)
            }
            let labels = paths.map { revision.label(GitRevision.normalized($0)) }
            return checked(labels, from: InMemorySourceProvider(files: files), configuration: configuration)
        }
    }

    /// Contracts extracted from Kotlin sources (`kontract extract`), held in memory as `PATH/NAME.kontract.json`.
    private static func loadKotlin(_ path: String, module: String) -> Result<DiffSide, DiagnosticList> {
        let result = ContractExtractor.extract(paths: [path], module: module)
        guard !result.diagnostics.hasErrors else {
            return .failure(DiagnosticList(result.diagnostics.filter { $0.severity == .error }))
        }
        let folder = GitRevision.normalized(path) + "#extracted"
        let files = result.inMemoryFiles(under: folder).files
        guard !files.isEmpty else {
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        DiffDiagnosticCode.sideHasNoContracts, "no declaration Swift sees in these Kotlin sources",
                        at: .start(of: path))
                ]))
        }
        return checked([folder], from: InMemorySourceProvider(files: files), configuration: nil)
    }

    private static func checked(
        _ paths: [String], from source: some SourceProvider, configuration: (path: String, bytes: [UInt8])?
    ) -> Result<DiffSide, DiagnosticList> {
        let pipeline = ContractPipeline.run(paths, from: source)
        let place = SourceLocation.start(of: paths.first ?? "")
        if pipeline.files.isEmpty {
            return .failure(
                DiagnosticList([
                    Diagnostic(
                        DiffDiagnosticCode.sideHasNoContracts, "no *.kontract.json files on this side", at: place)
                ]))
        }
        guard let module = pipeline.module, !pipeline.hasErrors else {
            let errors = pipeline.diagnostics.filter { $0.severity == .error }
            return .failure(
                DiagnosticList(
                    errors + [
                        Diagnostic(
                            DiffDiagnosticCode.sideHasErrors,
                            "this side has \(errors.count) contract error\(errors.count == 1 ? "" : "s"); fix them first",
                            at: place)
                    ]))
        }
        return .success(DiffSide(paths: paths, module: module, configuration: configuration))
    }

    /// `kontract.config.json` in the folder given, or beside the file given.
    private static func configurationBeside(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        let candidate = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent("kontract.config.json")
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
}

/// Whether a side's path is Kotlin: a `.kt` file, or a folder holding `.kt` files and no contract.
public enum KotlinSources {
    public static func isKotlin(_ path: String) -> Bool {
        if path.hasSuffix(".kt") { return true }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            let walk = FileManager.default.enumerator(atPath: path)
        else { return false }
        var sawKotlin = false
        while let name = walk.nextObject() as? String {
            if name.hasSuffix(ContractFileName.suffix) { return false }
            if name.hasSuffix(".kt") { sawKotlin = true }
        }
        return sawKotlin
    }
}
