// libyaml's line:col → Kontract's: libyaml also breaks lines at a lone CR, NEL, LS and PS; Kontract at LF only.

import KontractCore

/// Converts libyaml's marks (0-based line and column in characters, lines broken at LF, CR, CRLF, NEL, LS, PS)
/// to the 1-based line:col every other diagnostic uses (lines broken at LF). Marks come in increasing order, so
/// the walk goes on from the last one (a mark before it starts again from the top).
struct YAMLPositions {
    let bytes: [UInt8]
    /// Whether libyaml's lines are the input's: no CR, NEL, LS or PS in it.
    let isIdentity: Bool
    private var offset = 0
    private var yaml = (line: 0, column: 0)
    private var ours = (line: 0, column: 0)

    /// `walking`: convert by walking even when the lines agree (for a mark that may lie past the input's end).
    init(_ bytes: [UInt8], walking: Bool = false) {
        self.bytes = bytes
        var identity = !walking && !bytes.contains(0x0D)
        if identity {
            for index in bytes.indices where bytes[index] == 0xC2 || bytes[index] == 0xE2 {
                if Self.breakWidth(bytes, at: index) > 0 {
                    identity = false
                    break
                }
            }
        }
        isIdentity = identity
        reset()
    }

    /// The width of a NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9) at `index`; 0 for anything else.
    private static func breakWidth(_ bytes: [UInt8], at index: Int) -> Int {
        if bytes[index] == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return 2 }
        if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
            return 3
        }
        return 0
    }

    private mutating func reset() {
        // libyaml reads past a UTF-8 byte order mark without counting it.
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        yaml = (0, 0)
        ours = (0, offset == 3 ? 1 : 0)
    }

    /// The place of libyaml's (0-based) `line`, `column`, in `path`; nil when it lies at or past the input's end.
    mutating func location(line: Int, column: Int, path: String) -> SourceLocation? {
        guard !isIdentity else { return SourceLocation(file: path, line: line + 1, column: column + 1) }
        if (yaml.line, yaml.column) > (line, column) { reset() }
        while (yaml.line, yaml.column) < (line, column), offset < bytes.count { advance() }
        guard offset < bytes.count else { return nil }
        return SourceLocation(file: path, line: ours.line + 1, column: ours.column + 1)
    }

    /// The input's last character (a mark past the end is placed there), or the file's start when it is empty.
    func end(path: String) -> SourceLocation {
        guard let last = bytes.indices.last else { return .start(of: path) }
        let lineStart = (bytes[..<last].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = bytes[..<lineStart].filter { $0 == UInt8(ascii: "\n") }.count + 1
        // Columns count characters, as libyaml's do: UTF-8 continuation bytes are not counted.
        let column = bytes[lineStart...last].filter { $0 & 0xC0 != 0x80 }.count
        return SourceLocation(file: path, line: line, column: max(column, 1))
    }

    /// Steps over one character.
    private mutating func advance() {
        let byte = bytes[offset]
        if byte == 0x0A || byte == 0x0D {
            let pair = byte == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A
            let endsOurLine = byte == 0x0A || pair
            offset += pair ? 2 : 1
            yaml = (yaml.line + 1, 0)
            ours = endsOurLine ? (ours.line + 1, 0) : (ours.line, ours.column + 1)
            return
        }
        let width = Self.breakWidth(bytes, at: offset)
        if width > 0 {
            offset += width
            yaml = (yaml.line + 1, 0)
            ours.column += 1
            return
        }
        offset += byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        yaml.column += 1
        ours.column += 1
    }
}
