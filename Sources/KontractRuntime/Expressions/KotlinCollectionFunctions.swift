// Kotlin's collection `size` and `==` on untyped values, for generated derived properties.

extension Collection {
    /// Kotlin `size` as the bridge style spells `Int`.
    public var kotlinSize: Int32 {
        Int32(truncatingIfNeeded: count)
    }
}

/// Kotlin equality where Swift has no `==`: values typed `Any` in the contract.
public enum KotlinEquality {
    /// Kotlin `a == b` for values Swift sees as `Any?`: both null, or equal by `Hashable`
    /// (which Kotlin classes implement with `equals`). Values that are not `Hashable` are never equal.
    public static func equals(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case (let x as AnyHashable, let y as AnyHashable): return x == y
        default: return false
        }
    }
}
