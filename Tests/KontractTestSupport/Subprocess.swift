// Runs a program from a test without holding a thread of Swift's cooperative pool while it runs.

import Foundation

/// What a finished program left: its exit status and its standard output and error, interleaved.
public struct SubprocessResult: Sendable {
    public var status: Int32
    public var output: String
}

/// Runs `executable` with `arguments` and returns when it has exited: the caller's task is suspended on the
/// process's termination handler, and the output is drained on a thread of its own, so no thread of the
/// cooperative pool (2 threads on 2 cores) waits for a compiler. `/usr/bin/env` finds programs on PATH.
/// With `includingStandardError: false` the output is standard output alone (standard error is discarded).
public func runSubprocess(
    _ executable: String, _ arguments: [String], currentDirectory: URL? = nil, includingStandardError: Bool = true
) async -> SubprocessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // Never the process's current directory: CLI tests move it into temporary folders they then remove, and a
    // program started there meanwhile cannot resolve its own directory (swiftc crashed on it, signal 4).
    process.currentDirectoryURL = currentDirectory ?? repositoryRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = includingStandardError ? pipe : FileHandle.nullDevice
    let collected = OutputCollector()
    return await withCheckedContinuation { continuation in
        let drained = DispatchSemaphore(value: 0)
        // Reading ends at end of file, which comes once the program and its children close the pipe.
        Thread.detachNewThread {
            collected.data = pipe.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        process.terminationHandler = { finished in
            // The termination handler runs on Foundation's own queue, never on the cooperative pool.
            drained.wait()
            continuation.resume(
                returning: SubprocessResult(
                    status: finished.terminationStatus, output: String(decoding: collected.data, as: UTF8.self)))
        }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            // Process closes the parent's write end once the program runs; here it never ran.
            try? pipe.fileHandleForWriting.close()
            drained.wait()
            continuation.resume(returning: SubprocessResult(status: -1, output: "cannot run \(executable): \(error)"))
        }
    }
}

/// The bytes one reader thread collects; read only after that thread has signalled.
private final class OutputCollector: @unchecked Sendable {
    var data = Data()
}
