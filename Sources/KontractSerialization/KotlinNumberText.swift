// Number text as Kotlin/JVM writes and reads it: Double/Float toString, toDouble, toULong.

import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// Kotlin/JVM number text rules the JSON codec needs. Writing floats delegates to the
/// runtime's `Kotlin.toString` (one copy of the JVM formatting rule).
enum KotlinNumberText {
    /// `Double.toString()` on the JVM: `1.0`, `0.1`, `1.0E7`, `1.0E-4`, `NaN`, `-Infinity`.
    static func double(_ value: Double) -> String { Kotlin.toString(value) }

    /// `Float.toString()` on the JVM.
    static func float(_ value: Float) -> String { Kotlin.toString(value) }

    /// Java's `Double.parseDouble` grammar (what Kotlin's `String.toDouble()` uses on the JVM):
    /// surrounding whitespace, a sign, `NaN`, `Infinity`, hex floats, `.5`, `5.`, and a trailing
    /// `f`/`F`/`d`/`D`. Returns the normalized text Swift can parse, or nil.
    static func javaFloatingText(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        var start = 0
        while start < bytes.count && bytes[start] <= 0x20 { start += 1 }
        bytes = Array(bytes[start...])
        guard !bytes.isEmpty else { return nil }
        var index = 0
        var sign = ""
        if bytes[0] == 0x2B || bytes[0] == 0x2D {
            sign = bytes[0] == 0x2D ? "-" : ""
            index = 1
        }
        let rest = String(decoding: bytes[index...], as: UTF8.self)
        if rest == "NaN" { return "nan" }
        if rest == "Infinity" { return sign + "inf" }
        var body = Array(bytes[index...])
        if let last = body.last, [0x66, 0x46, 0x64, 0x44].contains(last) { body.removeLast() }
        guard !body.isEmpty else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        if body.count > 2 && body[0] == 0x30 && (body[1] | 0x20) == 0x78 {
            // Hex: 0x hexdigits [. hexdigits] p [+-] digits
            var position = 2
            var mantissaDigits = 0
            while position < body.count && KotlinJSONReader.hexValue(body[position]) != nil {
                position += 1
                mantissaDigits += 1
            }
            if position < body.count && body[position] == 0x2E {
                position += 1
                while position < body.count && KotlinJSONReader.hexValue(body[position]) != nil {
                    position += 1
                    mantissaDigits += 1
                }
            }
            guard mantissaDigits > 0, position < body.count, body[position] | 0x20 == 0x70 else { return nil }
            position += 1
            if position < body.count && (body[position] == 0x2B || body[position] == 0x2D) { position += 1 }
            let exponentStart = position
            while position < body.count && isDigit(body[position]) { position += 1 }
            guard position == body.count, position > exponentStart else { return nil }
            return sign + String(decoding: body, as: UTF8.self)
        }
        var position = 0
        var mantissaDigits = 0
        while position < body.count && isDigit(body[position]) {
            position += 1
            mantissaDigits += 1
        }
        if position < body.count && body[position] == 0x2E {
            position += 1
            while position < body.count && isDigit(body[position]) {
                position += 1
                mantissaDigits += 1
            }
        }
        guard mantissaDigits > 0 else { return nil }
        if position < body.count && body[position] | 0x20 == 0x65 {
            position += 1
            if position < body.count && (body[position] == 0x2B || body[position] == 0x2D) { position += 1 }
            let exponentStart = position
            while position < body.count && isDigit(body[position]) { position += 1 }
            guard position > exponentStart else { return nil }
        }
        guard position == body.count else { return nil }
        var normalized = String(decoding: body, as: UTF8.self)
        if normalized.hasPrefix(".") { normalized = "0" + normalized }
        if normalized.hasSuffix(".") { normalized += "0" }
        normalized = normalized.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
        return sign + normalized
    }

    /// Kotlin's `String.toULongOrNull()`: an optional `+`, then decimal digits, no overflow.
    static func kotlinUnsigned(_ text: String) -> UInt64? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == 0x2B {
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(byte - 0x30))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }
}
