// Kotlin data-class equality for floating point: `compare(a, b) == 0`, not IEEE `==`.

extension Kotlin {
    /// How a JVM data class compares a `Double` property: `Double.compare(a, b) == 0`, so NaN
    /// equals NaN and `0.0` differs from `-0.0` (unlike Swift's `==`).
    public static func dataEquals(_ a: Double, _ b: Double) -> Bool {
        a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern
    }

    /// `Float.compare(a, b) == 0`: NaN equals NaN, `0.0f` differs from `-0.0f`.
    public static func dataEquals(_ a: Float, _ b: Float) -> Bool {
        a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern
    }

    /// `Double?` property: both `null`, or both values and `dataEquals`.
    public static func dataEquals(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return dataEquals(a, b)
    }

    public static func dataEquals(_ a: Float?, _ b: Float?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return dataEquals(a, b)
    }

    /// `List<Double>` (or `DoubleArray` content): same length and elementwise `dataEquals`, as
    /// boxed `Double.equals` compares.
    public static func dataEquals(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { dataEquals($0, $1) }
    }

    public static func dataEquals(_ a: [Float], _ b: [Float]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { dataEquals($0, $1) }
    }

    public static func dataEquals(_ a: [Double?], _ b: [Double?]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { dataEquals($0, $1) }
    }

    public static func dataEquals(_ a: [Float?], _ b: [Float?]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { dataEquals($0, $1) }
    }
}
