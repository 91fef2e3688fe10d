// Runs the `kontract` executable from a command plugin, passing its output through.

import Foundation
import PackagePlugin

/// The `kontract` executable as the command plugins call it.
enum KontractTool {
    /// Runs `kontract ARGUMENTS` in `folder`; throws when it exits non-zero.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw KontractPluginError.toolFailed(
                command: arguments.first ?? "", status: process.terminationStatus)
        }
    }
}
