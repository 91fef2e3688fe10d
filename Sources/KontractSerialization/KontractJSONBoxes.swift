// The Kotlin primitive boxes (`KotlinInt?`, `[KotlinInt]`…) on the typed JSON path, read and written as their primitive.

import KontractKotlin

/// A box of a Kotlin primitive (bridge style's `Int?` and `Int` in a collection) that the typed path reads and
/// writes as the primitive it holds: kotlinx's rules and messages are the primitive's, as kotlinx decodes an
/// `Int?` with `Int`'s serializer. Before, such a property went through `KotlinValue` and a conversion closure
/// per row (issue #28).
@_spi(KontractGenerated)
public protocol KontractJSONBox: KontractJSONField {
    associatedtype Primitive: KontractJSONField
    init(value: Primitive)
    /// The primitive the box holds.
    var kontractPrimitive: Primitive { get }
}

@_spi(KontractGenerated)
extension KontractJSONBox {
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Self {
        Self(value: try Primitive.kontractDecode(&decoder))
    }

    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        try kontractPrimitive.kontractEncode(&encoder)
    }
}

@_spi(KontractGenerated) extension KotlinByte: KontractJSONBox {
    public var kontractPrimitive: Int8 { int8Value }
}

@_spi(KontractGenerated) extension KotlinUByte: KontractJSONBox {
    public var kontractPrimitive: UInt8 { uint8Value }
}

@_spi(KontractGenerated) extension KotlinShort: KontractJSONBox {
    public var kontractPrimitive: Int16 { int16Value }
}

@_spi(KontractGenerated) extension KotlinInt: KontractJSONBox {
    public var kontractPrimitive: Int32 { int32Value }
}

@_spi(KontractGenerated) extension KotlinUInt: KontractJSONBox {
    public var kontractPrimitive: UInt32 { uint32Value }
}

@_spi(KontractGenerated) extension KotlinLong: KontractJSONBox {
    public var kontractPrimitive: Int64 { int64Value }
}

@_spi(KontractGenerated) extension KotlinULong: KontractJSONBox {
    public var kontractPrimitive: UInt64 { uint64Value }
}

@_spi(KontractGenerated) extension KotlinFloat: KontractJSONBox {
    public var kontractPrimitive: Float { floatValue }
}

@_spi(KontractGenerated) extension KotlinDouble: KontractJSONBox {
    public var kontractPrimitive: Double { doubleValue }
}

@_spi(KontractGenerated) extension KotlinBoolean: KontractJSONBox {
    public var kontractPrimitive: Bool { boolValue }
}
