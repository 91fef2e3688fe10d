// Helpers for generator tests: the package root, running the front end, diffing text.

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

enum TestSupport {
    /// The package root (KontractTestSupport's `repositoryRoot`).
    static let packageRoot: URL = repositoryRoot

    /// Loads and checks contracts; nil (with the diagnostics printed in the failure) on errors.
    static func module(_ paths: [String]) -> (module: CheckedModule?, problems: String) {
        let pipeline = ContractPipeline.run(paths)
        guard let module = pipeline.module else {
            return (nil, pipeline.diagnostics.map { "\($0)" }.joined(separator: "\n"))
        }
        return (module, "")
    }

    /// A unified diff of two texts via `diff -u`, for failure messages.
    static func unifiedDiff(expected: String, actual: String, name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-diff-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectedURL = folder.appendingPathComponent("expected-" + name)
        let actualURL = folder.appendingPathComponent("actual-" + name)
        try? Data(expected.utf8).write(to: expectedURL)
        try? Data(actual.utf8).write(to: actualURL)
        let result = runBlocking("/usr/bin/env", ["diff", "-u", expectedURL.path, actualURL.path])
        return result.output
    }

    /// Runs a program and returns its exit status and combined output; the test's task waits on the process's
    /// termination handler, holding no thread of Swift's cooperative pool (KontractTestSupport's `runSubprocess`).
    static func run(_ executable: String, _ arguments: [String]) async -> (status: Int32, output: String) {
        let result = await runSubprocess(executable, arguments)
        return (result.status, result.output)
    }

    /// Writes generated files (name → Swift) to a temporary folder and type-checks them with Swift 6 as one module
    /// (`moduleName`, the contracts' module, which same-named nesting qualifies with) against the built runtime.
    static func typecheck(_ files: [String: String], moduleName: String? = "Shared") async throws -> (
        status: Int32, output: String
    ) {
        let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            sources.append(file.path)
        }
        let module = moduleName.map { ["-module-name", $0] } ?? []
        return await run(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-wmo", "-swift-version", "6"] + module + ["-I", modules] + sources.sorted())
    }

    /// The same, blocking the calling thread (for quick programs only).
    static func runBlocking(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Not the process's current directory, which CLI tests move (see runSubprocess).
        process.currentDirectoryURL = repositoryRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "cannot run \(executable): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
