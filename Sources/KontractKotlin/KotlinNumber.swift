// `KotlinNumber`: the common base of the Kotlin boxes (`KotlinInt`, `KotlinDouble`...).
import Foundation

/// Base of the Kotlin number boxes. On the real framework it is an `NSNumber` subclass; here it is
/// a `KotlinBase` offering the same `NSNumber` accessors. Conversions between widths wrap like C
/// casts; floating point to integer truncates toward zero and saturates.
///
/// Equality and hashing follow Kotlin's boxed `equals`/`hashCode`: a `KotlinInt` never equals a
/// `KotlinLong`, and `KotlinDouble(value: .nan)` equals itself.
open class KotlinNumber: KotlinBase {
    package let value: KotlinNumberValue

    init(kotlinValue: KotlinNumberValue) {
        self.value = kotlinValue
        super.init(kontractBase: ())
    }

    public var int8Value: Int8 { Int8(truncatingIfNeeded: value.int64Value) }
    public var uint8Value: UInt8 { UInt8(truncatingIfNeeded: value.int64Value) }
    public var int16Value: Int16 { Int16(truncatingIfNeeded: value.int64Value) }
    public var uint16Value: UInt16 { UInt16(truncatingIfNeeded: value.int64Value) }
    public var int32Value: Int32 { Int32(truncatingIfNeeded: value.int64Value) }
    public var uint32Value: UInt32 { UInt32(truncatingIfNeeded: value.uint64Value) }
    public var int64Value: Int64 { value.int64Value }
    public var uint64Value: UInt64 { value.uint64Value }
    public var intValue: Int { Int(truncatingIfNeeded: value.int64Value) }
    public var uintValue: UInt { UInt(truncatingIfNeeded: value.uint64Value) }
    public var floatValue: Float { value.floatValue }
    public var doubleValue: Double { value.doubleValue }
    public var boolValue: Bool { value.boolValue }
    /// Kotlin `toString()` of the value (the real `NSNumber.stringValue` may differ for Boolean).
    public var stringValue: String { value.kotlinDescription }

    @_spi(KontractGenerated) public var kotlinDescription: String { value.kotlinDescription }
    @_spi(KontractGenerated) public var kotlinHashCode: Int32 { value.kotlinHashCode }

    override open var description: String { value.kotlinDescription }
    override open var debugDescription: String { value.kotlinDescription }
    override open var hash: Int { Int(value.kotlinHashCode) }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? KotlinNumber else { return false }
        return value.kotlinEquals(other.value)
    }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinNumber: KotlinStringConvertible, KotlinHashable {}
