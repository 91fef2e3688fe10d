// The Kotlin emitter's printer: lines with 4-space indentation.

/// Lines with indentation for the Kotlin emitter (4 spaces per level).
struct KotlinSourcePrinter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    mutating func indent(_ body: (inout KotlinSourcePrinter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }
}
