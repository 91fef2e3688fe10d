// How a typed JSON row compares its property as Kotlin's data-class `equals` does, from the property's Swift type.
// SPI: the framework's types have no such member (an app reaches `Int32.kontractEquals` otherwise).

@_spi(KontractGenerated) import KontractKotlin

/// A `KontractJSONField` type Swift's `==` compares as Kotlin does (`Bool`, the integers, `String`, the boxes,
/// generated types): `==`.
extension KontractJSONField where Self: Equatable {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: Self, _ rhs: Self) -> Bool { lhs == rhs }
}

/// Any other `KontractJSONField` type (a hand-written `KotlinSerializable` that is not `Equatable`):
/// `Kotlin.propertyEquals(_:_:)`.
extension KontractJSONField {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: Self, _ rhs: Self) -> Bool {
        Kotlin.propertyEquals(lhs, rhs)
    }
}

/// Kotlin compares a `Double` property with `compare`: NaN equals NaN, `0.0` differs from `-0.0`.
extension Double {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: Double, _ rhs: Double) -> Bool {
        Kotlin.dataEquals(lhs, rhs)
    }
}

extension Float {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: Float, _ rhs: Float) -> Bool {
        Kotlin.dataEquals(lhs, rhs)
    }
}

/// `null` equals only `null`; two values as their type compares them (a `Double?` by `compare`).
extension Optional where Wrapped: KontractJSONField {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: Wrapped?, _ rhs: Wrapped?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return Wrapped.kontractEquals(lhs, rhs)
    }
}

/// A list: same length and elementwise, as `List.equals` compares (a `List<Double>` by `compare`).
extension Array where Element: KontractJSONField {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: [Element], _ rhs: [Element]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { Element.kontractEquals($0, $1) }
    }
}

/// A `Map<String, V>`: the same keys, each key's values as their type compares them (`Map.equals`; a
/// `Map<String, Double>` by `compare`).
extension Dictionary where Key == String, Value: KontractJSONField {
    @_spi(KontractGenerated) public static func kontractEquals(_ lhs: [String: Value], _ rhs: [String: Value])
        -> Bool
    {
        lhs.count == rhs.count
            && lhs.allSatisfy { key, value in rhs[key].map { Value.kontractEquals(value, $0) } ?? false }
    }
}
