// Skipping a body by bytes ends where skipping its tokens ends, with the same next token and the same errors.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinLexerBodySkippingTests {
    /// Bodies whose braces hide in strings, templates, characters, comments and backticked names.
    static let tricky = [
        "fun f() { val s = \"}\"; val t = \"${ mapOf(1 to \"{\").size }\" }\nclass After",
        "fun f() {\n    val raw = \"\"\"\n  } ${ listOf(\"\"\"}\"\"\") } \"\"\"\"\n    '}'; '\\''\n}\nval after = 1",
        "fun f() { /* } /* nested } */ } */ // }\n  `a}b`(1)\n  /** doc */ }\n/** Next. */ val x = 2",
        "fun f() { g { h(it[0]) { } } }\nfun g() = (1)",
        "fun f() { (] }\nval y = 3",
        "fun f() { a(b[c) } val z = 1",
        "fun f() { val a = 1 }",
        "init { x }",
        "fun f() {\n  val s = \"unterminated\n}\n",
        "fun f() { /* never closed }\n",
        "fun f() { a # b $ c \\ d }\nval w = 4",
        "fun f() { `` }",
        "fun f() { \"${ \"${ 1 }\" }\" }\n",
        "fun f() { 'x\n}",
        "fun f() { val é = \"ü\" }\nval v = \"ß\"",
        "fun f() {",
        "fun f() { { { }",
        "fun f() { 0x1F + 1.5e3f + .5 + 7uL }",
    ]

    /// After the `{` token at `open`: the token a byte skip stops before, found token by token: the first closing
    /// bracket that closes the `{` itself or does not match the innermost open one, or the end.
    static func stop(_ tokens: [KotlinToken], _ bytes: [UInt8], after open: Int) -> Int {
        var stack: [UInt8] = [UInt8(ascii: "}")]
        for index in (open + 1)..<tokens.count {
            let token = tokens[index]
            guard token.kind == .punctuation, token.range.count == 1 else {
                if token.kind == .end { return index }
                continue
            }
            let byte = bytes[token.range.lowerBound]
            switch byte {
            case UInt8(ascii: "("): stack.append(UInt8(ascii: ")"))
            case UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(byte + 2)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if stack.count == 1 || stack.last != byte { return index }
                stack.removeLast()
            default: break
            }
        }
        return tokens.count - 1
    }

    @Test func aByteSkipEndsWhereATokenSkipEnds() throws {
        let corpus = try KotlinParserNamesOnlyTests.corpus() + Self.tricky.map { Array($0.utf8) }
        var skipped = 0
        for bytes in corpus {
            let (tokens, errors) = KotlinLexer.tokenize(bytes)
            for open in tokens.indices
            where tokens[open].kind == .punctuation && tokens[open].range.count == 1
                && bytes[tokens[open].range.lowerBound] == UInt8(ascii: "{")
            {
                let stop = Self.stop(tokens, bytes, after: open)
                // The parser's skip: token by token to the `{`, its inside by bytes, then the parser's own steps.
                var lexer = KotlinLexer(bytes: bytes)
                while lexer.tokens.count <= open { lexer.lexNext() }
                var stack: [KotlinLexer.OpenBracket] = [(UInt8(ascii: "}"), tokens[open].position)]
                lexer.skipBracketed(&stack)
                lexer.lexNext()
                // The token it stopped before, lexed: the same token (kind, range, position, line break and KDoc before).
                #expect(
                    lexer.tokens[open + 1] == tokens[stop],
                    "\(String(decoding: bytes, as: UTF8.self)) from \(tokens[open].position)")
                lexer.run()
                #expect(lexer.errors == errors, "\(String(decoding: bytes, as: UTF8.self))")
                skipped += 1
            }
        }
        #expect(skipped >= 40)
    }

    @Test func thePlainBytesAreNamesNumbersOperatorsAndSpaces() {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_ \t\u{0C}!%&*+,-.:;<=>?@|".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(KotlinLexer.isPlainByte(byte) == plain.contains(byte), "byte \(byte)")
        }
    }

    @Test func aSkippedBodyKeepsItsErrorsAndTheNextDeclaration() {
        let unterminated = KotlinParser.parse("fun f() {\n  val s = \"abc\n}\nclass C")
        #expect(unterminated.errors.map(\.description) == ["2:11: unterminated string"])
        let stray = KotlinParser.parse("fun f() { a # b }\nclass C")
        #expect(stray.errors.map(\.description) == ["1:13: unexpected character '#'"])
        // A bracket that closes nothing open ends the body where the token-level skip ends it (as before).
        let mismatched = KotlinParser.parse("fun f() { g(] }\nclass C")
        #expect(
            mismatched.errors.map(\.description) == [
                "1:13: expected ')' to close the bracket at 1:12, found ']'",
                "1:13: expected '}' to close the bracket at 1:9, found ']'",
                "1:13: expected a declaration, found ']'", "1:15: unbalanced '}'",
            ])
        let unclosed = KotlinParser.parse("fun f() { g() \n")
        #expect(unclosed.errors.map(\.description) == ["1:9: unbalanced '{': never closed"])
        let file = KotlinParser.parse("fun f() { val s = \"}\"; '}' /* } */ }\n/** C. */ class C")
        #expect(file.errors.isEmpty)
        #expect(file.declarations.map(\.name) == ["f", "C"])
        #expect(file.declarations.last?.doc == "C.")
    }

    @Test func aSkippedBodyIsReadAgainForANameInIt() {
        let file = KotlinParser.parse("fun f() { a(1, 2); ViewModelProvider(owner) /* Other */ }\nfun g() = Other()")
        let body = file.declarations[0].body!
        #expect(file.tokens[body.upperBound - 1].kind == .punctuation)
        #expect(file.containsIdentifier("ViewModelProvider", in: body))
        #expect(!file.containsIdentifier("Other", in: body))
        #expect(file.containsIdentifier("Other", in: file.declarations[1].initializer!.tokens))
    }
}
