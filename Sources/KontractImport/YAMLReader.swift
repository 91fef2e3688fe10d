// Reads a YAML document with libyaml into the same located JSON tree jansson gives, line:col on every value.

import CYAML
import KontractCore

/// YAML (1.1, as libyaml reads it) → `LocatedJSON`: mappings with string keys are objects, sequences arrays, plain
/// scalars typed as YAML's core schema types them (`null`/`~`, `true`/`false`, integers, reals), quoted ones
/// strings. Anchors and aliases are expanded (at most `maximumNodes` values in all); a duplicate key is an error.
enum YAMLReader {
    static let maximumNodes = 1_000_000

    static func parse(_ bytes: [UInt8], path: String) -> Result<LocatedJSON, Diagnostic> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return .failure(.schemaImport(.invalidSchemaDocument, "libyaml could not start", at: .start(of: path)))
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = YAMLTreeBuilder(path: path, positions: YAMLPositions(bytes))
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                    let mark = parser.problem_mark
                    return .failure(
                        .schemaImport(
                            .invalidSchemaDocument, "invalid YAML: \(problem)",
                            at: location(of: mark, in: bytes, path: path)))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if let problem = builder.consume(event) { return .failure(problem) }
            }
            guard let root = builder.root else {
                return .failure(
                    .schemaImport(.invalidSchemaDocument, "the YAML file holds no document", at: .start(of: path)))
            }
            return .success(root)
        }
    }

    /// Where libyaml's error `mark` is, kept inside the input: at the end of a file without a final line break
    /// libyaml points at the start of a line that does not exist, so the place becomes the input's last character.
    static func location(of mark: yaml_mark_t, in bytes: [UInt8], path: String) -> SourceLocation {
        var positions = YAMLPositions(bytes, walking: true)
        return positions.location(line: mark.line, column: mark.column, path: path) ?? positions.end(path: path)
    }
}

/// Builds the tree from libyaml's events.
private struct YAMLTreeBuilder {
    let path: String
    var root: LocatedJSON?
    /// Open collections: the values so far, and for a mapping the key waiting for its value.
    var stack: [OpenCollection] = []
    /// Each anchored value with the number of values it holds (an alias costs as much as its expansion).
    var anchors: [String: (value: LocatedJSON, size: Int)] = [:]
    var nodes = 0

    struct OpenCollection {
        var start: LocatedJSON
        var items: [LocatedJSON] = []
        var members: [JSONMember] = []
        var key: (String, SourceLocation)?
        var anchor: String?
        /// `nodes` when the collection opened.
        var firstNode: Int
    }

    /// libyaml's marks → Kontract's line:col.
    var positions: YAMLPositions

    init(path: String, positions: YAMLPositions) {
        self.path = path
        self.positions = positions
    }

    mutating func consume(_ event: yaml_event_t) -> Diagnostic? {
        let location =
            positions.location(line: Int(event.start_mark.line), column: Int(event.start_mark.column), path: path)
            ?? positions.end(path: path)
        switch event.type {
        case YAML_MAPPING_START_EVENT:
            stack.append(
                OpenCollection(
                    start: LocatedJSON(.object([]), at: location), anchor: Self.text(event.data.mapping_start.anchor),
                    firstNode: nodes))
        case YAML_SEQUENCE_START_EVENT:
            stack.append(
                OpenCollection(
                    start: LocatedJSON(.array([]), at: location), anchor: Self.text(event.data.sequence_start.anchor),
                    firstNode: nodes))
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            let open = stack.removeLast()
            var value = open.start
            value.value = event.type == YAML_MAPPING_END_EVENT ? .object(open.members) : .array(open.items)
            if let anchor = open.anchor { anchors[anchor] = (value, nodes - open.firstNode + 1) }
            return add(value)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let value = LocatedJSON(
                scalar.style == YAML_PLAIN_SCALAR_STYLE ? Self.typed(text) : .string(text), at: location)
            if let anchor = Self.text(scalar.anchor) { anchors[anchor] = (value, 1) }
            return add(value)
        case YAML_ALIAS_EVENT:
            guard let name = Self.text(event.data.alias.anchor), let anchored = anchors[name] else {
                return .schemaImport(.invalidSchemaDocument, "invalid YAML: an alias names no anchor", at: location)
            }
            var value = anchored.value
            value.location = location
            return add(value, size: anchored.size)
        default: break
        }
        return nil
    }

    private mutating func add(_ value: LocatedJSON, size: Int = 1) -> Diagnostic? {
        nodes += size
        guard nodes <= YAMLReader.maximumNodes else {
            return .schemaImport(
                .invalidSchemaDocument, "the YAML expands to more than \(YAMLReader.maximumNodes) values (aliases)",
                at: value.location)
        }
        guard !stack.isEmpty else {
            if root == nil { root = value }
            return nil
        }
        let top = stack.count - 1
        guard case .object = stack[top].start.value else {
            stack[top].items.append(value)
            return nil
        }
        guard let key = stack[top].key else {
            guard let text = value.string ?? Self.keyText(value) else {
                return .schemaImport(.invalidSchemaDocument, "a YAML key that is not a scalar", at: value.location)
            }
            stack[top].key = (text, value.location)
            return nil
        }
        stack[top].key = nil
        if stack[top].members.contains(where: { $0.key == key.0 }) {
            return .schemaImport(.invalidSchemaDocument, "invalid YAML: duplicate key '\(key.0)'", at: key.1)
        }
        stack[top].members.append(JSONMember(key: key.0, keyLocation: key.1, value: value))
        return nil
    }

    /// A plain scalar key typed as a number or boolean keeps its text (`200:` in OpenAPI responses).
    private static func keyText(_ value: LocatedJSON) -> String? {
        switch value.value {
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        default: nil
        }
    }

    /// YAML's core schema for a plain scalar.
    static func typed(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil,
            let number = Int64(text.hasPrefix("+") ? String(text.dropFirst()) : text)
        {
            return .integer(number)
        }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil, let number = Double(text)
        {
            return .real(number)
        }
        return .string(text)
    }

    static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
