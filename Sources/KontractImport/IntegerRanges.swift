// `integer` schemas → Byte, Short, Int, Long and the unsigned types, from `format` and the bounds.

import KontractCore

/// The Kotlin integer types by the range kotlinx accepts for each (emit-jsonschema writes exactly these bounds).
enum IntegerRanges {
    static let exact: [(type: String, minimum: Double, maximum: Double)] = [
        ("Byte", -128, 127), ("Short", -32768, 32767), ("Int", -2_147_483_648, 2_147_483_647),
        ("Long", -9_223_372_036_854_775_808, 9_223_372_036_854_775_807), ("UByte", 0, 255), ("UShort", 0, 65535),
        ("UInt", 0, 4_294_967_295), ("ULong", 0, 18_446_744_073_709_551_615),
    ]

    /// A bound's value (an integer, or a real such as `1e3` or a widened `18446744073709551615.0`).
    static func number(_ json: LocatedJSON?) -> Double? {
        switch json?.value {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }
}

extension ImportSession {
    /// The Kotlin type of an `integer` schema: the type whose range the bounds are exactly; else `format` (`int32`
    /// → Int, `int64` → Long) or the smallest of Int and Long holding the bounds, the bounds reported as not
    /// enforced (KI0201), and a range beyond Long as KI0203.
    func integerType(_ schema: LocatedJSON, at address: SchemaAddress) -> String {
        var minimum = IntegerRanges.number(schema["minimum"])
        var maximum = IntegerRanges.number(schema["maximum"])
        if dialect(address).isOpenAPI30 {
            if case .bool(true) = schema["exclusiveMinimum"]?.value, let value = minimum { minimum = value + 1 }
            if case .bool(true) = schema["exclusiveMaximum"]?.value, let value = maximum { maximum = value - 1 }
        } else {
            if let value = IntegerRanges.number(schema["exclusiveMinimum"]) { minimum = value + 1 }
            if let value = IntegerRanges.number(schema["exclusiveMaximum"]) { maximum = value - 1 }
        }
        if let minimum, let maximum,
            let exact = IntegerRanges.exact.first(where: { $0.minimum == minimum && $0.maximum == maximum })
        {
            return exact.type
        }
        let format = schema["format"]?.string
        let type: String
        if format == "int32"
            || (format == nil && minimum.map { $0 >= -2_147_483_648 } == true
                && maximum.map { $0 <= 2_147_483_647 } == true)
        {
            type = "Int"
        } else {
            type = "Long"
        }
        let range = IntegerRanges.exact.first { $0.type == type }!
        if minimum != nil || maximum != nil {
            let keyword = schema.members?.first {
                ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].contains($0.key)
            }
            report(
                .keywordNotEnforced,
                "the bounds [\(Self.text(minimum)), \(Self.text(maximum))] are not enforced: kotlinx reads any \(type)",
                at: address, keyword?.keyLocation ?? schema.location)
        }
        let beyond = (minimum ?? -.infinity) < range.minimum || (maximum ?? .infinity) > range.maximum
        if beyond && type == "Long" && format != "int64" {
            report(
                .integerBeyondLong,
                "an integer without bounds within Long (no 'format: int64'): read as Long, larger values are refused",
                at: address, schema.members?.first { $0.key == "type" }?.keyLocation ?? schema.location)
        }
        return type
    }

    private static func text(_ bound: Double?) -> String {
        guard let bound else { return "…" }
        return bound.rounded() == bound && abs(bound) < 1e18 ? String(Int64(bound)) : String(bound)
    }
}
