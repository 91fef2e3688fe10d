// `extract --output DIR`'s record of the contracts it wrote: stale ones removed, never a file someone changed.

import Foundation
import KontractCore
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

    /// The library contracts in `directory` that someone changed (or wrote) since extract last wrote them: the
    /// user's members are kept, so they are not replaced; each names with KX0108 the types the Kotlin names now that
    /// it lacks. `staged` are this run's files, `contracts` the result's (which of them are library contracts).
    static func keptLibraryContracts(
        in directory: String, staged: [ContractStaging.Staged], contracts: [ExtractedContract]
    ) -> (names: Set<String>, diagnostics: [Diagnostic]) {
        let libraries = Set(contracts.filter { $0.library != nil }.map(\.fileName))
        guard !libraries.isEmpty else { return ([], []) }
        let recorded = Dictionary(
            previous((directory as NSString).appendingPathComponent(fileName)).map { ($0.1, $0.0) },
            uniquingKeysWith: { _, last in last })
        var names: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for file in staged {
            guard libraries.contains(file.name) else { continue }
            let path = (directory as NSString).appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: path), recorded[file.name] != hash([UInt8](data))
            else { continue }
            names.insert(file.name)
            guard case .success(let kept) = ContractJSONReader.parseFile(at: path),
                case .success(let fresh) = ContractJSONReader.parseFile(at: file.path)
            else { continue }
            let have = Set(declarationNames(kept))
            let missing = declarationNames(fresh).filter { !have.contains($0) }
            guard !missing.isEmpty else { continue }
            diagnostics.append(
                .extraction(
                    .libraryContractKept,
                    "\(file.name) was changed since extract wrote it and is kept as it is, but lacks "
                        + missing.map { "'\($0)'" }.joined(separator: ", ")
                        + ", which the Kotlin names: add \(missing.count == 1 ? "it" : "them") there",
                    at: kept.location))
        }
        return (names, diagnostics)
    }

    /// The `name`s of a contract's top-level declarations.
    private static func declarationNames(_ json: LocatedJSON) -> [String] {
        let declarations = json.members?.first { $0.key == "declarations" }?.value.items ?? []
        return declarations.compactMap { $0.members?.first { $0.key == "name" }?.value.string }
    }
}
