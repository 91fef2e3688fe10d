// Reads a contract file's bytes with jansson into a LocatedJSON tree, or one diagnostic.

import CJansson
import Foundation

/// Parses contract JSON with jansson (duplicate keys rejected, integers apart from
/// reals, keys in file order) and attaches a source location to every value.
public enum ContractJSONReader {
    /// Parses `bytes` as the contents of `path`.
    ///
    /// Returns the located tree, or a single diagnostic at the position jansson
    /// reports: malformed JSON never crashes and never yields a partial tree.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<LocatedJSON, Diagnostic> {
        if let nul = bytes.firstIndex(of: 0) {
            let line = bytes[..<nul].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            return .failure(
                Diagnostic(
                    .invalidEncoding, "the file is binary (it holds a NUL byte), not a JSON contract",
                    at: SourceLocation(file: path, line: line, column: 1)))
        }
        var error = json_error_t()
        let root: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                // jansson needs a non-null pointer even for an empty buffer.
                let base = chars.baseAddress ?? UnsafePointer<CChar>(bitPattern: 1)!
                return json_loadb(base, chars.count, cj_contract_load_flags(), &error).map(OpaquePointer.init)
            }
        }
        guard let root else {
            return .failure(diagnostic(for: error, path: path))
        }
        defer { json_decref(UnsafeMutablePointer(root)) }
        let positions = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONPositionScanner(bytes: buffer)
            return scanner.scanDocument()
        }
        var converter = Converter(positions: positions.entries, path: path)
        return .success(converter.convert(UnsafeMutablePointer(root)))
    }

    /// Reads and parses the file at `path`.
    public static func parseFile(at path: String) -> Result<LocatedJSON, Diagnostic> {
        switch SourceFileReader.read(path) {
        case .success(let bytes): parse(bytes, path: path)
        case .failure(let diagnostic): .failure(diagnostic)
        }
    }

    /// Walks jansson's tree in document order, taking each value's and key's place from the scanner's list.
    private struct Converter {
        let positions: [JSONPositions.Entry]
        let path: String
        var next = 0

        init(positions: [JSONPositions.Entry], path: String) {
            self.positions = positions
            self.path = path
        }

        /// The next entry in document order (the orders agree; past the end, the last one).
        private mutating func entry() -> JSONPositions.Entry {
            let index = Swift.min(next, positions.count - 1)
            next += 1
            return index >= 0 ? positions[index] : JSONPositions.Entry(line: 1, column: 1, endLine: 1, endColumn: 1)
        }

        private func location(_ line: Int32, _ column: Int32) -> SourceLocation {
            SourceLocation(file: path, line: Int(line), column: Int(column))
        }

        /// The value with its start and end.
        mutating func convert(_ value: UnsafeMutablePointer<json_t>) -> LocatedJSON {
            let place = entry()
            var result = convertValue(value, at: location(place.line, place.column))
            result.end = location(place.endLine, place.endColumn)
            return result
        }

        private mutating func convertValue(_ value: UnsafeMutablePointer<json_t>, at location: SourceLocation)
            -> LocatedJSON
        {
            switch cj_typeof(value) {
            case JSON_OBJECT:
                var members: [JSONMember] = []
                members.reserveCapacity(json_object_size(value))
                var iterator = json_object_iter(value)
                while let current = iterator {
                    let key = String(cString: json_object_iter_key(current))
                    let keyPlace = entry()
                    let keyLocation = self.location(keyPlace.line, keyPlace.column)
                    members.append(
                        JSONMember(key: key, keyLocation: keyLocation, value: convert(json_object_iter_value(current)!))
                    )
                    iterator = json_object_iter_next(value, current)
                }
                return LocatedJSON(.object(members), at: location)
            case JSON_ARRAY:
                let count = json_array_size(value)
                var items: [LocatedJSON] = []
                items.reserveCapacity(count)
                for index in 0..<count {
                    items.append(convert(json_array_get(value, index)!))
                }
                return LocatedJSON(.array(items), at: location)
            case JSON_STRING:
                let length = json_string_length(value)
                let text = json_string_value(value).withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
                    String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
                }
                return LocatedJSON(.string(text), at: location)
            case JSON_INTEGER:
                return LocatedJSON(.integer(Int64(json_integer_value(value))), at: location)
            case JSON_REAL:
                return LocatedJSON(.real(json_real_value(value)), at: location)
            case JSON_TRUE:
                return LocatedJSON(.bool(true), at: location)
            case JSON_FALSE:
                return LocatedJSON(.bool(false), at: location)
            default:
                return LocatedJSON(.null, at: location)
            }
        }
    }

    private static func diagnostic(for error: json_error_t, path: String) -> Diagnostic {
        let text = withUnsafeBytes(of: error.text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let location = SourceLocation(file: path, line: max(1, Int(error.line)), column: max(1, Int(error.column)))
        var copy = error
        let code: DiagnosticCode
        switch json_error_code(&copy) {
        case json_error_invalid_utf8, json_error_null_character, json_error_null_byte_in_key:
            code = .invalidEncoding
        case json_error_stack_overflow:
            code = .nestingTooDeep
        case json_error_numeric_overflow:
            code = .numberOutOfRange
        case json_error_duplicate_key:
            code = .duplicateKey
        default:
            code = .jsonSyntax
        }
        return Diagnostic(code, "invalid JSON: \(text)\(syntaxHint(text))", at: location)
    }

    /// What usually causes jansson's message: a missing or a trailing comma.
    static func syntaxHint(_ text: String) -> String {
        if text.hasSuffix("near end of file") {
            return "; the file ends early: a closing ']' or '}' is missing"
        }
        if text.hasPrefix("']' expected near") || text.hasPrefix("'}' expected near") {
            return "; a ',' is probably missing before this"
        }
        if text == "unexpected token near ']'" || text == "string or '}' expected near '}'" {
            return "; JSON allows no ',' after the last item: remove the trailing comma"
        }
        if text.hasPrefix("end of file expected near") {
            return "; a file holds one JSON value: check for an extra closing bracket or a second object"
        }
        return ""
    }
}
