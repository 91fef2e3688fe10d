// A JSON tree with ordered keys, rendered as indented text: the JSON Schema emitter's output.

import KontractCore

/// One `"key": value` member of a schema object.
struct SchemaMember {
    var key: String
    var value: SchemaNode

    init(_ key: String, _ value: SchemaNode) {
        self.key = key
        self.value = value
    }
}

/// A JSON value whose object members keep their order, for deterministic schema text.
indirect enum SchemaNode {
    case string(String)
    case integer(String)
    case bool(Bool)
    case null
    case array([SchemaNode])
    case object([SchemaMember])

    /// Two-space indented JSON, arrays of scalars on one line.
    func rendered(indent: String = "") -> String {
        switch self {
        case .string(let text): return JSONText.quoted(text)
        case .integer(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ $0.isScalar }) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            let lines = members.map { inner + JSONText.quoted($0.key) + ": " + $0.value.rendered(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
