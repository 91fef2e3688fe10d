// `KotlinEnum`: the base class of exported Kotlin enum classes (objc interop style).

/// Base of a Kotlin enum class as the real framework exports it: entries are instances (static
/// properties on the subclass) with `name` and `ordinal`; equality is identity.
///
/// Not `Sendable`, as `KotlinEnum` and the enum classes of a Kotlin/Native framework are not: Swift 6 code
/// sending an entry across isolation fails to compile here as it does against the real framework.
open class KotlinEnum<E: AnyObject>: KotlinBase, KotlinComparable {
    public let name: String
    public let ordinal: Int32

    public init(name: String, ordinal: Int32) {
        self.name = name
        self.ordinal = ordinal
        super.init(kontractBase: ())
    }

    /// Kotlin `compareTo`: the difference of ordinals.
    public func compareTo(other: E) -> Int32 {
        guard let other = other as? KotlinEnum<E> else { return 0 }
        return ordinal - other.ordinal
    }

    /// `KotlinComparable` conformance; a value that is not an entry of `E` compares as equal (0).
    public func compareTo(other: Any?) -> Int32 {
        guard let other = other as? KotlinEnum<E> else { return 0 }
        return ordinal - other.ordinal
    }

    @_spi(KontractGenerated) public var kotlinDescription: String { name }

    /// Kotlin enums hash by identity on the JVM, which is not reproducible; Kontract uses the
    /// ordinal, which is stable and consistent with identity equality.
    @_spi(KontractGenerated) public var kotlinHashCode: Int32 { ordinal }

    override open var description: String { name }
    override open var hash: Int { Int(ordinal) }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinEnum: KotlinStringConvertible, KotlinHashable {}
