// `KotlinUnit`: Kotlin's `Unit` where it appears as a value (type arguments, boxed results).

/// Kotlin `Unit` as a value. Every instance is equal to every other (Kotlin has one `Unit`);
/// use `KotlinUnit.shared`. `@unchecked Sendable`: it has no state.
public final class KotlinUnit: KotlinBase, @unchecked Sendable {
    /// The single `Unit` value.
    public static let shared = KotlinUnit()

    public init() {
        super.init(kontractBase: ())
    }

    @_spi(KontractGenerated) public var kotlinDescription: String { "kotlin.Unit" }
    /// `Unit.hashCode()` is an identity hash on the JVM; here a fixed 0 (stable across runs).
    @_spi(KontractGenerated) public var kotlinHashCode: Int32 { 0 }

    override public var description: String { kotlinDescription }
    override public var hash: Int { 0 }

    override public func isEqual(_ object: Any?) -> Bool {
        object is KotlinUnit
    }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinUnit: KotlinStringConvertible, KotlinHashable {}
