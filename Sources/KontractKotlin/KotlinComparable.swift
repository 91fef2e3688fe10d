// `KotlinComparable`: Kotlin's `Comparable` as exported to Swift.

/// Kotlin `Comparable<T>`; generics are erased on export, so `other` is `Any?`.
public protocol KotlinComparable {
    func compareTo(other: Any?) -> Int32
}
