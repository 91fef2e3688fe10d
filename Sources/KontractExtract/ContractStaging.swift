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
        if !name.contains("/"), !name.hasPrefix("."), PlainFile.read(current) == bytes {
            lock.withLock {
                staged[position] = Staged(name: name, path: current, hash: Self.hash(bytes), isUnchanged: true)
            }
            return hollowed(contract)
        }
        let path = folder + "/\(position).kontract.json"
        let written = bytes.withUnsafeBytes { PlainFile.write($0, to: path) } == 0
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
