// The declaration-level Kotlin parser: package, imports and declarations; bodies skipped by balanced tokens.

/// Parses a Kotlin file's declarations (``KotlinFileSyntax``) from its tokens.
///
/// Function bodies, initializers and default values are not parsed but skipped by balanced brackets and kept as
/// source text. An error is recorded at its line:column and the parser resumes at the next declaration. Nested
/// declarations and types are depth-bounded and bracket skipping is iterative, so no input overflows the stack.
public struct KotlinParser {
    /// The file being built (its declarations and the parser's errors); the cursor reads `tokens` and `bytes`.
    var file: KotlinFileSyntax
    /// Lexes as the cursor moves: the tokens up to two past the cursor are lexed, a skipped body's are not kept.
    var lexer: KotlinLexer
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// The names-only mode (`parse(_:namesOnly:)`): no KDoc and no text of skipped expressions.
    var namesOnly = false
    /// How deep classes and types may nest before the rest is skipped with an error.
    static let maximumDepth = 100
    /// Receives each top-level declaration as it is parsed, which `file` then does not keep
    /// (`parse(_:namesOnly:eachDeclaration:)`).
    var eachDeclaration: ((KotlinDeclarationSyntax, KotlinFileSyntax) -> Void)?

    /// Lexes and parses `bytes`.
    public static func parse(_ bytes: [UInt8]) -> KotlinFileSyntax { parse(bytes, namesOnly: false) }

    /// Lexes and parses `bytes`; with `namesOnly`, the declarations come without their KDoc (`doc` nil) and the
    /// expressions the parser skips (default values, initializers, delegates, getter expressions, a supertype's
    /// delegate) without their text (`text` empty; their tokens and position stay, `KotlinFileSyntax.sourceText`
    /// gives the text back): the same tree otherwise, for a reader of names and types (extract's index) at less
    /// cost. Annotation arguments keep their text.
    public static func parse(_ bytes: [UInt8], namesOnly: Bool) -> KotlinFileSyntax {
        var parser = KotlinParser(bytes, namesOnly: namesOnly)
        return parser.parseAll()
    }

    /// `parse(_:namesOnly:)` handing each top-level declaration to `body` as soon as it is parsed, with the file as
    /// read so far (bytes, tokens, package, imports, and the errors found before the declaration's end), instead of
    /// keeping it: the file returned has every error but no declarations. A reader of one declaration at a time
    /// then holds one declaration's tree, not the file's (extract's passes over a file whose tree is not kept).
    public static func parse(
        _ bytes: [UInt8], namesOnly: Bool = false,
        eachDeclaration body: (KotlinDeclarationSyntax, KotlinFileSyntax) -> Void
    ) -> KotlinFileSyntax {
        withoutActuallyEscaping(body) { body in
            var parser = KotlinParser(bytes, namesOnly: namesOnly)
            parser.eachDeclaration = body
            return parser.parseAll()
        }
    }

    /// Parses the whole file; its errors in source order.
    private mutating func parseAll() -> KotlinFileSyntax {
        fill(2)
        parseFile()
        // After a lexer error the token stream stops early: the parser's complaints about the missing rest
        // (an unclosed brace) are consequences, so only the lexer's error is kept.
        if !lexer.errors.isEmpty { file.errors = lexer.errors }
        file.errors.sort { $0.position < $1.position }
        file.tokens = lexer.tokens
        return file
    }

    /// Hands `declaration` to `eachDeclaration` with the file read so far: the tokens lexed so far, the lexer's
    /// errors so far and then the parser's. The file lets go of the tokens after, so that lexing on does not copy
    /// them.
    private mutating func hand(
        _ declaration: KotlinDeclarationSyntax, to body: (KotlinDeclarationSyntax, KotlinFileSyntax) -> Void
    ) {
        let parserErrors = file.errors
        file.tokens = lexer.tokens
        file.errors = lexer.errors + parserErrors
        body(declaration, file)
        file.tokens = []
        file.errors = parserErrors
    }

    /// Parses UTF-8 text.
    public static func parse(_ text: String) -> KotlinFileSyntax { parse(Array(text.utf8)) }

    // MARK: The cursor

    /// The tokens lexed so far (those of skipped bodies left out). The cursor's readers below are inlined: called,
    /// each took a copy of the whole parser (208 bytes) from a mutating caller, 18 M instructions of memcpy in 400
    /// files.
    var tokens: [KotlinToken] {
        _read { yield lexer.tokens }
    }

    @inline(__always)
    var token: KotlinToken { tokens[index] }

