// The only text sink of the generator: lines with an indentation level.

/// Accumulates lines, owning indentation (4 spaces) and the final newline.
public struct CodePrinter: Sendable {
    private var lines: [String] = []
    private var level = 0
    private static let unit = "    "

    public init() {}

    /// Prints one line at the current indentation; an empty string prints an empty line.
    public mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: Self.unit, count: level) + text)
    }

    /// Rendered lines, each at the current indentation plus its own depth.
    mutating func write(_ rendered: RenderedLines) {
        for (depth, text) in rendered.lines {
            lines.append(text.isEmpty ? "" : String(repeating: Self.unit, count: level + depth) + text)
        }
    }

    /// The lines printed so far (without the final newline `text` adds).
    var printedLines: [String] { lines }

    /// True when the last line is code or a comment, after which `blankLine()` prints an empty line.
    var endsWithPlainLine: Bool { lines.last.map { !$0.isEmpty && !$0.hasSuffix("{") } ?? false }

    /// Lines another printer printed at the top level, as they were (this printer is at the top level too).
    mutating func append(printed: [String]) {
        lines += printed
    }

    /// An empty line, never two in a row and never right after an opening brace.
    public mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The text: lines joined with `\n`, ending with one newline.
    public var text: String {
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n") { result.removeLast() }
        return result + "\n"
    }
}
