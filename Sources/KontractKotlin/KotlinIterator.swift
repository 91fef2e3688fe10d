// `KotlinIterator`: Kotlin's `Iterator` as exported to Swift, with an adapter to Swift iteration.

/// Kotlin `Iterator<T>`; generics are erased on export, so `next()` returns `Any?`.
public protocol KotlinIterator {
    func hasNext() -> Bool
    func next() -> Any?
}

/// Iterates a snapshot of elements, the way a Kotlin array iterator walks its array.
final class KotlinSnapshotIterator: KotlinBase, KotlinIterator {
    private let elements: [Any?]
    private var position = 0

    init(elements: [Any?]) {
        self.elements = elements
        super.init(kontractBase: ())
    }

    func hasNext() -> Bool {
        position < elements.count
    }

    /// The next element; past the end it returns `nil` (Kotlin throws `NoSuchElementException`).
    func next() -> Any? {
        guard position < elements.count else { return nil }
        defer { position += 1 }
        return elements[position]
    }
}
