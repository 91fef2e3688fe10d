// The lexer's operators and punctuation: the longest mark Kotlin has at each place, for every mix of their bytes.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinLexerPunctuationTests {
    /// Kotlin's operators and punctuation marks, as the grammar lists them.
    static let marks = [
        "..<", "===", "!==", "?.", "?:", "::", "->", "..", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=",
        "*=", "/=", "%=", "!!", "{", "}", "(", ")", "[", "]", "<", ">", ",", ".", ";", ":", "=", "+", "-", "*", "/",
        "%", "!", "?", "@", "&", "|",
    ].map { Array($0.utf8) }

    /// The length of the longest mark `bytes` start with, nil for none: what `punctuationLength` must say.
    static func longestMark(_ bytes: [UInt8]) -> Int? {
        marks.filter { bytes.starts(with: $0) }.map(\.count).max()
    }

    @Test func everyMixOfUpToThreeBytesGivesTheLongestMark() {
        // Every byte of a mark, `#`, a letter and a space, in every sequence of one to three of them, at the end
        // of the input or before more text.
        let alphabet = Array(Set(Self.marks.joined())) + Array("# a".utf8)
        var sequences: [[UInt8]] = [[]]
        var all: [[UInt8]] = []
        for _ in 0..<3 {
            sequences = sequences.flatMap { sequence in alphabet.map { sequence + [$0] } }
            all += sequences
        }
        var checked = 0
        for sequence in all {
            for bytes in [sequence, sequence + Array(" x".utf8)] {
                #expect(KotlinLexer.punctuationLength(bytes, at: 0) == Self.longestMark(bytes), "\(bytes)")
                checked += 1
            }
        }
        #expect(checked > 20_000)
    }
}
