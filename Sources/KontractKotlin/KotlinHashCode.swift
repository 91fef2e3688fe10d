// Kotlin `hashCode()` of Swift values, following the JVM rules: `Kotlin.hashCode(_:)`, `KotlinHashable`.
import Foundation

/// A type that knows its Kotlin `hashCode()`. Generated types and the boxes conform.
@_spi(KontractGenerated) public protocol KotlinHashable {
    @_spi(KontractGenerated) var kotlinHashCode: Int32 { get }
}

extension Kotlin {
    public static func hashCode(_ value: Int8) -> Int32 { Int32(value) }
    /// Kotlin `UByte` hashes as its `Byte` bit pattern (it is a value class over `Byte`).
    public static func hashCode(_ value: UInt8) -> Int32 { Int32(Int8(bitPattern: value)) }
    public static func hashCode(_ value: Int16) -> Int32 { Int32(value) }
    /// Kotlin `UShort` hashes as its `Short` bit pattern. For a Kotlin `Char` use `hashCode(char:)`.
    public static func hashCode(_ value: UInt16) -> Int32 { Int32(Int16(bitPattern: value)) }
    public static func hashCode(_ value: Int32) -> Int32 { value }
    public static func hashCode(_ value: UInt32) -> Int32 { Int32(bitPattern: value) }

    /// `(int) (v ^ (v >>> 32))`.
    public static func hashCode(_ value: Int64) -> Int32 {
        let bits = UInt64(bitPattern: value)
        return Int32(truncatingIfNeeded: bits ^ (bits >> 32))
    }

    public static func hashCode(_ value: UInt64) -> Int32 { hashCode(Int64(bitPattern: value)) }
    /// Swift `Int` is not a Kotlin type; it hashes as a Kotlin `Long`.
    public static func hashCode(_ value: Int) -> Int32 { hashCode(Int64(value)) }
    public static func hashCode(_ value: UInt) -> Int32 { hashCode(UInt64(value)) }
    public static func hashCode(_ value: Bool) -> Int32 { value ? 1231 : 1237 }

    /// `Double.hashCode()`: the `Long` hash of `doubleToLongBits` (every NaN is the canonical NaN).
    public static func hashCode(_ value: Double) -> Int32 {
        hashCode(value.isNaN ? 0x7ff8_0000_0000_0000 : value.bitPattern)
    }

    /// `Float.hashCode()`: `floatToIntBits` (every NaN is the canonical NaN).
    public static func hashCode(_ value: Float) -> Int32 {
        hashCode(value.isNaN ? 0x7fc0_0000 : value.bitPattern)
    }

    /// `String.hashCode()`: `s[0]*31^(n-1) + ... + s[n-1]` over UTF-16 code units, wrapping.
    public static func hashCode(_ value: String) -> Int32 {
        value.utf16.reduce(Int32(0)) { 31 &* $0 &+ Int32($1) }
    }

    /// `Char.hashCode()`: the UTF-16 code.
    public static func hashCode(char: unichar) -> Int32 { Int32(char) }

    /// Kotlin `hashCode()` of any value: `null` is 0; `KotlinHashable` values use
    /// `kotlinHashCode` (boxes by value, enums by ordinal); Swift primitives and `String` as
    /// above; a `Character` as a `Char` (or a `String` when it is more than one UTF-16 unit);
    /// lists and Kotlin arrays `31 * h + e` from 1 (arrays by content, as JVM data classes hash
    /// array properties); sets the sum; maps the sum of `hash(key) ^ hash(value)`. Other objects
    /// fall back to their Swift hash, truncated (not Kotlin's, which is identity).
    public static func hashCode(_ value: Any?) -> Int32 {
        guard let value = unwrappedOptional(value) else { return 0 }
        switch value {
        case let hashable as KotlinHashable: return hashable.kotlinHashCode
        case let string as String: return hashCode(string)
        case let substring as Substring: return hashCode(String(substring))
        case let character as Character: return hashCode(character: character)
        case let bool as Bool: return hashCode(bool)
        case let double as Double: return hashCode(double)
        case let float as Float: return hashCode(float)
        case let integer as any BinaryInteger: return hashCode(integer: integer)
        case let array as KotlinArrayContent: return array.kotlinContentHashCode
        case let dictionary as [AnyHashable: Any]: return mapHashCode(dictionary)
        case let set as Set<AnyHashable>: return set.reduce(Int32(0)) { $0 &+ hashCode($1.base) }
        case let list as [Any]: return listHashCode(list)
        case let hashable as AnyHashable: return Int32(truncatingIfNeeded: hashable.hashValue)
        default: return 0
        }
    }

    /// `List.hashCode()`: `31 * h + hash(e)` starting from 1.
    static func listHashCode<S: Sequence>(_ elements: S) -> Int32 {
        elements.reduce(Int32(1)) { 31 &* $0 &+ hashCode($1) }
    }

    private static func mapHashCode(_ dictionary: [AnyHashable: Any]) -> Int32 {
        dictionary.reduce(Int32(0)) { $0 &+ (hashCode($1.key.base) ^ hashCode($1.value)) }
    }

    private static func hashCode(character: Character) -> Int32 {
        let units = Array(String(character).utf16)
        return units.count == 1 ? hashCode(char: units[0]) : hashCode(String(character))
    }

    private static func hashCode(integer: any BinaryInteger) -> Int32 {
        switch integer {
        case let v as Int8: hashCode(v)
        case let v as UInt8: hashCode(v)
        case let v as Int16: hashCode(v)
        case let v as UInt16: hashCode(v)
        case let v as Int32: hashCode(v)
        case let v as UInt32: hashCode(v)
        case let v as Int64: hashCode(v)
        case let v as UInt64: hashCode(v)
        case let v as UInt: hashCode(v)
        default: hashCode(Int64(truncatingIfNeeded: integer))
        }
    }
}
