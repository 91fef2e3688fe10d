// Helpers of the extract tests: in-memory Kotlin → contracts, and contracts compared without key order.

import Foundation
import KontractCore
import KontractExtract

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

/// The value with numbers compared by value (`1` and `1.0` for a Double) and `$schema` left out.
func normalised(_ json: ContractJSON) -> ContractJSON {
    switch json {
    case .number(let text):
        if let integer = Int64(text) { return .number(String(integer)) }
        if let real = Double(text) {
            return real.rounded() == real && abs(real) < 1e15 ? .number(String(Int64(real))) : .number(String(real))
        }
        return json
    case .array(let items): return .array(items.map(normalised))
    case .object(let members):
        return .object(members.filter { $0.key != "$schema" }.map { ($0.key, normalised($0.value)) }).sortingKeys
    default: return json
    }
}
