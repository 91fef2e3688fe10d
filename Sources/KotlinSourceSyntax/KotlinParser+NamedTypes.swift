// Named types with type arguments (`Map<String, List<Int>>?`) spelled as they are read, without a type node.

extension KotlinParser {
    /// `parseTypeNode()?.spelled` for a type of dotted names and type arguments only (`Map<String, List<Int?>>?`,
    /// `a.B<out C, *>`), written into one String as it is read: no node, no array of segments or arguments per
    /// part (building and freeing them was a third of the parse's cost of such a type). Nil, with the cursor back
    /// where it was and no error recorded, for every other type or for anything `parseTypeNode` would report, which
    /// then reads it.
    mutating func spellNamedTypeDirectly() -> String? {
        let start = index
        var text = ""
        guard spellNamedType(into: &text, nesting: 0) else {
            index = start
            return nil
        }
        return text
    }

    /// One named type at `nesting` levels of type arguments below the cursor's type: its text appended; false
    /// where `parseTypeNode` would read something else (an annotation, a function, parenthesised, suspend,
    /// intersection or too deeply nested type) or report an error.
    private mutating func spellNamedType(into text: inout String, nesting: Int) -> Bool {
        guard depth + nesting < Self.maximumDepth, isName, !isWord("suspend") else { return false }
        while true {
            text += tokenText(index)
            advance()
            if isPunctuation("<") {
                advance()
                text += "<"
                var isFirst = true
                while true {
                    if !isFirst { text += ", " }
                    isFirst = false
                    if isPunctuation("*") {
                        advance()
                        text += "*"
                    } else {
                        if (isWord("in") || isWord("out")) && (kind(at: 1) == .identifier || isPunctuation("(", at: 1))
                        {
                            text += isWord("in") ? "in " : "out "
                            advance()
                        }
                        guard spellNamedType(into: &text, nesting: nesting + 1) else { return false }
                    }
                    guard isPunctuation(",") else { break }
                    advance()
                }
                guard isPunctuation(">") else { return false }
                advance()
                text += ">"
            }
            guard isPunctuation("."), kind(at: 1) == .identifier || kind(at: 1) == .backtickedIdentifier else { break }
            advance()
            text += "."
        }
        var isNullable = false
        while isPunctuation("?") {
            advance()
            isNullable = true
        }
        // A receiver's function type (`A.() -> B`) or an intersection (`T & Any`): parseTypeNode's.
        if (isPunctuation(".") || isPunctuation("?.")) && isPunctuation("(", at: 1) { return false }
        if isPunctuation("&") { return false }
        if isNullable { text += "?" }
        return true
    }
}
