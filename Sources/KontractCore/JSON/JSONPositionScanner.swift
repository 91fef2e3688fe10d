// Finds where each value and key of an already-validated JSON text starts, in document order.

/// Where every value and object key of a JSON text starts (and each value ends), as one list in document order: a
/// value's entry, then (an object) each key's entry followed by its value's, or (an array) each element's.
///
/// jansson validates and decodes a contract but keeps no positions for values, so after it has accepted the text
/// this scanner walks the same bytes once; ``ContractJSONReader`` walks jansson's tree in the same order and takes
/// the positions one by one. The orders agree because jansson keeps object keys in file order and rejects
/// duplicate keys. One flat list: no array per value (the tree this replaced allocated two per object).
struct JSONPositions {
    /// One value's or key's place: line and column (in Unicode scalars) of its start and, for a value, of the
    /// position just after its last character.
    struct Entry {
        var line: Int32
        var column: Int32
        var endLine: Int32 = 0
        var endColumn: Int32 = 0
    }

    /// In document order.
    var entries: [Entry] = []
}

/// Scans UTF-8 JSON that jansson has accepted; never used on unvalidated input.
struct JSONPositionScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line: Int32 = 1
    private var column: Int32 = 1
    private var positions = JSONPositions()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The positions of the single top-level value and everything inside it.
    mutating func scanDocument() -> JSONPositions {
        // About one value or key per 12 bytes in a pretty-printed contract.
        positions.entries.reserveCapacity(bytes.count / 12 + 1)
        skipWhitespace()
        scanValue()
        return positions
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

    private mutating func scanValue() {
        let entry = positions.entries.count
        positions.entries.append(JSONPositions.Entry(line: line, column: column))
        scanContents()
        positions.entries[entry].endLine = line
        positions.entries[entry].endColumn = column
    }

    private mutating func scanContents() {
        guard index < bytes.count else { return }
        switch bytes[index] {
        case UInt8(ascii: "{"): scanElements(until: UInt8(ascii: "}"), keyed: true)
        case UInt8(ascii: "["): scanElements(until: UInt8(ascii: "]"), keyed: false)
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

    /// An object's members (`keyed`: each key's start, then its value after the ':') or an array's elements, up
    /// to and past the closing bracket.
    private mutating func scanElements(until closing: UInt8, keyed: Bool) {
        advance()
        skipWhitespace()
        while index < bytes.count && bytes[index] != closing {
            if keyed {
                positions.entries.append(JSONPositions.Entry(line: line, column: column))
                skipString()
                skipWhitespace()
                advance()  // ':'
                skipWhitespace()
            }
            scanValue()
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
            }
        }
        if index < bytes.count { advance() }
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