    /// Lexes on until the token at `at` is lexed or the input ends.
    @inline(__always)
    mutating func fill(_ at: Int) {
        while lexer.tokens.count <= at && !lexer.isFinished { lexer.lexNext() }
    }

    var text: String { tokenText(index) }

    func tokenText(_ at: Int) -> String { KotlinLexer.text(of: tokens[at], in: bytes) }
    @inline(__always)
    var atEnd: Bool { token.kind == .end }

    func text(at offset: Int) -> String {
        let at = min(index + offset, tokens.count - 1)
        return tokenText(at)
    }

    @inline(__always)
    func kind(at offset: Int) -> KotlinTokenKind { tokens[min(index + offset, tokens.count - 1)].kind }

    @inline(__always)
    func isPunctuation(_ value: StaticString, at offset: Int = 0) -> Bool {
        kind(at: offset) == .punctuation && spells(value, at: offset)
    }

    @inline(__always)
    func isWord(_ value: StaticString, at offset: Int = 0) -> Bool {
        kind(at: offset) == .identifier && spells(value, at: offset)
    }

    /// Whether the token at `offset` is `value`, compared byte by byte (no String is made).
    @inline(__always)
    func spells(_ value: StaticString, at offset: Int) -> Bool {
        let range = tokens[min(index + offset, tokens.count - 1)].range
        guard range.count == value.utf8CodeUnitCount else { return false }
        // Byte by byte by index: `elementsEqual` of a slice against the buffer was 3.8 % of a parse's instructions.
        return value.withUTF8Buffer { wanted in
            var at = 0
            while at < wanted.count {
                guard bytes[range.lowerBound + at] == wanted[at] else { return false }
                at += 1
            }
            return true
        }
    }

    @inline(__always)
    var isName: Bool { token.kind == .identifier || token.kind == .backtickedIdentifier }

    /// Moves to the next token, lexing on so that two are read ahead.
    mutating func advance() {
        guard tokens[index].kind != .end else { return }
        index += 1
        fill(index + 2)
    }

    mutating func error(_ message: String, at position: KotlinSourcePosition? = nil) {
        file.errors.append(KotlinSourceError(message, at: position ?? token.position))
    }

    /// Consumes `value` or records "expected `value`".
    @discardableResult
    mutating func expect(_ value: StaticString, _ what: String) -> Bool {
        if isPunctuation(value) {
            advance()
            return true
        }
        error("expected '\(value)' \(what), found \(describe())")
        return false
    }

    func describe() -> String { atEnd ? "the end of the file" : "'\(text)'" }

    /// A name (backticked kept in backquotes); nil with an error when there is none.
    mutating func name(_ what: String) -> String? {
        guard isName else {
            error("expected \(what), found \(describe())")
            return nil
        }
        let value = text
        advance()
        return value
    }

    mutating func skipSemicolons() {
        while isPunctuation(";") { advance() }
    }

    // MARK: The file

    mutating func parseFile() {
        skipSemicolons()
        // A KDoc before `@file:` annotations or `package` documents the file (no declaration follows it).
        let leadingDoc =
            (isPunctuation("@") && isWord("file", at: 1)) || isWord("package") ? docHere() : nil
        // `@file:` annotations come before the package.
        var fileAnnotations: [KotlinAnnotationSyntax] = []
        while isPunctuation("@") && isWord("file", at: 1) && isPunctuation(":", at: 2) {
            parseAnnotation(into: &fileAnnotations)
        }
        file.fileAnnotations = fileAnnotations
        if isWord("package") {
            file.packageDoc = leadingDoc ?? docHere()
            advance()
            file.packageName = dottedName()
            skipSemicolons()
        }
        while isWord("import") {
            let position = token.position
            advance()
            var path = dottedName()
            var isStar = false
            if isPunctuation(".") && isPunctuation("*", at: 1) {
                advance()
                advance()
                isStar = true
            }
            var alias: String?
            if isWord("as") {
                advance()
                alias = name("an import alias")
            }
            if path.isEmpty { path = "" }
            file.imports.append(KotlinImportSyntax(path: path, isStar: isStar, alias: alias, position: position))
            skipSemicolons()
        }
        // Built here, not in `file` (a part of the parser, which parsing mutates), then moved into it.
        var declarations: [KotlinDeclarationSyntax] = []
        while !atEnd {
            if isPunctuation("}") {
                error("unbalanced '}'")
                advance()
            } else if parseDeclaration(into: &declarations), let eachDeclaration {
                hand(declarations.removeLast(), to: eachDeclaration)
            }
            skipSemicolons()
        }
        file.declarations = declarations
    }

