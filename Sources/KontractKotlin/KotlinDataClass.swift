// What every generated data-class struct shares: `==`, `hash(into:)` and `description` from its Kotlin members.

extension Kotlin {
    /// A generated data-class struct. It writes Kotlin's `equals` (`kotlinEquals(_:)`), `hashCode()`
    /// (`kotlinHashCode`) and `toString()` (`kotlinDescription`); Swift's `==`, `hash(into:)` and
    /// `description` are defined once, here, from them.
    ///
    /// Why here: a `static func ==` in every generated type put one more `==` overload before every `==`
    /// expression of the module, so type checking grew with the square of the module's size (issue #28).
    public protocol DataClass: Hashable, CustomStringConvertible, KotlinStringConvertible, KotlinHashable {
        /// Kotlin's data-class `equals`: every constructor property equal, as Kotlin compares it.
        @_spi(KontractGenerated) func kotlinEquals(_ other: Self) -> Bool
    }
}

extension Kotlin.DataClass {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kotlinEquals(rhs) }

    /// Kotlin's `hashCode()`: equal values (by `kotlinEquals`) hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(kotlinHashCode) }

    public var description: String { kotlinDescription }
}

extension Kotlin {
    /// A generated data-class struct whose Kotlin `equals`, `hashCode()` and `toString()` read its one table of
    /// properties: it writes the table (`kontractProperties`, a `static let`) and its conformance, and the three
    /// members are defined once, here (issue #28: they were ~0.3 KB of Swift per class).
    @_spi(KontractGenerated)
    public protocol TabledDataClass: DataClass {
        /// The constructor properties, each with how Kotlin compares, hashes and prints it.
        static var kontractProperties: DataClassProperties<Self> { get }
    }
}

@_spi(KontractGenerated)
extension Kotlin.TabledDataClass {
    public var kotlinDescription: String { Self.kontractProperties.toString(self) }

    public var kotlinHashCode: Int32 { Self.kontractProperties.hashCode(self) }

    public func kotlinEquals(_ other: Self) -> Bool { Self.kontractProperties.equals(self, other) }
}
