// `KotlinArray<T>`: Kotlin's `Array<T>` as exported to Swift (also `vararg` parameters).

/// Kotlin `Array<T>`: a fixed-size, mutable array of nullable elements. An index out of bounds
/// stops the program, as the uncaught Kotlin `IndexOutOfBoundsException` does on the real framework.
///
/// Not a Swift `Sequence`, as on the real framework (Swift iterates it with `iterator()` or `get(index:)`).
public final class KotlinArray<T: AnyObject>: KotlinBase {
    private(set) var elements: [T?]

    /// Kotlin `Array(size) { init(it) }`: element `i` is `initializer(KotlinInt(value: i))`.
    public init(size: Int32, init initializer: (KotlinInt) -> T?) {
        precondition(size >= 0, "KotlinArray: negative size \(size)")
        elements = (0..<size).map { initializer(KotlinInt(value: $0)) }
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [T?]) {
        self.elements = elements
        super.init(kontractBase: ())
    }

    public var size: Int32 { Int32(elements.count) }

    public func get(index: Int32) -> T? {
        elements[checked(index)]
    }

    public func set(index: Int32, value: T?) {
        elements[checked(index)] = value
    }

    public func iterator() -> KotlinIterator {
        KotlinSnapshotIterator(elements: elements.map { $0 })
    }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (T?) throws -> R) rethrows -> [R] {
        try elements.map(transform)
    }

    /// Kotlin `contentToString()` (`[a, b]`), which JVM data classes print for array properties.
    override public var description: String {
        kotlinContentDescription
    }

    private func checked(_ index: Int32) -> Int {
        precondition(
            index >= 0 && Int(index) < elements.count,
            "KotlinArray: index \(index) out of bounds for length \(elements.count)")
        return Int(index)
    }
}
