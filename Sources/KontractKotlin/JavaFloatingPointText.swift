// Double/Float → text exactly as Kotlin/JVM's `toString()` (JDK 19+ `Double.toString`) writes it.

/// Renders floating-point values the way `java.lang.Double.toString` / `Float.toString` do
/// (JDK 19 and later, which Kotlin/JVM uses on a current JVM):
///
/// - the digits are the shortest decimal that rounds back to the value (Swift's `description`
///   computes exactly those, the closest one when several are equally short);
/// - when that shortest decimal has one digit, Java considers two-digit decimals too and picks the
///   closest to the exact value; this only changes subnormals with few significant bits
///   (`4.9E-324`, where Swift says `5e-324`; `1.4E-45` for `Float`);
/// - the layout is plain (`100.0`, `0.001`, at least one fractional digit) when
///   1e-3 <= |x| < 1e7, else computerized scientific (`1.0E7`, `1.0E-4`).
enum JavaFloatingPointText {
    static func string<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        let sign = value.sign == .minus ? "-" : ""
        if value == 0 { return sign + "0.0" }
        let magnitude = value.magnitude
        var decimal = DecimalDigits(swiftDescription: magnitude.description)
        if decimal.digits.count == 1 && magnitude.isSubnormal,
            let closer = closestTwoDigitDecimal(subnormal: magnitude)
        {
            decimal = closer
        }
        return sign + decimal.javaLayout
    }

    /// The two-significant-digit decimal closest to a subnormal `value`, if it reads back as
    /// `value`. Computed from the exact decimal expansion of `value`.
    private static func closestTwoDigitDecimal<F: BinaryFloatingPoint & LosslessStringConvertible>(
        subnormal value: F
    ) -> DecimalDigits? {
        // A subnormal is k × 2^-n exactly (n = 1074 for Double, 149 for Float) = k × 5^n / 10^n.
        let n = -Int(F.leastNonzeroMagnitude.exponent)
        let k = UInt64(value.significandBitPattern)
        let exact = ExactDecimal.digits(of: k, timesPowerOfFive: n)
        guard exact.count >= 2 else { return nil }
        var leading = exact[0] * 10 + exact[1]
        var exponent = exact.count - n  // value = 0.d1d2... × 10^exponent
        let rest = exact.dropFirst(2)
        let roundUp: Bool
        if let first = rest.first, first != 5 {
            roundUp = first > 5
        } else if rest.first == 5 {
            roundUp = rest.dropFirst().contains { $0 != 0 } || leading % 2 == 1
        } else {
            roundUp = false
        }
        if roundUp { leading += 1 }
        if leading == 100 {
            leading = 10
            exponent += 1
        }
        let candidate = DecimalDigits(digits: [leading / 10, leading % 10], exponent: exponent)
        guard F("\(leading)e\(exponent - 2)") == value else { return nil }
        return candidate
    }
}

/// A positive decimal `0.d1d2...dn × 10^exponent`, with `d1 != 0` and no trailing zero digits.
struct DecimalDigits: Equatable {
    var digits: [Int]
    var exponent: Int

    init(digits: [Int], exponent: Int) {
        var digits = digits
        var exponent = exponent
        while digits.first == 0 {
            digits.removeFirst()
            exponent -= 1
        }
        while digits.count > 1 && digits.last == 0 { digits.removeLast() }
        self.digits = digits
        self.exponent = exponent
    }

    /// Reads Swift's `description` of a positive finite value (`100.0`, `1e-05`, `1.5e+300`).
    init(swiftDescription text: String) {
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first ?? ""
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [Int] = []
        var integerDigits: Int?
        for character in mantissa {
            if character == "." {
                integerDigits = digits.count
            } else if let digit = character.wholeNumberValue {
                digits.append(digit)
            }
        }
        self.init(digits: digits, exponent: (integerDigits ?? digits.count) + exponent)
    }

    /// The Java layout: plain when 10^-3 <= value < 10^7, else `d.dddE<exp>`.
    var javaLayout: String {
        let text = digits.map(String.init).joined()
        if exponent > 0 && exponent <= 7 {
            let integer =
                exponent >= digits.count
                ? text + String(repeating: "0", count: exponent - digits.count)
                : String(text.prefix(exponent))
            let fraction = exponent >= digits.count ? "0" : String(text.dropFirst(exponent))
            return integer + "." + fraction
        }
        if exponent <= 0 && exponent > -3 {
            return "0." + String(repeating: "0", count: -exponent) + text
        }
        let fraction = digits.count > 1 ? String(text.dropFirst()) : "0"
        return String(text.prefix(1)) + "." + fraction + "E" + String(exponent - 1)
    }
}

/// Exact decimal expansion of `k × 5^n` with a tiny base-10^9 big integer (used for subnormals).
enum ExactDecimal {
    static func digits(of k: UInt64, timesPowerOfFive n: Int) -> [Int] {
        let base: UInt64 = 1_000_000_000
        // Little-endian limbs; k < 2^64 < base^3.
        var limbs: [UInt64] = [k % base, (k / base) % base, k / base / base]
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        var remaining = n
        while remaining > 0 {
            let step = min(remaining, 12)
            var factor: UInt64 = 1
            for _ in 0..<step { factor *= 5 }
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % base
                carry = product / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            remaining -= step
        }
        var text = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        return text.compactMap(\.wholeNumberValue)
    }
}
