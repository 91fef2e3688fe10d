// Table tests of the Kotlin lexer: token kinds, texts and line:column of every literal and comment form.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinLexerTests {
    /// `kind text @line:col` per token, the end token left out.
    static func describe(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let (tokens, _) = KotlinLexer.tokenize(bytes)
        return tokens.dropLast().map { "\($0.kind) \(KotlinLexer.text(of: $0, in: bytes)) @\($0.position)" }
    }

    static func errors(_ source: String) -> [String] {
        KotlinLexer.tokenize(Array(source.utf8)).errors.map(\.description)
    }

    @Test(arguments: [
        ("0x1F_FF", "integerLiteral"), ("0b1010_0101", "integerLiteral"), ("1_000_000L", "integerLiteral"),
        ("7u", "integerLiteral"), ("3UL", "integerLiteral"), ("0xFFuL", "integerLiteral"), ("42", "integerLiteral"),
        ("1.5", "realLiteral"), (".5", "realLiteral"), ("1e10", "realLiteral"), ("1.5E-3", "realLiteral"),
        ("2.5f", "realLiteral"), ("1F", "realLiteral"), ("3e+2f", "realLiteral"),
    ])
    func numericLiterals(text: String, kind: String) {
        #expect(Self.describe(text) == ["\(kind) \(text) @1:1"])
    }

    @Test func rangesAreNotReals() {
        #expect(Self.describe("1..2") == ["integerLiteral 1 @1:1", "punctuation .. @1:2", "integerLiteral 2 @1:4"])
    }

    @Test(arguments: [
        #""plain""#, #""esc \" \\ \n \u0041 \$""#, #""t $name and ${a.b}""#, #""n ${ { x: Int -> "}" } } end""#,
        #""""raw "quotes" ${"in"} $x""""#, #""""""a"""""#, #""${ "${ "deep" }" }""#, #""c ${'}'} d""#,
        #""k ${ /* } */ 1 }""#, #""a ${b.c { it + 1 }} é""#, #""${x}${y}""#, #""t ${ 'c' } ${ "n" } u""#,
        #""\${ not a template""#, #""a ${ b /* } */ }c""#,
    ])
    func stringsAreOneToken(text: String) {
        #expect(
            Self.describe(text + " x") == [
                "stringLiteral \(text) @1:1", "identifier x @1:\(text.unicodeScalars.count + 2)",
            ])
    }

    @Test(arguments: [#"'c'"#, #"'\n'"#, #"'\''"#, #"'\u0041'"#, "'é'"])
    func characterLiterals(text: String) {
        #expect(Self.describe(text) == ["characterLiteral \(text) @1:1"])
    }

    @Test func commentsAndKDoc() {
        let source = "/* a /* nested */ still */ x // line\n/** The doc.\n * Second line. */\nclass"
        let (tokens, errors) = KotlinLexer.tokenize(Array(source.utf8))
        #expect(errors.isEmpty)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .end])
        #expect(tokens[0].position == KotlinSourcePosition(line: 1, column: 28))
        #expect(KotlinLexer.doc(of: tokens[1], in: Array(source.utf8)) == "The doc.\nSecond line.")
        #expect(tokens[1].position == KotlinSourcePosition(line: 4, column: 1))
        #expect(tokens[1].followsNewline)
    }

    /// KDoc text cut byte by byte (ASCII) is what the character-based reading gives.
    @Test(arguments: [
        "* One.\n * Two.  ", "\n *\n * A\r\n *   indented\t\r *\n\n", "", "  \t ", "*", "x\n\n\ny", " ** b \n\t* c",
    ])
    func kdocTextOfASCIIMatchesTheCharacterReading(body: String) {
        let bytes = ArraySlice(Array(body.utf8))
        #expect(KotlinLexer.docText(bytes) == KotlinLexer.unicodeDocText(bytes))
    }

    @Test func tokensArePackedAndKeepTheirFields() {
        #expect(MemoryLayout<KotlinToken>.stride <= 28)
        var token = KotlinToken(
            kind: .identifier, range: 5..<9, position: KotlinSourcePosition(line: 3, column: 7), followsNewline: true,
            docRange: 1..<4)
        #expect(token.range == 5..<9 && token.position == KotlinSourcePosition(line: 3, column: 7))
        #expect(token.docRange == 1..<4 && token.followsNewline)
        token.docRange = nil
        #expect(token.docRange == nil)
    }

    @Test func namesAnnotationsAndOperators() {
        #expect(
            Self.describe("@file:JvmName(\"A\")\n`in` ?.?:: -> ..< é_1")
                == [
                    "punctuation @ @1:1", "identifier file @1:2", "punctuation : @1:6", "identifier JvmName @1:7",
                    "punctuation ( @1:14", "stringLiteral \"A\" @1:15", "punctuation ) @1:18",
                    "backtickedIdentifier `in` @2:1", "punctuation ?. @2:6", "punctuation ?: @2:8",
                    "punctuation : @2:10", "punctuation -> @2:12", "punctuation ..< @2:15", "identifier é_1 @2:19",
                ])
    }

    @Test func bomShebangAndLineEnds() {
        let source = "\u{FEFF}#!/usr/bin/env kotlin\r\nval\r\n  x\ry"
        #expect(Self.describe(source) == ["identifier val @2:1", "identifier x @3:3", "identifier y @4:1"])
    }

    @Test(arguments: [
        ("val s = \"open", "1:9: unterminated string"),
        ("val s = \"\"\"open\n", "1:9: unterminated string"),
        ("x /* a /* b */", "1:3: unterminated comment"),
        ("val s = \"${ { \"", "1:15: unterminated string"),
        ("'ab", "1:1: unterminated character literal"),
        ("a # b", "1:3: unexpected character '#'"),
        ("`open", "1:1: unterminated backticked name"),
        ("/** a\u{0} */ class", "1:6: a NUL character (U+0000)"),
    ])
    func badInputIsAnErrorAtItsPlace(source: String, message: String) {
        #expect(Self.errors(source).first == message)
    }

    /// A string is scanned without a stack until a template holds more than names, operators and braces; the
    /// errors past that hand-over are where the stack's scan puts them.
    @Test(arguments: [
        ("val s = \"a ${ b", "1:9: unterminated string template"),
        ("val s = \"a ${ b { c", "1:9: unterminated string template"),
        ("val s = \"a ${ b }\n\"", "1:9: unterminated string"),
        ("\"a ${ b } é\u{0}\"", "1:12: a NUL character (U+0000)"),
        ("val s = \"x ${ \"y\" ", "1:9: unterminated string template"),
        ("\"\"\"a ${ b } \n ${ \"c", "2:5: unterminated string"),
    ])
    func templateErrorsAreAtTheirPlace(source: String, message: String) {
        #expect(Self.errors(source) == [message])
    }

    @Test func invalidUTF8IsAnErrorAtItsPlace() {
        let bytes: [UInt8] = Array("val a = 1\nval \u{E9}".utf8) + [0xFF, 0x41]
        let (_, errors) = KotlinLexer.tokenize(bytes)
        #expect(errors.map(\.description) == ["2:6: invalid UTF-8 (byte 0xff)"])
        let overlong: [UInt8] = [0x61, 0xC0, 0x80]
        #expect(KotlinLexer.tokenize(overlong).errors.map(\.description) == ["1:2: invalid UTF-8 (byte 0xc0)"])
    }

    @Test func deepTemplatesDoNotRecurse() {
        let depth = 20_000
        let source = String(repeating: "\"${", count: depth) + String(repeating: "}\"", count: depth)
        let (tokens, errors) = KotlinLexer.tokenize(Array(source.utf8))
        #expect(errors.isEmpty)
        #expect(tokens.map(\.kind) == [.stringLiteral, .end])
    }
}
