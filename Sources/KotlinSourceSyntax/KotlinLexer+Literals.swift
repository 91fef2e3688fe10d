// Scanning string and character literals: templates with nested braces and strings, escapes, raw strings.

extension KotlinLexer {
    /// `'c'`, `'\n'`, `'\u0041'`.
    mutating func skipCharacter(start: KotlinSourcePosition) -> Bool {
        advanceByte()
        while let next = peek(), next != UInt8(ascii: "'"), next != 0x0A, next != 0x0D {
            if next == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] != 0x0A { advanceByte() }
            guard advanceScalar() else { return false }
        }
        guard peek() == UInt8(ascii: "'") else {
            errors.append(KotlinSourceError("unterminated character literal", at: start))
            return false
        }
        advanceByte()
        return true
    }

    /// A `\\` and the scalar it escapes in a `"…"` string (a line break after it is left for the string's scan to
    /// report); false (with an error) on invalid UTF-8.
    @inline(__always)
    private mutating func skipEscape() -> Bool {
        advanceByte()
        guard index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D else { return true }
        return advanceScalar()
    }

    /// A string or template a string literal's scan is inside.
    enum StringMode {
        case string(raw: Bool, start: KotlinSourcePosition)
        case template(depth: Int)
    }

    @inline(__always)
    private func atTripleQuote() -> Bool {
        peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    }

    /// Skips a string literal with its templates (`"a${ b { "}" } }c"`), nested strings included, with a stack.
    /// A one-line string is scanned without one until a template's `${`, if any, opens.
    mutating func skipString(start: KotlinSourcePosition) -> Bool {
        // The lexer's one stack, its storage kept from string to string: no allocation per literal.
        var stack: [StringMode] = []
        swap(&stack, &stringModes)
        defer {
            if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
            swap(&stack, &stringModes)
        }
        if atTripleQuote() {
            stack.append(.string(raw: true, start: start))
            for _ in 0..<3 { advanceByte() }
        } else {
            advanceByte()
            switch skipPlainString(start: start) {
            case .closed: return true
            case .failed: return false
            case .template(let depth):
                stack.append(.string(raw: false, start: start))
                stack.append(.template(depth: depth))
            }
        }
        return skipString(&stack, start: start)
    }

    private enum PlainStringEnd {
        case closed, failed
        /// Inside a template (`depth` braces open in it) that holds more than names, operators and braces.
        case template(depth: Int)
    }

    /// Moves over the text of a `"…"` string after its opening quote, to past its closing quote (`.closed`), into a
    /// template that holds a literal or a comment (`.template`), or to where the lexer must stop (`.failed`, the
    /// error recorded); runs of printable ASCII in one loop, templates of names, operators and braces (`${id}`,
    /// `${a.b { it + 1 }}`) moved over here too.
    private mutating func skipPlainString(start: KotlinSourcePosition) -> PlainStringEnd {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isPlainStringByte(byte) {
                skipRun(ofClass: Self.plainStringClass)
            } else if byte == UInt8(ascii: "\"") {
                advanceByte()
                return .closed
            } else if byte == 0x0A || byte == 0x0D {
                errors.append(KotlinSourceError("unterminated string", at: start))
                return .failed
            } else if byte == UInt8(ascii: "\\") {
                guard skipEscape() else { return .failed }
            } else if byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                advanceByte()
                advanceByte()
                guard let depth = skipPlainTemplate() else { continue }
                return .template(depth: depth)
            } else {
                guard advanceScalar() else { return .failed }
            }
        }
        errors.append(KotlinSourceError("unterminated string", at: start))
        return .failed
    }

    /// Moves over a template's inside after its `${` while it holds only plain bytes and braces: nil past its
    /// closing `}`, else the braces open in it where it stopped (before anything else, or at the end).
    private mutating func skipPlainTemplate() -> Int? {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isPlainByte(byte) {
                skipRun(ofClass: Self.plainClass)
            } else if byte == UInt8(ascii: "{") {
                advanceByte()
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                advanceByte()
                guard depth > 0 else { return nil }
                depth -= 1
            } else {
                return depth
            }
        }
        return depth
    }

    /// Goes on skipping the strings and templates `stack` holds (innermost last) until all are closed.
    private mutating func skipString(_ stack: inout [StringMode], start: KotlinSourcePosition) -> Bool {
        func open(_ lexer: inout KotlinLexer, _ stack: inout [StringMode]) {
            let raw = lexer.atTripleQuote()
            stack.append(.string(raw: raw, start: lexer.position))
            for _ in 0..<(raw ? 3 : 1) { lexer.advanceByte() }
        }
        while let mode = stack.last {
            guard index < bytes.count else {
                if case .string(_, let at) = mode {
                    errors.append(KotlinSourceError("unterminated string", at: at))
                } else {
                    errors.append(KotlinSourceError("unterminated string template", at: start))
                }
                return false
            }
            let byte = bytes[index]
            switch mode {
            case .string(let raw, let at):
                if raw ? Self.isPlainRawStringByte(byte) : Self.isPlainStringByte(byte) {
                    skipRun(ofClass: raw ? Self.plainRawStringClass : Self.plainStringClass)
                } else if raw && atTripleQuote() {
                    while peek() == UInt8(ascii: "\"") && peek(3) == UInt8(ascii: "\"") { advanceByte() }
                    for _ in 0..<3 { advanceByte() }
                    stack.removeLast()
                } else if !raw && byte == UInt8(ascii: "\"") {
                    advanceByte()
                    stack.removeLast()
                } else if !raw && (byte == 0x0A || byte == 0x0D) {
                    errors.append(KotlinSourceError("unterminated string", at: at))
                    return false
                } else if !raw && byte == UInt8(ascii: "\\") {
                    guard skipEscape() else { return false }
                } else if byte == UInt8(ascii: "$") && peek(1) == UInt8(ascii: "{") {
                    advanceByte()
                    advanceByte()
                    stack.append(.template(depth: 0))
                } else {
                    guard advanceScalar() else { return false }
                }
            case .template(let depth):
                if Self.isPlainByte(byte) {
                    skipRun(ofClass: Self.plainClass)
                } else if byte == UInt8(ascii: "{") {
                    advanceByte()
                    stack[stack.count - 1] = .template(depth: depth + 1)
                } else if byte == UInt8(ascii: "}") {
                    advanceByte()
                    if depth == 0 { stack.removeLast() } else { stack[stack.count - 1] = .template(depth: depth - 1) }
                } else if byte == UInt8(ascii: "\"") {
                    open(&self, &stack)
                } else if byte == UInt8(ascii: "'") {
                    guard skipCharacter(start: position) else { return false }
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    let doc = pendingDoc
                    guard skipBlockComment() else { return false }
                    pendingDoc = doc
                } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                    guard skipLineComment() else { return false }
                } else {
                    guard advanceScalar() else { return false }
                }
            }
        }
        return true
    }
}
