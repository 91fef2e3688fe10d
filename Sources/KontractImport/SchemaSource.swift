// Reads one schema document's bytes (JSON, or YAML by its .yaml/.yml name) into a located JSON tree, or one KI
// diagnostic.

import KontractCore

/// Reads JSON schema documents through the contract reader (jansson, a line:col on every value).
enum SchemaSource {
    /// The document at `path` (read from disk, at most `SourceFileReader.maximumSize` bytes).
    static func read(_ path: String) -> Result<LocatedJSON, Diagnostic> {
        switch SourceFileReader.read(path) {
        case .success(let bytes):
            let isYAML = path.hasSuffix(".yaml") || path.hasSuffix(".yml")
            return isYAML ? YAMLReader.parse(bytes, path: path) : parse(bytes, path: path)
        case .failure(let problem):
            return .failure(.schemaImport(.unreadableSchema, problem.message, at: problem.location))
        }
    }

    /// Parses `bytes` as the document `path`.
    static func parse(_ bytes: [UInt8], path: String) -> Result<LocatedJSON, Diagnostic> {
        switch ContractJSONReader.parse(bytes, path: path) {
        case .success(let json): return .success(json)
        case .failure(let problem) where problem.code == .numberOutOfRange:
            // An integer beyond Int64 (ULong's maximum): read every such integer as a real instead; the
            // rewrite appends `.0` to those literals only, so no other value moves.
            if case .success(let json) = ContractJSONReader.parse(widenedIntegers(bytes), path: path) {
                return .success(json)
            }
            return .failure(.schemaImport(.invalidSchemaDocument, problem.message, at: problem.location))
        case .failure(let problem):
            return .failure(.schemaImport(.invalidSchemaDocument, problem.message, at: problem.location))
        }
    }

    /// `bytes` with each integer literal of more than 18 digits outside strings turned into a real (`…5.0`).
    static func widenedIntegers(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                result.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    result.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
                result.append(byte)
                index += 1
                continue
            }
            let isDigit = { (value: UInt8) in value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9") }
            if isDigit(byte) || byte == UInt8(ascii: "-") {
                var end = index + 1
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                let isInteger =
                    end >= bytes.count || !".eE".utf8.contains(bytes[end])
                result.append(contentsOf: bytes[index..<end])
                if isInteger && end - index > 18 { result.append(contentsOf: ".0".utf8) }
                index = end
                continue
            }
            result.append(byte)
            index += 1
        }
        return result
    }
}
