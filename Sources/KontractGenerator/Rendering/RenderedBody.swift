// A file's declarations printed once, for the imports to be read off and the file to be printed from.

/// The lines ``SwiftRenderer/render(_:)`` prints for a file's declarations and sections after its imports.
struct RenderedBody: Sendable {
    /// The printed lines, from the blank line before the first declaration.
    let lines: [String]

    /// Prints `declarations` and `sections` as they follow a plain line (a header or an import line).
    init(declarations: [SwiftDeclaration], sections: [SwiftFileSection]) {
        var printer = CodePrinter()
        printer.line("//")
        SwiftRenderer.renderBody(declarations: declarations, sections: sections, into: &printer)
        lines = Array(printer.printedLines.dropFirst())
    }

    /// The code the lines spell (comments and blank lines included), for ``RuntimeImports``.
    var text: String { lines.joined(separator: "\n") }
}
