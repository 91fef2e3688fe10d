// The value a Kotlin number box holds, tagged with its Kotlin type.

/// A primitive value together with the Kotlin type it was boxed from. The tag matters:
/// Kotlin's `equals`, `hashCode` and `toString` depend on the type, not only on the number.
package enum KotlinNumberValue: Sendable {
    case byte(Int8)
    case ubyte(UInt8)
    case short(Int16)
    case ushort(UInt16)
    case int(Int32)
    case uint(UInt32)
    case long(Int64)
    case ulong(UInt64)
    case float(Float)
    case double(Double)
    case boolean(Bool)

    /// The value as a signed 64-bit integer: integers wrap, floating point truncates toward zero
    /// and saturates (NaN gives 0), booleans give 0 or 1.
    var int64Value: Int64 {
        reading(
            integer: { Int64(truncatingIfNeeded: $0) }, float: { Self.saturatingInt64(Double($0)) },
            double: { Self.saturatingInt64($0) }, boolean: { $0 ? 1 : 0 })
    }

    /// The value as an unsigned 64-bit integer: integers wrap (two's complement), floating point
    /// truncates toward zero (negative values wrap as their signed truncation does).
    var uint64Value: UInt64 {
        switch self {
        case .ulong(let v): v
        case .float(let v) where v >= 0: Self.saturatingUInt64(Double(v))
        case .double(let v) where v >= 0: Self.saturatingUInt64(v)
        default: UInt64(bitPattern: int64Value)
        }
    }

    var doubleValue: Double {
        reading(integer: { Double($0) }, float: { Double($0) }, double: { $0 }, boolean: { $0 ? 1 : 0 })
    }

    var floatValue: Float {
        switch self {
        case .long(let v): Float(v)
        case .ulong(let v): Float(v)
        case .float(let v): v
        default: Float(doubleValue)
        }
    }

    var boolValue: Bool {
        switch self {
        case .boolean(let v): v
        case .float(let v): v != 0
        case .double(let v): v != 0
        case .ulong(let v): v != 0
        default: int64Value != 0
        }
    }

    /// Kotlin `equals` between two boxed values: same Kotlin type and same value; floating point
    /// compares bit patterns with NaN canonical (NaN equals NaN, 0.0 differs from -0.0).
    func kotlinEquals(_ other: KotlinNumberValue) -> Bool {
        switch (self, other) {
        case (.byte(let a), .byte(let b)): a == b
        case (.ubyte(let a), .ubyte(let b)): a == b
        case (.short(let a), .short(let b)): a == b
        case (.ushort(let a), .ushort(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.uint(let a), .uint(let b)): a == b
        case (.long(let a), .long(let b)): a == b
        case (.ulong(let a), .ulong(let b)): a == b
        case (.float(let a), .float(let b)): Kotlin.dataEquals(a, b)
        case (.double(let a), .double(let b)): Kotlin.dataEquals(a, b)
        case (.boolean(let a), .boolean(let b)): a == b
        default: false
        }
    }

    /// Kotlin `hashCode()` of the boxed value (unsigned types hash as their signed bit pattern).
    var kotlinHashCode: Int32 {
        switch self {
        case .byte(let v): Kotlin.hashCode(v)
        case .ubyte(let v): Kotlin.hashCode(v)
        case .short(let v): Kotlin.hashCode(v)
        case .ushort(let v): Kotlin.hashCode(v)
        case .int(let v): Kotlin.hashCode(v)
        case .uint(let v): Kotlin.hashCode(v)
        case .long(let v): Kotlin.hashCode(v)
        case .ulong(let v): Kotlin.hashCode(v)
        case .float(let v): Kotlin.hashCode(v)
        case .double(let v): Kotlin.hashCode(v)
        case .boolean(let v): Kotlin.hashCode(v)
        }
    }

    /// Kotlin `toString()` of the boxed value.
    var kotlinDescription: String {
        reading(
            integer: { String($0) }, float: { Kotlin.toString($0) }, double: { Kotlin.toString($0) },
            boolean: { $0 ? "true" : "false" })
    }

    /// The value read by one of four closures: every integer width alike (wrapping and widening as the
    /// integer's own type does), or the floating-point and boolean cases each by its own.
    private func reading<Value>(
        integer: (any FixedWidthInteger) -> Value, float: (Float) -> Value, double: (Double) -> Value,
        boolean: (Bool) -> Value
    ) -> Value {
        switch self {
        case .byte(let v): integer(v)
        case .ubyte(let v): integer(v)
        case .short(let v): integer(v)
        case .ushort(let v): integer(v)
        case .int(let v): integer(v)
        case .uint(let v): integer(v)
        case .long(let v): integer(v)
        case .ulong(let v): integer(v)
        case .float(let v): float(v)
        case .double(let v): double(v)
        case .boolean(let v): boolean(v)
        }
    }

    private static func saturatingInt64(_ v: Double) -> Int64 {
        if v.isNaN { return 0 }
        if v >= 9_223_372_036_854_775_808.0 { return .max }
        if v < -9_223_372_036_854_775_808.0 { return .min }
        return Int64(v)
    }

    private static func saturatingUInt64(_ v: Double) -> UInt64 {
        if v.isNaN { return 0 }
        if v >= 18_446_744_073_709_551_616.0 { return .max }
        return UInt64(v)
    }
}
