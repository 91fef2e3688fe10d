// Keywords, modifier words and punctuation told apart by their bytes: no String is made to recognise a word.

extension KotlinParser {
    /// The words that begin a declaration.
    static let declarationKeywords: [(spelling: StaticString, word: String)] = [
        ("class", "class"), ("interface", "interface"), ("fun", "fun"), ("val", "val"), ("var", "var"),
        ("object", "object"), ("typealias", "typealias"), ("constructor", "constructor"), ("init", "init"),
    ]
    /// The modifier words, each with its String (made once, handed to every declaration that carries it).
    static let modifierWords: [(spelling: StaticString, word: String)] = [
        ("public", "public"), ("private", "private"), ("internal", "internal"), ("protected", "protected"),
        ("abstract", "abstract"), ("final", "final"), ("open", "open"), ("sealed", "sealed"),
        ("override", "override"), ("data", "data"), ("enum", "enum"), ("annotation", "annotation"),
        ("value", "value"), ("inline", "inline"), ("inner", "inner"), ("companion", "companion"),
        ("suspend", "suspend"), ("tailrec", "tailrec"), ("operator", "operator"), ("infix", "infix"),
        ("external", "external"), ("const", "const"), ("lateinit", "lateinit"), ("expect", "expect"),
        ("actual", "actual"), ("vararg", "vararg"), ("noinline", "noinline"), ("crossinline", "crossinline"),
        ("reified", "reified"), ("fun", "fun"),
    ]
    /// `modifierWords` by their length in bytes, so that a name is compared with a few words of its length.
    static let modifierWordsByLength: [[(spelling: StaticString, word: String)]] = {
        var table = Array(repeating: [(spelling: StaticString, word: String)](), count: 12)
        for entry in modifierWords { table[entry.spelling.utf8CodeUnitCount].append(entry) }
        return table
    }()

    /// The modifier word the token at `offset` spells, as the word's own String (none is made from the bytes);
    /// nil for any other token.
    @inline(__always)
    func modifierWord(at offset: Int = 0) -> String? {
        guard kind(at: offset) == .identifier else { return nil }
        let count = tokens[min(index + offset, tokens.count - 1)].range.count
        guard count < Self.modifierWordsByLength.count else { return nil }
        for entry in Self.modifierWordsByLength[count] where spells(entry.spelling, at: offset) { return entry.word }
        return nil
    }

    /// The declaration keyword the current token spells (`class`, `fun`, `init`…), as the word's own String; nil
    /// for any other token.
    @inline(__always)
    func declarationKeyword() -> String? {
        guard token.kind == .identifier else { return nil }
        for entry in Self.declarationKeywords where spells(entry.spelling, at: 0) { return entry.word }
        return nil
    }

    /// Whether the token at `offset` spells one of `values`, compared byte by byte.
    @inline(__always)
    func spellsAny(_ values: [StaticString], at offset: Int = 0) -> Bool {
        for value in values where spells(value, at: offset) { return true }
        return false
    }
}