    /// `a.b.c` (stops before `.*`).
    mutating func dottedName() -> String {
        guard isName else {
            _ = name("a name")
            return ""
        }
        let first = index
        var last = index
        // Written without spaces or comments (nearly always), the name is its bytes: one String, no parts joined.
        var isContiguous = true
        advance()
        while isPunctuation("."), kind(at: 1) == .identifier || kind(at: 1) == .backtickedIdentifier {
            isContiguous =
                isContiguous && tokens[index - 1].range.upperBound == token.range.lowerBound
                && token.range.upperBound == tokens[index + 1].range.lowerBound
            advance()
            last = index
            advance()
        }
        if isContiguous {
            return KotlinLexer.string(bytes, tokens[first].range.lowerBound..<tokens[last].range.upperBound)
        }
        var text = tokenText(first)
        for at in stride(from: first + 2, through: last, by: 2) {
            text += "."
            text += tokenText(at)
        }
        return text
    }

    // MARK: Recovery

    /// A token that can begin a declaration at the start of a line.
    var startsDeclaration: Bool {
        guard token.kind == .identifier else { return isPunctuation("@") }
        return declarationKeyword() != nil || modifierWord() != nil
    }

    /// Skips to the next declaration start on a new line, or to the `}` closing the current body (not consumed).
    mutating func recover() {
        let start = index
        while !atEnd {
            if index > start && token.followsNewline && startsDeclaration { return }
            if isPunctuation("}") { return }
            if isPunctuation("(") || isPunctuation("[") || isPunctuation("{") {
                skipBalanced()
            } else {
                advance()
            }
        }
    }

    /// Skips a bracketed group starting at the current `(`, `[` or `{`, nested groups included (iteratively);
    /// records an error for a mismatched or missing closing bracket. With `keepingTokens` false (a body no reader
    /// looks into), the group's inside past the tokens already lexed is skipped at byte level
    /// (`KotlinLexer.skipBracketed`), its tokens not kept: the group's token range then holds its first few tokens
    /// and its closing bracket, with the same errors and the same end.
    mutating func skipBalanced(keepingTokens: Bool = true) {
        var stack: [KotlinLexer.OpenBracket] = []
        repeat {
            let byte = bracket(at: index)
            switch byte {
            case UInt8(ascii: "("): stack.append((UInt8(ascii: ")"), token.position))
            case UInt8(ascii: "["): stack.append((UInt8(ascii: "]"), token.position))
            case UInt8(ascii: "{"): stack.append((UInt8(ascii: "}"), token.position))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if stack.last?.close == byte {
                    stack.removeLast()
                } else if let open = stack.last {
                    error(
                        "expected '\(Self.character(open.close))' to close the bracket at \(open.position), "
                            + "found '\(Self.character(byte))'")
                    stack.removeLast()
                    continue
                }
            default:
                break
            }
            if atEnd {
                if let open = stack.first {
                    let opening = open.close == UInt8(ascii: ")") ? "(" : open.close == UInt8(ascii: "]") ? "[" : "{"
                    error("unbalanced '\(opening)': never closed", at: open.position)
                }
                return
            }
            if keepingTokens {
                advance()
            } else {
                if index + 1 == tokens.count {
                    // At the last token lexed: the rest of the group by bytes, then the bracket it stopped before.
                    if !stack.isEmpty { lexer.skipBracketed(&stack) }
                    lexer.lexNext()
                }
                index += 1
            }
        } while !stack.isEmpty
        fill(index + 2)
    }

    /// The byte of a one-byte punctuation token at `at` (`(`, `}`, `,` …), 0 for any other token: bracket
    /// matching in skipped bodies compares bytes, no String is made.
    @inline(__always)
    func bracket(at: Int) -> UInt8 {
        let token = tokens[at]
        guard token.kind == .punctuation, token.range.count == 1 else { return 0 }
        return bytes[token.range.lowerBound]
    }

    static func character(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }

    /// The text of tokens `range`, as written in the source.
    func sourceText(_ range: Range<Int>) -> KotlinSourceText {
        KotlinFileSyntax.sourceText(range, of: tokens, in: bytes)
    }

    /// The KDoc before the current token; nil in the names-only mode.
    @inline(__always)
    func docHere() -> String? { namesOnly ? nil : KotlinLexer.doc(of: token, in: bytes) }
}

extension KotlinParser {
    /// A parser over `bytes`, lexed as it reads them.
    init(_ bytes: [UInt8], namesOnly: Bool) {
        self.init(file: KotlinFileSyntax(bytes: bytes, tokens: []), lexer: KotlinLexer(bytes: bytes), bytes: bytes)
        self.namesOnly = namesOnly
    }
}
