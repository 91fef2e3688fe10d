// Contracts written to a staging folder as each is printed, so that `extract --output` holds none past its mapping.

import Foundation
import KontractCore

/// A folder beside `extract --output DIR` that receives each contract's text as soon as its Kotlin file is mapped;
/// the contract's JSON and text are then let go, so memory stays that of the largest file, not of the tree. The
/// command moves the staged files into `DIR` only when the whole run succeeded (an error leaves `DIR` untouched),
/// and removes the folder in every case.
public final class ContractStaging: @unchecked Sendable {
    /// One staged contract: its name in the output folder, where it waits, and the FNV-1a hash of its bytes.
    public struct Staged: Sendable {
        public var name: String
        /// The staged file, or the output folder's own file when that already held these very bytes
        /// (`isUnchanged`: nothing was staged).
        public var path: String
        public var hash: UInt64
        /// The output folder's file had these bytes when the contract was mapped: it was not staged, and the writer
        /// only checks, with the folder locked, that the file still has them (`hash`).
        public var isUnchanged = false
    }

    public let folder: String
    /// The output folder (it may not exist yet).
    let output: String
    private let lock = NSLock()
    private var staged: [Int: Staged] = [:]
    private var problem: String?

    /// Creates the folder `.NAME.kontract-extract-PID` beside `output` (on its file system, so that moving a
    /// staged file into it is a rename), replacing one a killed run left.
    public init(beside output: String) throws {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        self.output = url.path
        let parent = url.deletingLastPathComponent()
        folder =
            parent.appendingPathComponent(
                ".\(url.lastPathComponent).kontract-extract-\(ProcessInfo.processInfo.processIdentifier)"
            ).path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `contract`'s text as the `position`-th Kotlin file's and returns the contract without its JSON and
    /// locations (its name stays). A write that fails is kept as the run's `failure`. A contract whose bytes the
    /// output folder's file of its name already holds (a run again on unchanged Kotlin) is not written: creating and
    /// then removing 2,000 staged files was most of such a run's time.
    func stage(_ contract: ExtractedContract, at position: Int) -> ExtractedContract {
        let bytes = contract.textBytes
        let name = contract.fileName
        let current = output + "/" + name
        if !name.contains("/"), !name.hasPrefix("."), Self.read(current) == bytes {
            lock.withLock {
                staged[position] = Staged(name: name, path: current, hash: Self.hash(bytes), isUnchanged: true)
            }
            return hollowed(contract)
        }
        let path = folder + "/\(position).kontract.json"
        let written = Self.write(bytes, to: path)
        lock.withLock {
            if written {
                staged[position] = Staged(name: name, path: path, hash: Self.hash(bytes))
            } else if problem == nil {
                problem = "cannot write '\(path)' (nothing was changed in the output folder)"
            }
        }
        return hollowed(contract)
    }

    /// The contract without its JSON, text and locations (its name stays).
    private func hollowed(_ contract: ExtractedContract) -> ExtractedContract {
        var hollow = contract
        hollow.json = .object([])
        hollow.locations = [:]
        hollow.printed = nil
        return hollow
    }

    /// The bytes of the regular file `path`, nil when there is none or it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + done, $0.count - done)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }

    /// Writes `bytes` as the new file `path` with plain system calls: open, write, close. Not Foundation's
    /// `createFile`, which writes a temporary file, `fsync`s it and renames it (half of `--output`'s time on the
    /// bench tree): a staged file is private to this run (its folder is named by the process) and moves into the
    /// output folder only once every contract is staged (`GeneratedFileWriter.move`), so a run that fails or is
    /// killed half-way through writing one leaves the output folder as it was.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        bytes.withUnsafeBytes { PlainFile.write($0, to: path) } == 0
    }

    /// The staged contracts in Kotlin file order.
    public var files: [Staged] {
        lock.withLock { staged.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// Why a contract could not be staged, if one could not.
    public var failure: String? { lock.withLock { problem } }

    /// Removes the folder and what is left in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// FNV-1a of the bytes: which contract bytes extract wrote (`.kontract-extract-files`), not a security measure.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return value
    }
}
