// `extract --output DIR`'s record of the contracts it wrote: stale ones removed, never a file someone changed.

import Foundation
import KontractExtract
import KontractGenerator

/// `.kontract-extract-files` in the output folder: one `HASH NAME` line per contract the last run wrote. A contract
/// named there that this run no longer writes (its Kotlin file was removed or renamed) is removed when its bytes are
/// still those extract wrote; a file changed since, or never written by extract, is left alone.
enum ExtractOutputRecord {
    /// The record's name (hidden: SwiftPM ignores it in a target's folder, and the writer's scan skips it).
    static let fileName = ".kontract-extract-files"

    /// After `written` was written into `directory`: removes the stale contracts of the last run and records these.
    /// Returns the names removed.
    @discardableResult
    static func update(_ directory: String, written: [(name: String, hash: UInt64)]) throws -> [String] {
        let recordPath = (directory as NSString).appendingPathComponent(fileName)
        let names = Set(written.map(\.name))
        var removed: [String] = []
        for (hash, name) in previous(recordPath) where !names.contains(name) && isPlainName(name) {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), Self.hash([UInt8](data)) == hash else {
                continue
            }
            try FileManager.default.removeItem(atPath: path)
            removed.append(name)
        }
        let lines = written.sorted { $0.name < $1.name }.map { "\($0.hash) \($0.name)\n" }
        let record = Data(lines.joined().utf8)
        // Written only when it changes, as the contracts are.
        if FileManager.default.contents(atPath: recordPath) != record {
            try record.write(to: URL(fileURLWithPath: recordPath), options: .atomic)
        }
        return removed.sorted()
    }

    /// The `(hash, name)` lines of the last run's record (none when there is no record).
    static func previous(_ path: String) -> [(UInt64, String)] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let space = line.firstIndex(of: " "), let hash = UInt64(line[..<space]) else { return nil }
            return (hash, String(line[line.index(after: space)...]))
        }
    }

    /// A contract's name, never a path: a record edited by hand cannot remove anything outside the folder.
    static func isPlainName(_ name: String) -> Bool {
        name.hasSuffix(".kontract.json") && !name.contains("/") && !name.hasPrefix(".")
    }

    /// FNV-1a of the bytes (which contract bytes extract wrote; not a security measure).
    static func hash(_ bytes: [UInt8]) -> UInt64 { ContractStaging.hash(bytes) }
}
