// Helpers of the extract tests: in-memory Kotlin → contracts, and contracts compared without key order.

import Foundation
import KontractCore
import KontractTestSupport

@testable import KontractExtract

/// Extracts in-memory Kotlin files (path → source) as module `Shared`.
func extracted(_ files: [(String, String)]) -> ExtractionResult {
    ContractExtractor.extract(
        files: files.map { ContractExtractor.parse(path: $0.0, bytes: Array($0.1.utf8)) }, module: "Shared")
}

/// The declarations of one extracted contract, key order normalised, as compact text.
func declarationsText(_ contract: ExtractedContract) -> [String] {
    guard case .array(let items)? = contract.json["declarations"] else { return [] }
    return items.map { compact($0.sortingKeys) }
}

/// One-line JSON text of a value.
func compact(_ json: ContractJSON) -> String {
    switch json {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let text): return text
    case .string(let text): return JSONText.quoted(text)
    case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
    case .object(let members):
        return "{" + members.map { JSONText.quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
    }
}

/// A contract file's JSON read from disk.
func contractJSON(at url: URL) throws -> ContractJSON {
    let bytes = [UInt8](try Data(contentsOf: url))
    switch ContractJSONReader.parse(bytes, path: url.path) {
    case .success(let json): return ContractJSON(json)
    case .failure(let diagnostic): throw diagnostic
    }
}

/// A Kotlin file of the extract fuzz seeds: `search.kt` and `search-ios.kt` are the seed's search module, written
/// in the shape of contracts/search.kontract.json (its commonMain file and its iosMain bridge file).
func seedKotlin(_ name: String) throws -> String {
    try String(contentsOf: repositoryURL("Tests/FuzzCorpus/extract/" + name), encoding: .utf8)
}
