// Runs `kontract` in process with its output captured: the one runner of the command tests of every module.

import Foundation
import KontractCLI

/// The outcome of one in-process `kontract` run.
public struct CommandRun {
    public var code: ExitCode
    public var standardOutput: String
    public var standardError: String

    /// Runs `kontract ARGUMENTS...` with the current directory set to `directory` if given.
    public init(_ arguments: [String], in directory: URL? = nil) {
        let output = Captured()
        let error = Captured()
        let context = CommandContext(standardOutput: output.append, standardError: error.append)
        if let directory {
            // The process's current directory: only a run given a folder changes it, and puts it back. One such run
            // at a time: two side by side (Swift Testing runs tests in parallel) read relative paths against each
            // other's folder ("contracts/list.kontract.json: no such file or folder", seen once).
            code = Self.directoryLock.withLock {
                let previous = FileManager.default.currentDirectoryPath
                _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
                defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
                return KontractCommandLine.run(arguments, context: context)
            }
        } else {
            code = KontractCommandLine.run(arguments, context: context)
        }
        standardOutput = output.text
        standardError = error.text
    }
}

extension CommandRun {
    /// Held by a run that changes the process's current directory.
    fileprivate static let directoryLock = NSLock()
}

/// Collects text written by a command (commands may write from several threads).
public final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    public init() {}

    public func append(_ chunk: String) { lock.withLock { collected += chunk } }

    public var text: String { lock.withLock { collected } }
}
