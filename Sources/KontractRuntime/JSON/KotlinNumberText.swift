// Number text as Kotlin/JVM writes and reads it: Double/Float toString, toDouble, toULong.

import Foundation

/// Kotlin/JVM number text rules the JSON codec needs.
///
/// `double(_:)` and `float(_:)` stand in for the runtime's `Kotlin.toString` number formatting
/// until that branch is merged; then they should call it (one copy of the rule).
enum KotlinNumberText {
    /// `Double.toString()` on the JVM: `1.0`, `0.1`, `1.0E7`, `1.0E-4`, `NaN`, `-Infinity`.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        // Java's FloatingDecimal prints two digits for the smallest subnormal.
        if value.magnitude == Double.leastNonzeroMagnitude { return value < 0 ? "-4.9E-324" : "4.9E-324" }
        return javaLayout(swiftShortest: value.description, magnitude: value.magnitude.description, isZero: value == 0)
    }

    /// `Float.toString()` on the JVM.
    static func float(_ value: Float) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        return javaLayout(swiftShortest: value.description, magnitude: value.magnitude.description, isZero: value == 0)
    }

    /// Lays out Swift's shortest round-trip digits the way Java's `toString` does: plain
    /// decimal for 1e-3 ≤ |x| < 1e7, else `d.dddE±n`, always with a fractional digit.
    private static func javaLayout(swiftShortest: String, magnitude: String, isZero: Bool) -> String {
        let sign = swiftShortest.hasPrefix("-") ? "-" : ""
        if isZero { return sign + "0.0" }
        let parts = magnitude.lowercased().split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? "0"
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = String(pieces[0])
        let fractionPart = pieces.count > 1 ? String(pieces[1]) : ""
        var digits = integerPart + fractionPart
        // value = 0.digits × 10^(exponent + integerPart.count)
        exponent += integerPart.count
        while digits.hasPrefix("0") && digits.count > 1 {
            digits.removeFirst()
            exponent -= 1
        }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        let scientific = exponent - 1  // value = d.ddd × 10^scientific
        if scientific >= -3 && scientific < 7 {
            if scientific >= 0 {
                let integerCount = scientific + 1
                let padded =
                    digits.count < integerCount
                    ? digits + String(repeating: "0", count: integerCount - digits.count) : digits
                let integer = padded.prefix(integerCount)
                let fraction = padded.dropFirst(integerCount)
                return sign + integer + "." + (fraction.isEmpty ? "0" : fraction)
            }
            return sign + "0." + String(repeating: "0", count: -scientific - 1) + digits
        }
        let head = digits.prefix(1)
        let tail = digits.dropFirst()
        return sign + head + "." + (tail.isEmpty ? "0" : tail) + "E" + String(scientific)
    }

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
