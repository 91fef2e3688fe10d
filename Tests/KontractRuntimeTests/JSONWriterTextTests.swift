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
