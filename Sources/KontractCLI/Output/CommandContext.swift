// What a command runs with: its output streams, whether stderr is a terminal, and stdin.

import Foundation

/// Where a command writes and what it sees; tests capture both streams.
public final class CommandContext: @unchecked Sendable {
    // Mutable only through `write`, which holds the lock.
    private let lock = NSLock()
    private let standardOutput: (String) -> Void
    private let standardError: (String) -> Void
    /// Writes bytes to stdout without making a String of them (the process's own stream); nil: through `standardOutput`.
    private let standardOutputBytes: (([UInt8]) -> Void)?
    /// Whether stderr is a terminal (progress lines are shown only then).
    public let isErrorTerminal: Bool
    /// What `-` reads (`kontract check -`); tests give a pipe or a file.
    public let standardInput: FileHandle

    public init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        isErrorTerminal: Bool = false, standardInput: FileHandle = .standardInput,
        standardOutputBytes: (([UInt8]) -> Void)? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardOutputBytes = standardOutputBytes
        self.standardError = standardError
        self.isErrorTerminal = isErrorTerminal
        self.standardInput = standardInput
    }

    /// The process's own streams.
    public static func process() -> CommandContext {
        CommandContext(
            standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: { FileHandle.standardError.write(Data($0.utf8)) },
            isErrorTerminal: isatty(2) == 1,
            standardOutputBytes: { bytes in
                bytes.withUnsafeBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    // Written from the array's own storage: no copy.
                    FileHandle.standardOutput.write(
                        Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none)
                    )
                }
            })
    }

    /// Writes `text` and a newline to stdout.
    public func print(_ text: String) {
        lock.withLock { standardOutput(text + "\n") }
    }

    /// Writes UTF-8 `bytes` to stdout as they are (no newline added, and no copy made of a large text).
    public func write(_ bytes: [UInt8]) {
        lock.withLock {
            if let standardOutputBytes {
                standardOutputBytes(bytes)
            } else {
                standardOutput(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// Writes `text` and a newline to stderr.
    public func printError(_ text: String) {
        lock.withLock { standardError(text + "\n") }
    }

    /// Writes `text` to stderr as is (a progress line ending in `\r`).
    public func writeError(_ text: String) {
        lock.withLock { standardError(text) }
    }
}
