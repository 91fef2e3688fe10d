// Kotlin semantics of the runtime's String and Char helpers, on inputs where Swift and Kotlin differ.

@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

@Suite struct ExpressionStringFunctionTests {
    @Test(arguments: [
        ("", true), (" \t\n\r\u{0B}\u{0C}", true), ("\u{00A0}", true), ("\u{2007}\u{202F}\u{3000}", true),
        ("\u{2028}\u{2029}", true), ("\u{1C}\u{1F}", true), ("\u{1680}", true),
        ("\u{200B}", false), ("\u{0085}", false), ("\u{180E}", false), ("\u{FEFF}", false), (" a ", false),
        ("😀", false),
    ])
    func isBlankFollowsKotlinWhitespace(_ text: String, _ blank: Bool) {
        #expect(text.kotlinIsBlank() == blank)
    }

    /// Kotlin's rule, by category: Zs, Zl, Zp, or a control in U+0009...U+000D or U+001C...U+001F.
    @Test func isWhitespaceMatchesTheUnicodeCategoriesForEveryBMPUnit() {
        var mismatches: [UInt16] = []
        for unit in UInt16.min...UInt16.max {
            let expected: Bool
            if let scalar = Unicode.Scalar(unit) {
                switch scalar.properties.generalCategory {
                case .spaceSeparator, .lineSeparator, .paragraphSeparator: expected = true
                default: expected = (0x09...0x0D).contains(unit) || (0x1C...0x1F).contains(unit)
                }
            } else {
                expected = false  // surrogates
            }
            if KotlinChar.isWhitespace(unit) != expected { mismatches.append(unit) }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func lengthCountsUTF16Units() {
        #expect("😀".kotlinLength == 2)
        #expect("e\u{301}".kotlinLength == 2)
        #expect("".kotlinLength == 0)
    }

    @Test func padStartPadsToUTF16Length() {
        #expect("7".kotlinPadStart(3, 0x30) == "007")
        #expect("😀".kotlinPadStart(3, 0x2A) == "*😀")
        #expect("😀".kotlinPadStart(2, 0x2A) == "😀")
        #expect("abc".kotlinPadStart(2) == "abc")
        #expect("ab".kotlinPadStart(Int32(4)) == "  ab")
        #expect("7".kotlinPadStart(3, Character("0")) == "007")
        #expect("😀".kotlinPadStart(3 as Int, Character("-")) == "-😀")
        #expect("x".kotlinPadStart(0 as Int32, 0x30) == "x")
    }

    @Test func uppercaseUsesFullInvariantMapping() {
        #expect("straße".kotlinUppercase() == "STRASSE")
        #expect("ﬁx".kotlinUppercase() == "FIX")
        #expect("istanbul".kotlinUppercase() == "ISTANBUL")
        #expect("ŉ".kotlinUppercase() == "\u{2BC}N")
    }

    @Test func lowercaseAppliesFinalSigma() {
        #expect("ΟΔΟΣ".kotlinLowercase() == "οδος")
        #expect("ΟΔΟΣ ΟΔΟΣ.".kotlinLowercase() == "οδος οδος.")
        #expect("Σ".kotlinLowercase() == "σ")
        #expect("ΣΑ".kotlinLowercase() == "σα")
        #expect("ΑΣ'Α".kotlinLowercase() == "ασ'α")
        #expect("\u{130}".kotlinLowercase() == "i\u{307}")
        #expect("ABC".kotlinLowercase() == "abc")
    }

    @Test func containsComparesUTF16UnitsWithoutNormalizing() {
        #expect("e\u{301}".kotlinContains("e"))
        #expect(!"\u{E9}".kotlinContains("e"))
        #expect("abc".kotlinContains(""))
        #expect(!"ab".kotlinContains("abc"))
        #expect("a😀b".kotlinContains("😀b"))
        #expect("abc".kotlinContains(UInt16(0x62)))
        #expect("abc".kotlinContains(Character("c")))
    }

    @Test func compareToOrdersByUTF16Units() {
        #expect("a".kotlinCompareTo("b") == -1)
        #expect("ab".kotlinCompareTo("a") == 1)
        #expect("abc".kotlinCompareTo("abc") == 0)
        // U+FF61 sorts after the surrogate 0xD83D of "😀" in Kotlin, though before it by scalar value.
        #expect("\u{FF61}".kotlinCompareTo("😀") > 0)
    }

    @Test func charHelpers() {
        #expect(KotlinChar.unit(Character("é")) == 0xE9)
        #expect(KotlinChar.unit(from: UInt16(0x41)) == 0x41)
        #expect(KotlinChar.unit(from: Character("B")) == 0x42)
        #expect(KotlinChar.unit(from: nil) == nil)
        #expect(KotlinChar.unit(from: 3.5) == nil)
    }

    @Test func collectionSizeIsAnInt32() {
        #expect([1, 2, 3].kotlinSize == 3)
        #expect(Set(["a"]).kotlinSize == 1)
        #expect([String: Int]().kotlinSize == 0)
    }
}
