// The byte-level trimming and splitting extract uses agree with Foundation's and with Characters', Unicode included.

import Foundation
import Testing

@testable import KontractExtract

@Suite struct ByteLevelTextTests {
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

    /// Type names as the mapper splits them: dotted, generic, with empty parts, a CR LF pair and non-ASCII ones
    /// (a combining mark after a separator joins it into one Character, which splitting by Characters keeps).
    static let names = [
        "", ".", "..", "a", "a.b", ".a.b.", "a..b", "List<Map<String, Int>>", "<a>", "kotlinx.coroutines.flow.Flow",
        "`in`.Name", "a\r\n.b", "é.b", "a.\u{301}b", "<\u{301}x>", "Ünïcode<T>.x",
    ]

    @Test func splittingIsSplittingByCharacters() {
        for name in Self.names {
            for separator in [".", "<"] {
                let byte = UInt8(ascii: Unicode.Scalar(separator)!)
                let character = Character(separator)
                for omitting in [true, false] {
                    #expect(
                        name.splitting(byte, omittingEmptySubsequences: omitting)
                            == name.split(separator: character, omittingEmptySubsequences: omitting), "\(name)")
                }
                #expect(name.lastIndex(ofASCII: byte) == name.lastIndex(of: character), "\(name)")
            }
        }
    }

    /// Small (inline) and large strings, non-ASCII ones, the empty one, and a bridged-like Substring copy.
    @Test func containsByteIsUTF8Contains() {
        let long = String(repeating: "kotlinx.coroutines.flow.", count: 8)
        for text in Self.texts + ["`in`.Name", "a_b", long, long + "`", "é`", "com.`in`.x", String(long.dropLast(3))] {
            for ascii in ["`", ".", "_", ":", "?", " "] {
                let byte = UInt8(ascii: Unicode.Scalar(ascii)!)
                #expect(text.containsByte(byte) == text.utf8.contains(byte), "\(text) \(ascii)")
            }
        }
    }

    /// A function type is told by its `->` outside angle brackets and parentheses, or a parenthesised start, read by
    /// bytes whatever the names' scalars.
    @Test(arguments: [
        ("() -> Unit", true), ("suspend (Int) -> String", true), ("Int.() -> Unit", true),
        ("suspend  Ünï.(Ключ) -> Unit", true), ("List<(Int) -> Unit>", false), ("Map<Ключ, (Int) -> Ünit>", false),
        ("Flow<Список>", false), ("Ünï", false), ("Pair<A, B>.(C) -> D", true), ("Result<Int>?", false),
    ])
    func functionTypesAreToldByTheirArrowOutsideBrackets(type: String, isFunction: Bool) {
        #expect(ExtractionContext.isFunctionType(type) == isFunction)
    }
}
