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
        return .success(convert(UnsafeMutablePointer(root), positions, path: path))
    }

    /// Reads and parses the file at `path`.
    public static func parseFile(at path: String) -> Result<LocatedJSON, Diagnostic> {
        switch SourceFileReader.read(path) {
        case .success(let bytes): parse(bytes, path: path)
        case .failure(let diagnostic): .failure(diagnostic)
        }
    }

    private static func convert(
        _ value: UnsafeMutablePointer<json_t>, _ position: JSONPositionTree, path: String
    ) -> LocatedJSON {
        var result = convertValue(value, position, path: path)
        result.end = SourceLocation(file: path, line: position.endLine, column: position.endColumn)
        return result
    }

    private static func convertValue(
        _ value: UnsafeMutablePointer<json_t>, _ position: JSONPositionTree, path: String
    ) -> LocatedJSON {
        let location = SourceLocation(file: path, line: position.line, column: position.column)
        switch cj_typeof(value) {
        case JSON_OBJECT:
            var members: [JSONMember] = []
            var iterator = json_object_iter(value)
            var index = 0
            while let current = iterator {
                let key = String(cString: json_object_iter_key(current))
                let child = json_object_iter_value(current)!
                let keyPosition = index < position.keys.count ? position.keys[index] : (position.line, position.column)
                let childPosition = index < position.children.count ? position.children[index] : position
                members.append(
                    JSONMember(
                        key: key,
                        keyLocation: SourceLocation(file: path, line: keyPosition.0, column: keyPosition.1),
                        value: convert(child, childPosition, path: path)))
                iterator = json_object_iter_next(value, current)
                index += 1
            }
            return LocatedJSON(.object(members), at: location)
        case JSON_ARRAY:
            let count = json_array_size(value)
            var items: [LocatedJSON] = []
            items.reserveCapacity(count)
            for index in 0..<count {
                let childPosition = index < position.children.count ? position.children[index] : position
                items.append(convert(json_array_get(value, index)!, childPosition, path: path))
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
