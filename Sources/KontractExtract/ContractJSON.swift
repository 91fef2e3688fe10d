// An ordered JSON value for extracted contracts, printed in the layout of the repository's own contracts.

import KontractCore

/// A JSON value whose object keys keep the order they were added in.
///
/// Not `indirect`: arrays and objects hold their items in their own buffers, and a value boxed on the heap cost
/// an allocation per string and number (printing and freeing them were a third of extract's instructions, and a
/// 10 MB Kotlin file's contract took 105 MB).
public enum ContractJSON: Sendable, Equatable {
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

    /// Two-space indented JSON as the repository's contracts are written: a declaration (an object with `kind`)
    /// and the top level over several lines, anything else on one line (`{ "name": "id", "type": "Int" }`)
    /// when it fits in 120 columns, with a final newline (`ContractJSONPrinter`).
    public var pretty: String { String(decoding: prettyBytes, as: UTF8.self) }

    /// `pretty` as UTF-8 bytes.
    public var prettyBytes: [UInt8] {
        var printer = ContractJSONPrinter()
        printer.write(self, indent: 0, prefixWidth: 0, topLevel: true)
        printer.bytes.append(0x0A)
        return printer.bytes
    }

    /// The one-line form (`[ 1, 2 ]`, `{ "a": 1 }`, `[]`), nil when it holds a declaration.
    var inline: String? {
        var printer = ContractJSONPrinter()
        guard printer.writeInline(self, within: .max) != nil else { return nil }
        return String(decoding: printer.bytes, as: UTF8.self)
    }

    /// Whether it is a declaration (an object with a `kind` key), which is never written on one line.
    var isDeclaration: Bool {
        guard case .object(let members) = self else { return false }
        return members.contains { $0.key == "kind" }
    }
}
