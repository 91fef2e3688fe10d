// The lexer's byte-class table holds, for every byte value, exactly the classes their definitions spell out.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinLexerByteClassTests {
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isOneOf(_ byte: UInt8, _ characters: String) -> Bool { characters.utf8.contains(byte) }

    @Test func theTableHasOneEntryPerByte() {
        #expect(kotlinLexerByteClasses.count == 256)
    }

    @Test func aNameByteIsAnASCIILetterDigitOrUnderscore() {
        for byte in UInt8.min...UInt8.max {
            let expected = Self.isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_")
            #expect(KotlinLexer.isASCIINamePart(byte) == expected, "byte \(byte)")
        }
    }

    @Test func aPlainByteStandsOnlyInsideANameNumberOrOperator() {
        for byte in UInt8.min...UInt8.max {
            let expected =
                Self.isASCIILetterOrDigit(byte) || Self.isOneOf(byte, "_ \t\u{0C}")
                || Self.isOneOf(byte, "!%&*+,-.:;<=>?@|")
            #expect(KotlinLexer.isPlainByte(byte) == expected, "byte \(byte)")
        }
    }

    @Test func aPlainStringByteIsPrintableASCIIButQuoteDollarAndBackslash() {
        for byte in UInt8.min...UInt8.max {
            let printable = byte >= 0x20 && byte <= 0x7F
            #expect(KotlinLexer.isPlainStringByte(byte) == (printable && !Self.isOneOf(byte, "\"$\\")), "byte \(byte)")
            #expect(KotlinLexer.isPlainRawStringByte(byte) == (printable && !Self.isOneOf(byte, "\"$")), "byte \(byte)")
        }
    }
}
