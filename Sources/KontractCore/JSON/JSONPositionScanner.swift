// Finds where each value and key of an already-validated JSON text starts.

/// The start positions of a JSON value and, recursively, of its children.
///
/// jansson validates and decodes a contract but keeps no positions for values, so
/// after it has accepted the text this scanner walks the same bytes once and records
/// where every value (and every object key) begins. The trees have the same shape
/// because jansson keeps object keys in file order and rejects duplicate keys.
struct JSONPositionTree {
    var line: Int
    var column: Int
    /// The position just after the value's last character.
    var endLine = 0
    var endColumn = 0
    var children: [JSONPositionTree] = []
    /// For objects: the position of each key's opening quote, in file order.
    var keys: [(line: Int, column: Int)] = []
}

/// Scans UTF-8 JSON that jansson has accepted; never used on unvalidated input.
struct JSONPositionScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The position tree of the single top-level value.
    mutating func scanDocument() -> JSONPositionTree {
        skipWhitespace()
        return scanValue()
    }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Count scalars, not bytes: a continuation byte belongs to the scalar already counted.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    private mutating func scanValue() -> JSONPositionTree {
        var tree = JSONPositionTree(line: line, column: column)
        scanContents(into: &tree)
        tree.endLine = line
        tree.endColumn = column
        return tree
    }

    /// An object's members (`keyed`: each value after its key and ':') or an array's elements, up to and
    /// past the closing bracket.
    private mutating func scanElements(until closing: UInt8, keyed: Bool, into tree: inout JSONPositionTree) {
        advance()
        skipWhitespace()
        while index < bytes.count && bytes[index] != closing {
            if keyed {
                tree.keys.append((line, column))
                skipString()
                skipWhitespace()
                advance()  // ':'
                skipWhitespace()
            }
            tree.children.append(scanValue())
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
            }
        }
        if index < bytes.count { advance() }
    }

    private mutating func scanContents(into tree: inout JSONPositionTree) {
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "{"): scanElements(until: UInt8(ascii: "}"), keyed: true, into: &tree)
        case UInt8(ascii: "["): scanElements(until: UInt8(ascii: "]"), keyed: false, into: &tree)
        case UInt8(ascii: "\""):
            skipString()
        default:
            // A number or a literal: runs until a delimiter.
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "),
                    UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    return
                default: advance()
                }
            }
        }
    }

    private mutating func skipString() {
        advance()  // opening quote
        while index < bytes.count {
            let byte = bytes[index]
            advance()
            if byte == UInt8(ascii: "\\") {
                if index < bytes.count { advance() }
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
    }
}
