// Skipping expressions: default values, initializers and arguments scanned to their end, kept as source text.

extension KotlinParser {
    static let continuationOperators: [StaticString] = [".", "?.", "?:", "&&", "||", "::", "->"]
    static let continuationWords: [StaticString] = ["else", "catch", "finally", "as"]
    /// Punctuation that ends an operand: a line ending in any other (an operator, `=`, `(`, `,`) goes on.
    static let operandEnds: [StaticString] = [")", "]", "}", "!!", "++", "--"]

    /// Skips an expression: up to `,`, `)`, `]`, `}` or `;` at its own depth, with `stopAtNewline` also before a
    /// token on a new line that cannot continue it (Kotlin ends a statement at a line break). `stops` are
    /// one-byte punctuation marks; `keepsText` false (the names-only mode) gives the expression without its text.
    mutating func scanExpression(
        stopAtNewline: Bool, stops: [UInt8] = [UInt8(ascii: ",")], keepsText: Bool = true
    ) -> KotlinSourceText {
        let start = index
        // An identifier after a complete operand on its line is an infix function's name (`a to b`,
        // `fadeIn() togetherWith`), and a line ending in one goes on, as a line ending in `in`/`is`/`as` does.
        var afterOperand = false
        var afterControl = false
        var infixPending = false
        while !atEnd {
            // One-byte punctuation compared as a byte: no String per token.
            let byte = bracket(at: index)
            if byte != 0 {
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
                    || byte == UInt8(ascii: ";") || stops.contains(byte)
                {
                    break
                }
            }
            if stopAtNewline && index > start && token.followsNewline && !infixPending && !continuesExpression() {
                break
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                let operand = byte != UInt8(ascii: "(") || !afterControl
                skipBalanced()
                (afterOperand, afterControl, infixPending) = (operand, false, false)
            } else if byte == UInt8(ascii: "<"), index > start, let after = typeArgumentsEnd() {
                index = after
                fill(index + 2)
                (afterOperand, afterControl, infixPending) = (true, false, false)
            } else {
                switch token.kind {
                case .identifier, .backtickedIdentifier:
                    let keyword = token.kind == .identifier ? expressionKeyword() : 0
                    if afterOperand && keyword == 0 && !token.followsNewline {
                        (afterOperand, afterControl, infixPending) = (false, false, true)
                    } else {
                        (afterOperand, afterControl, infixPending) = (keyword == 0, keyword == 2, keyword == 3)
                    }
                case .integerLiteral, .realLiteral, .characterLiteral, .stringLiteral:
                    (afterOperand, afterControl, infixPending) = (true, false, false)
                default:
                    (afterOperand, afterControl, infixPending) = (spells("!!", at: 0) && afterOperand, false, false)
                }
                advance()
            }
        }
        guard keepsText || start == index else {
            return KotlinSourceText(text: "", tokens: start..<index, position: tokens[start].position)
        }
        return sourceText(start..<index)
    }

    /// A skipped expression whose text the names-only mode leaves out (a default value, an initializer…).
    mutating func skipExpression(stopAtNewline: Bool, stops: [UInt8] = [UInt8(ascii: ",")]) -> KotlinSourceText {
        scanExpression(stopAtNewline: stopAtNewline, stops: stops, keepsText: !namesOnly)
    }

    /// Tokens that can stand inside a call's type arguments (`mapOf<String, List<Int?>>(`).
    static let typeArgumentPunctuation: [StaticString] = ["<", ">", ",", ".", "?", "*", "(", ")", "->", ":", "@"]
    /// What may follow a call's or reference's type arguments.
    static let afterTypeArguments: [StaticString] = ["(", "{", "::", "."]

    /// At a `<` after a name: the index after its `>` when it opens type arguments of a call or reference
    /// (`listOf<Int>(`, `foo<A, B>::class`), else nil (a comparison).
    mutating func typeArgumentsEnd() -> Int? {
        guard tokens[index - 1].kind == .identifier else { return nil }
        var level = 0
        var at = index
        while at < tokens.count {
            fill(at + 1)
            let token = tokens[at]
            switch token.kind {
            case .identifier, .backtickedIdentifier: break
            case .punctuation:
                let offset = at - index
                guard spellsAny(Self.typeArgumentPunctuation, at: offset) else { return nil }
                if spells("<", at: offset) { level += 1 }
                if spells(">", at: offset) {
                    level -= 1
                    if level == 0 {
                        guard at + 1 < tokens.count, tokens[at + 1].kind == .punctuation else { return nil }
                        return spellsAny(Self.afterTypeArguments, at: offset + 1) ? at + 1 : nil
                    }
                }
            default: return nil
            }
            at += 1
        }
        return nil
    }

    /// The current word's part in an expression: 0 for a name (or `this`, `null`, `true`…, an operand), 1 for a
    /// keyword after which an operand starts (`else`, `return`, `try`…) or a modifier (`private set` after an
    /// initializer: never an infix name), 2 for one whose `(…)` is a condition (`if`, `when`, `while`…), 3 for
    /// the infix operators `in`, `is`, `as`, which a line break after them does not end.
    @inline(__always)
    func expressionKeyword() -> UInt8 {
        let range = token.range
        guard range.count >= 2 && range.count <= 9 else { return 0 }
        // By the first byte, so that a name (nearly every word) is settled by one comparison or a few, no array.
        func any(_ a: StaticString, _ b: StaticString = "", _ c: StaticString = "") -> Bool {
            spells(a, at: 0) || (b.utf8CodeUnitCount > 0 && spells(b, at: 0))
                || (c.utf8CodeUnitCount > 0 && spells(c, at: 0))
        }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "i"): return any("in", "is") ? 3 : any("if") ? 2 : any("internal") ? 1 : 0
        case UInt8(ascii: "a"): return any("as") ? 3 : 0
        case UInt8(ascii: "w"): return any("when", "while") ? 2 : any("where") ? 1 : 0
        case UInt8(ascii: "f"): return any("for") ? 2 : any("fun", "field", "finally") ? 1 : 0
        case UInt8(ascii: "c"): return any("catch") ? 2 : any("continue") ? 1 : 0
        case UInt8(ascii: "e"): return any("else") ? 1 : 0
        case UInt8(ascii: "r"): return any("return") ? 1 : 0
        case UInt8(ascii: "t"): return any("throw", "try") ? 1 : 0
        case UInt8(ascii: "d"): return any("do") ? 1 : 0
        case UInt8(ascii: "o"): return any("object", "override") ? 1 : 0
        case UInt8(ascii: "v"): return any("val", "var") ? 1 : 0
        case UInt8(ascii: "g"): return any("get") ? 1 : 0
        case UInt8(ascii: "s"): return any("set") ? 1 : 0
        case UInt8(ascii: "b"): return any("by", "break") ? 1 : 0
        case UInt8(ascii: "p"): return any("private", "public", "protected") ? 1 : 0
        default: return 0
        }
    }

    /// Whether the token on a new line continues the expression before it.
    @inline(__always)
    func continuesExpression() -> Bool {
        if token.kind == .punctuation && spellsAny(Self.continuationOperators) { return true }
        if token.kind == .identifier && spellsAny(Self.continuationWords) { return true }
        // A line ending in a binary operator, `=`, `(` or `,` goes on.
        guard tokens[index - 1].kind == .punctuation else { return false }
        return !spellsAny(Self.operandEnds, at: -1)
    }
}
