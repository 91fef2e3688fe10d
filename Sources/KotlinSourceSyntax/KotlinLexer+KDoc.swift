// The text of a KDoc comment: its lines without their leading stars, blank first and last lines left out.

extension KotlinLexer {
    /// A KDoc body without its leading `*` on each line and without blank first and last lines.
    static func docText(_ body: ArraySlice<UInt8>) -> String {
        // ASCII: a byte is a character, so the lines are cut byte by byte into one buffer, joined by line breaks; the
        // text runs from the first line that is not blank (once its spaces are trimmed) to the end of the last one.
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var textStart: Int?
        var textEnd = 0
        var at = body.startIndex
        while at <= body.endIndex {
            var end = at
            while end < body.endIndex, body[end] != 0x0A, body[end] != 0x0D {
                guard body[end] < 0x80 else { return unicodeDocText(body) }
                end += 1
            }
            var start = at
            while start < end, body[start] == 0x20 || body[start] == 0x09 { start += 1 }
            if start < end, body[start] == UInt8(ascii: "*") {
                start += 1
                if start < end, body[start] == 0x20 { start += 1 }
            }
            var last = end
            while last > start, body[last - 1] == 0x20 || body[last - 1] == 0x09 { last -= 1 }
            if at > body.startIndex { output.append(0x0A) }
            if last > start {
                if textStart == nil { textStart = output.count }
                output += body[start..<last]
                textEnd = output.count
            }
            if end < body.endIndex, body[end] == 0x0D, end + 1 < body.endIndex, body[end + 1] == 0x0A { end += 1 }
            at = end + 1
        }
        guard let textStart else { return "" }
        return String(decoding: output[textStart..<textEnd], as: UTF8.self)
    }

    /// `docText` for a comment that is not all ASCII: characters (grapheme clusters) as Swift's String reads them.
    static func unicodeDocText(_ body: ArraySlice<UInt8>) -> String {
        let text = String(decoding: body, as: UTF8.self).replacingCRLF()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> Substring in
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if line.first == "*" {
                line = line.dropFirst()
                if line.first == " " { line = line.dropFirst() }
            }
            return line
        }
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }.joined(separator: "\n")
    }
}
