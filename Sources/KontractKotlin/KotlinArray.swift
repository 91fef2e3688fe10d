// `KotlinArray<T>`: Kotlin's `Array<T>` as exported to Swift (also `vararg` parameters).

/// Kotlin `Array<T>`: a fixed-size, mutable array of nullable elements. An index out of bounds
/// stops the program, as the uncaught Kotlin `IndexOutOfBoundsException` does on the real framework.
///
/// `Sequence` conformance (elements as `T?`) is a Kontract extra, not on the real framework.
public final class KotlinArray<T: AnyObject>: KotlinBase, Sequence {
    private var elements: [T?]

    /// Kotlin `Array(size) { init(it) }`: element `i` is `initializer(KotlinInt(value: i))`.
    public init(size: Int32, init initializer: (KotlinInt) -> T?) {
        precondition(size >= 0, "KotlinArray: negative size \(size)")
        elements = (0..<size).map { initializer(KotlinInt(value: $0)) }
        super.init()
    }

    /// Wraps Swift elements (Kontract extra, used by generated code and tests).
    public init(_ elements: [T?]) {
        self.elements = elements
        super.init()
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

    public func makeIterator() -> IndexingIterator<[T?]> {
        elements.makeIterator()
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
