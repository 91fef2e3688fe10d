// Runs `kontract` in-process with captured output, and makes temporary contract folders.

import Foundation
import KontractCLI

/// The outcome of one in-process `kontract` run.
struct CommandRun {
    var code: ExitCode
    var standardOutput: String
    var standardError: String

    /// Runs `kontract ARGUMENTS...` with the current directory set to `directory` if given.
    init(_ arguments: [String], in directory: URL? = nil) {
        let output = Captured()
        let error = Captured()
        let context = CommandContext(standardOutput: output.append, standardError: error.append)
        let previous = FileManager.default.currentDirectoryPath
        if let directory { _ = FileManager.default.changeCurrentDirectoryPath(directory.path) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        code = KontractCommandLine.run(arguments, context: context)
        standardOutput = output.text
        standardError = error.text
    }
}

/// Collects text written by a command.
final class Captured: @unchecked Sendable {
    // Only touched from the thread running the command, under CommandContext's lock.
    private(set) var text = ""
    func append(_ chunk: String) { text += chunk }
}

/// A fresh temporary folder, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
