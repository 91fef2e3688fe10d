// An ordered JSON value for extracted contracts, printed in the layout of the repository's own contracts.

import KontractCore

/// A JSON value whose object keys keep the order they were added in.
public indirect enum ContractJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number as its JSON text (`1`, `-3`, `1.5`, `18446744073709551615`).
    case number(String)
    case string(String)
    case array([ContractJSON])
    case object([(key: String, value: ContractJSON)])

    public static func == (lhs: ContractJSON, rhs: ContractJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> ContractJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The same value with every object's keys sorted (for comparisons that ignore key order).
    public var sortingKeys: ContractJSON {
        switch self {
        case .array(let items): .array(items.map(\.sortingKeys))
        case .object(let members): .object(members.map { ($0.key, $0.value.sortingKeys) }.sorted { $0.0 < $1.0 })
        default: self
        }
    }

    /// A parsed contract value (locations dropped, integers and reals as their text).
    public init(_ json: LocatedJSON) {
        switch json.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let number): self = .number(String(number))
        case .real(let number): self = .number(number.description)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ContractJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, ContractJSON($0.value)) })
        }
    }

    // MARK: Printing

    /// The widest line an object or array is kept on.
    static let lineWidth = 120

    /// Two-space indented JSON as the repository's contracts are written: a declaration (an object with `kind`)
    /// and the top level over several lines, anything else on one line (`{ "name": "id", "type": "Int" }`)
    /// when it fits, with a final newline.
    public var pretty: String { rendered(indent: "", prefixWidth: 0, topLevel: true) + "\n" }

    func rendered(indent: String, prefixWidth: Int, topLevel: Bool = false) -> String {
        let isDeclaration = self["kind"] != nil
        if !topLevel && !isDeclaration, let inline = inline(within: Self.lineWidth - indent.count - prefixWidth - 1) {
            return inline
        }
        let inner = indent + "  "
        switch self {
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner, prefixWidth: 0) }.joined(separator: ",\n")
                + "\n\(indent)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { member -> String in
                let key = JSONText.quoted(member.key) + ": "
                return inner + key + member.value.rendered(indent: inner, prefixWidth: key.count)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        default:
            return inline ?? ""
        }
    }

    /// The one-line form (`[ 1, 2 ]`, `{ "a": 1 }`, `[]`), nil when it holds a declaration.
    var inline: String? { inline(within: .max) }

    /// The one-line form when it is at most `limit` characters long: nil when longer (given up as soon as the
    /// parts made so far are, so a large value is not spelled whole at every level) or when it holds a declaration.
    func inline(within limit: Int) -> String? {
        let scalar: String
        switch self {
        case .null: scalar = "null"
        case .bool(let flag): scalar = flag ? "true" : "false"
        case .number(let text): scalar = text
        case .string(let text): scalar = JSONText.quoted(text)
        case .array(let items):
            if items.isEmpty { return limit >= 2 ? "[]" : nil }
            var parts: [String] = []
            // `[ ` and ` ]`, and `, ` between the parts.
            var width = 4 - 2
            for item in items {
                guard item["kind"] == nil, let text = item.inline(within: limit - width - 2) else { return nil }
                width += text.count + 2
                parts.append(text)
            }
            return "[ " + parts.joined(separator: ", ") + " ]"
        case .object(let members):
            if members.isEmpty { return limit >= 2 ? "{}" : nil }
            var parts: [String] = []
            var width = 4 - 2
            for member in members {
                let key = JSONText.quoted(member.key) + ": "
                guard member.value["kind"] == nil,
                    let text = member.value.inline(within: limit - width - 2 - key.count)
                else { return nil }
                width += key.count + text.count + 2
                parts.append(key + text)
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
        return scalar.count <= limit ? scalar : nil
    }
}
