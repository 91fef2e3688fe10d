// Helpers of the extract tests: in-memory Kotlin → contracts, and contracts compared without key order.

import Foundation
import KontractCore

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
