// The byte-level trimming extract uses agrees with Foundation's, Unicode spaces at the ends included.

import Foundation
import Testing

@testable import KontractExtract

@Suite struct WhitespaceTrimmingTests {
    /// Texts whose ends are ASCII, spaces and tabs, other Unicode spaces (U+00A0, U+2003, U+3000), a combining
    /// mark after a space, and empty or blank text.
    static let texts = [
        "", " ", "\t \t", "Int", " Int", "Int ", " \tList<Int> \t", "\u{00A0}Int", "Int\u{00A0}",
        " \u{2003} Int \u{3000}",
        "\u{3000}", " \u{301}x ", "é", " é ", "a b", "\n Int \n", "?Int??", "??",
    ]

    @Test func trimmingWhitespacesIsFoundationsTrimming() {
        for text in Self.texts {
            #expect(
                text.trimmingWhitespaces == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            let inner = ("[" + text + "]").dropFirst().dropLast()
            #expect(inner.trimmingWhitespaces == inner.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func trimmingASCIIIsFoundationsTrimmingOfThatCharacter() {
        for text in Self.texts {
            #expect(
                text.trimmingASCII(UInt8(ascii: "?")) == text.trimmingCharacters(in: CharacterSet(charactersIn: "?")))
            #expect(text.trimmingASCII(UInt8(ascii: " ")) == text.trimmingCharacters(in: [" "]))
        }
    }
}
