// The writer's text: non-ASCII strings copied as written, the ASCII between them checked; a truncation drops both.

import Testing

@testable import KontractSerialization

@Suite struct JSONWriterTextTests {
    @Test func nonASCIIStringsAndTheASCIIBetweenThemMakeTheText() {
        var writer = KotlinJSONWriter()
        writer.byte(0x5B)
        writer.string("dragón")
        writer.byte(0x2C)
        writer.string("https://example.com/an-ascii-run-longer-than-a-small-string")
        writer.byte(0x2C)
        writer.string("ónix😀")
        writer.string("")
        writer.byte(0x5D)
        let expected = #"["dragón","https://example.com/an-ascii-run-longer-than-a-small-string","ónix😀"""]"#
        #expect(writer.text == expected)
        #expect(Array(writer.text.utf8) == writer.bytes)
    }

    /// The writer's buffer is shared by a copy until one of them writes (then that one copies it first).
    @Test func aCopiedWriterWritesIntoItsOwnBuffer() {
        var writer = KotlinJSONWriter()
        writer.string("shared")
        var copy = writer
        writer.byte(0x2C)
        writer.integer(-42)
        copy.byte(0x3A)
        copy.unsigned(UInt64.max)
        copy.truncate(to: 10)
        copy.raw("0")
        #expect(writer.text == #""shared",-42"#)
        #expect(copy.text == #""shared":10"#)
    }

    /// The escape scan reads words, the last eight bytes as one (overlapping): an escape or a non-ASCII byte anywhere,
    /// the last byte included, is found at every length.
    @Test func escapesAndNonASCIIAreFoundAtEveryPlace() {
        for length in 1...24 {
            for place in 0..<length {
                for (inserted, written) in [("\"", #"\""#), ("\u{1}", #"\u0001"#), ("é", "é")] {
                    let before = String(repeating: "a", count: place)
                    let after = String(repeating: "b", count: length - place - 1)
                    let text = before + inserted + after
                    var writer = KotlinJSONWriter()
                    writer.string(text)
                    let expected = "\"" + before + written + after + "\""
                    #expect(writer.text == expected, "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func unsignedIntegersAreTheirDecimalDigits() {
        var values: [UInt64] = [0, 9, UInt64.max]
        var power: UInt64 = 10
        for _ in 1...19 {
            values += [power - 1, power, power + 1]
            power = power &* 10
        }
        for value in values {
            var writer = KotlinJSONWriter()
            writer.unsigned(value)
            #expect(writer.text == String(value))
        }
    }

    /// An escaped string with non-ASCII characters is kept as the string of its escaped bytes, between ASCII runs.
    @Test func anEscapedNonASCIIStringKeepsItsBytesAmongOthers() {
        var writer = KotlinJSONWriter()
        writer.byte(0x5B)
        writer.string("ñ\"ü\n😀")
        writer.byte(0x2C)
        writer.string("é")
        writer.byte(0x2C)
        writer.string("tab\there")
        writer.byte(0x5D)
        let expected = #"["ñ\"ü\n😀","é","tab\there"]"#
        #expect(writer.text == expected)
        #expect(Array(writer.text.utf8) == writer.bytes)
    }

    @Test func aTruncationDropsTheStringsItCut() {
        var writer = KotlinJSONWriter()
        writer.string("é")
        let kept = writer.bytes.count
        writer.byte(0x2C)
        writer.string("ñandú")
        writer.truncate(to: kept)
        writer.byte(0x2C)
        writer.string("b")
        #expect(writer.text == #""é","b""#)
    }

    @Test func nonASCIIWrittenOtherwiseKeepsItsBytes() {
        var writer = KotlinJSONWriter()
        writer.string("a\"é")
        writer.string("ü")
        writer.raw("ß")
        Array("\"ключ\":".utf8).withUnsafeBufferPointer { writer.append($0) }
        #expect(writer.text == #""a\"é""ü"ß"ключ":"#)
    }
}
