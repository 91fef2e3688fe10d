// Contract files read from a git revision (`git:REF[:PATH]`) without touching the work tree.

import Foundation
import KontractCore

/// A commit of the repository around the current folder, and the files under a path at that commit.
struct GitRevision {
    /// What the user wrote after `git:` (`origin/main`), printed in paths: `origin/main:contracts/a.kontract.json`.
    let ref: String
    /// The commit read (the merge base with HEAD when asked for).
    let commit: String
    /// The current folder relative to the repository root (`app/`), as `git rev-parse --show-prefix` prints it.
    let prefix: String

    /// The commit `ref` names (or its merge base with HEAD); a KD0001 diagnostic when there is no repository or ref.
    static func open(_ ref: String, mergeBase: Bool) -> Result<GitRevision, Diagnostic> {
        let place = SourceLocation.start(of: "git:\(ref)")
        let prefix = GitProcess.run(["rev-parse", "--show-prefix"])
        guard prefix.status == 0 else {
            return .failure(
                Diagnostic(
                    DiffDiagnosticCode.sideUnreadable,
                    "not a git repository: \(prefix.errorText.isEmpty ? "git rev-parse failed" : prefix.errorText)",
                    at: place))
        }
        let verified = GitProcess.run(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])
        guard verified.status == 0, let commit = verified.text.split(separator: "\n").first else {
            return .failure(
                Diagnostic(DiffDiagnosticCode.sideUnreadable, "no commit named '\(ref)' in this repository", at: place))
        }
        var chosen = String(commit)
        if mergeBase {
            let base = GitProcess.run(["merge-base", chosen, "HEAD"])
            guard base.status == 0, let line = base.text.split(separator: "\n").first else {
                return .failure(
                    Diagnostic(
                        DiffDiagnosticCode.sideUnreadable, "'\(ref)' and HEAD have no merge base", at: place))
            }
            chosen = String(line)
        }
        let folder = prefix.text.trimmingCharacters(in: .newlines)
        return .success(GitRevision(ref: ref, commit: chosen, prefix: folder))
    }

    /// The contract files and `kontract.config.json` files under `path` (relative to the current folder) at the
    /// commit, keyed `REF:path`; a KD0001 diagnostic when the path is not in the commit.
    func files(under path: String) -> Result<[String: [UInt8]], Diagnostic> {
        let relative = Self.normalized(path)
        let inRepository = prefix + relative
        let listing = GitProcess.run(["ls-tree", "-r", "-z", "--name-only", commit, "--", inRepository])
        let names = listing.text.split(separator: "\0").map(String.init).filter { name in
            name.hasSuffix(ContractFileName.suffix) || name.hasSuffix("kontract.config.json")
        }
        guard listing.status == 0, !names.isEmpty || Self.exists(inRepository, at: commit) else {
            return .failure(
                Diagnostic(
                    DiffDiagnosticCode.sideUnreadable, "no such file or folder at \(ref)",
                    at: .start(of: label(relative))))
        }
        var files: [String: [UInt8]] = [:]
        for name in names {
            let shown = GitProcess.run(["cat-file", "blob", "\(commit):\(name)"])
            guard shown.status == 0 else {
                return .failure(
                    Diagnostic(
                        DiffDiagnosticCode.sideUnreadable, "cannot read at \(ref): \(shown.errorText)",
                        at: .start(of: label(String(name.dropFirst(prefix.count))))))
            }
            files[label(String(name.dropFirst(prefix.count)))] = shown.output
        }
        return .success(files)
    }

    /// `kontract.config.json` in the folder `path` names at the commit (beside the file it names), if any.
    func configuration(for path: String) -> (path: String, bytes: [UInt8])? {
        let relative = Self.normalized(path)
        let folder =
            relative.hasSuffix(ContractFileName.suffix) ? (relative as NSString).deletingLastPathComponent : relative
        let file = folder.isEmpty ? "kontract.config.json" : folder + "/kontract.config.json"
        let shown = GitProcess.run(["cat-file", "blob", "\(commit):\(prefix)\(file)"])
        return shown.status == 0 ? (label(file), shown.output) : nil
    }

    /// How a path of this revision is printed: `origin/main:contracts/search.kontract.json`.
    func label(_ relativePath: String) -> String { "\(ref):\(relativePath)" }

    private static func exists(_ path: String, at commit: String) -> Bool {
        GitProcess.run(["cat-file", "-e", "\(commit):\(path)"]).status == 0
    }

    /// `./contracts/` → `contracts`; `.` → ``.
    static func normalized(_ path: String) -> String {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        if text == "." { return "" }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}

/// `git` run in the current folder, its output collected.
enum GitProcess {
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errorText: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    static func run(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, output: [], errorText: "cannot run git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: [UInt8](data),
            errorText: String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
