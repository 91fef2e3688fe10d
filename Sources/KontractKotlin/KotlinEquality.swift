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

extension Kotlin {
    /// Kotlin `==` (`equals`) between values of any type, for properties Swift cannot compare
    /// with `==` (`Any?`, `[Any]`, `[String: Any]`): `null` equals only `null`; numbers must be
    /// the same Kotlin type (`1` (Int) != `1L` (Long)), `Double`/`Float` as boxed `equals`
    /// (NaN equals NaN, `0.0 != -0.0`); Kotlin objects (`KotlinBase`) by `isEqual`; lists
    /// elementwise, sets and maps by content; other `Hashable` values of the same type by `==`; instances of a class
    /// that is not `Hashable` by identity.
    public static func equals(_ a: Any?, _ b: Any?) -> Bool {
        switch (unwrappedOptional(a), unwrappedOptional(b)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let x as Double, let y as Double): return dataEquals(x, y)
        case (let x as Float, let y as Float): return dataEquals(x, y)
        case (let x as KotlinBase, let y as KotlinBase): return x.isEqual(y)
        // Before the Swift collections: swift-corelibs-foundation bridges an NSSet/NSDictionary subclass empty.
        case (let x as KotlinMutableCollection, let y): return x.isEqual(y)
        case (_, let y as KotlinMutableCollection): return y.isEqual(a)
        case (let x as String, let y as String): return x == y
        case (let x as [AnyHashable: Any], let y as [AnyHashable: Any]):
            return x.count == y.count && x.allSatisfy { key, value in y[key].map { equals(value, $0) } ?? false }
        case (let x as Set<AnyHashable>, let y as Set<AnyHashable>): return x == y
        case (let x as [Any], let y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { equals($0, $1) }
        case (let x?, let y?):
            if type(of: x) == type(of: y), let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            // A class that is not `Hashable` (swift style's classes): Kotlin's `equals` of a class, identity.
            return type(of: x) is AnyClass && type(of: y) is AnyClass && (x as AnyObject) === (y as AnyObject)
        }
    }
}
