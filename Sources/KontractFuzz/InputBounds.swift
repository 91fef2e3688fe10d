// The "diagnostics carry a location inside the input" property, shared by the targets.

import KontractCore

/// Lines and their lengths of one input, to check that reported positions lie inside it.
struct InputBounds {
    let path: String
    /// Byte length of each line (a column counts scalars, never more than bytes).
    private var lineLengths: [Int] = [0]

    init(_ bytes: some Sequence<UInt8>, path: String) {
        self.path = path
        for byte in bytes {
            if byte == 0x0A {
                lineLengths.append(0)
            } else {
                lineLengths[lineLengths.count - 1] += 1
            }
        }
    }

    /// Whether `location` names this input and a line and column in it (one past a line's end
    /// is inside: an "unexpected end" points there).
    func contains(_ location: SourceLocation) -> Bool {
        guard location.file == path, location.line >= 1, location.line <= lineLengths.count else { return false }
        return location.column >= 1 && location.column <= lineLengths[location.line - 1] + 1
    }

    /// Traps unless `location` is inside the input.
    func require(_ location: SourceLocation, _ what: @autoclosure () -> String) {
        guard contains(location) else {
            FuzzProperty.fail("\(what()) is at \(location), outside the input (\(lineLengths.count) lines)")
        }
    }
}
