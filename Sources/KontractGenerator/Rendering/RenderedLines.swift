// Lines of a rendered expression or statement, each with a depth relative to the first line.

/// What an expression or statement renders to before the printer indents it.
struct RenderedLines {
    private(set) var lines: [(depth: Int, text: String)]

    init(_ text: String) {
        lines = [(0, text)]
    }

    init() {
        lines = []
    }

    var isSingleLine: Bool { lines.count == 1 }

    /// The text with `\n` between lines and four spaces per depth.
    var text: String {
        lines.map { String(repeating: "    ", count: $0.depth) + $0.text }.joined(separator: "\n")
    }

    /// Text before the first line.
    mutating func prepend(_ text: String) {
        if lines.isEmpty { lines = [(0, "")] }
        lines[0].text = text + lines[0].text
    }

    /// Text after the last line.
    mutating func append(_ text: String) {
        if lines.isEmpty { lines = [(0, "")] }
        lines[lines.count - 1].text += text
    }

    /// `other` continuing the last line; its later lines keep their depth relative to that line.
    mutating func join(_ other: RenderedLines) {
        guard let base = lines.last?.depth else {
            lines = other.lines
            return
        }
        guard let first = other.lines.first else { return }
        lines[lines.count - 1].text += first.text
        lines += other.lines.dropFirst().map { (base + $0.depth, $0.text) }
    }

    /// `other` on new lines, `depth` deeper than the first line.
    mutating func addLines(_ other: RenderedLines, depth: Int) {
        lines += other.lines.map { (depth + $0.depth, $0.text) }
    }

    /// One new line.
    mutating func addLine(_ text: String, depth: Int) {
        lines.append((depth, text))
    }

    /// The depth of the last line.
    var lastDepth: Int { lines.last?.depth ?? 0 }
}
