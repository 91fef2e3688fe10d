// Skipping a bracketed body at byte level: its brackets balanced, its literals and comments read, no token kept.

extension KotlinLexer {
    /// An open bracket of a skipped body: the byte that closes it and where it stands.
    public typealias OpenBracket = (close: UInt8, position: KotlinSourcePosition)

    /// Moves over the inside of the brackets `open` holds (innermost last) without keeping its tokens: brackets
    /// push and pop `open`, every other token is scanned as `lexNext` would (strings with their templates,
    /// characters, backticked names, nested comments, with the same errors at the same places) and dropped.
    /// Stops before the closing bracket of the outermost one (`open` then holds one), before a closing bracket
    /// that does not match the innermost (the parser reports it), at the end of the input, or where the lexer
    /// must stop (then finished); `lexNext` then lexes what it stopped before.
    public mutating func skipBracketed(_ open: inout [OpenBracket]) {
        guard !isFinished else { return }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0C:
                skipSpaces()
            case 0x0A, 0x0D:
                advanceLineBreak()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                guard skipLineComment() else { return finish() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else { return finish() }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                let close = byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : byte + 2
                open.append((close, position))
                advanceByte()
                droppedToken()
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard open.count > 1, open[open.count - 1].close == byte else { return }
                open.removeLast()
                advanceByte()
                droppedToken()
            case UInt8(ascii: "\""):
                guard skipString(start: position) else { return finish() }
                droppedToken()
            case _ where Self.isPlainByte(byte):
                // A run of names, numbers, operators and spaces: none can hold an error, a literal, a comment or a
                // bracket, so it is moved over byte by byte (each byte one column) without telling its tokens apart.
                skipRun(ofClass: Self.plainClass)
                droppedToken()
            default:
                let (kind, goesOn) = scanToken(at: position)
                guard goesOn else { return finish() }
                if kind != nil { droppedToken() }
            }
        }
    }

    /// After a token that is not kept: the next one follows it, not a line break, and a KDoc before it was its own.
    @inline(__always)
    private mutating func droppedToken() {
        sawNewline = false
        pendingDoc = nil
    }
}
