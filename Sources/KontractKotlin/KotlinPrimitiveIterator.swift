// Iterators of the Kotlin primitive arrays (`KotlinIntIterator`...), with `nextInt()` and friends.
import Foundation

/// Kotlin `IntIterator` (and the other primitive iterators) over a snapshot of an array's
/// elements. `next()` returns the box (a `unichar` for `Char`), `nextInt()` etc. the value.
public final class KotlinPrimitiveIterator<Element: KotlinPrimitiveArrayElement>: KotlinBase, KotlinIterator {
    private let elements: [Element]
    private var position = 0

    init(elements: [Element]) {
        self.elements = elements
        super.init()
    }

    public func hasNext() -> Bool {
        position < elements.count
    }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? {
        guard position < elements.count else { return nil }
        return Element.boxed(nextValue())
    }

    /// The next element; past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    func nextValue() -> Element {
        precondition(position < elements.count, "Kotlin iterator: no more elements")
        defer { position += 1 }
        return elements[position]
    }
}

public typealias KotlinByteIterator = KotlinPrimitiveIterator<Int8>
public typealias KotlinShortIterator = KotlinPrimitiveIterator<Int16>
public typealias KotlinIntIterator = KotlinPrimitiveIterator<Int32>
public typealias KotlinLongIterator = KotlinPrimitiveIterator<Int64>
public typealias KotlinFloatIterator = KotlinPrimitiveIterator<Float>
public typealias KotlinDoubleIterator = KotlinPrimitiveIterator<Double>
public typealias KotlinBooleanIterator = KotlinPrimitiveIterator<Bool>
public typealias KotlinCharIterator = KotlinPrimitiveIterator<UInt16>

extension KotlinPrimitiveIterator where Element == Int8 {
    public func nextByte() -> Int8 { nextValue() }
}

extension KotlinPrimitiveIterator where Element == Int16 {
    public func nextShort() -> Int16 { nextValue() }
}

extension KotlinPrimitiveIterator where Element == Int32 {
    public func nextInt() -> Int32 { nextValue() }
}

extension KotlinPrimitiveIterator where Element == Int64 {
    public func nextLong() -> Int64 { nextValue() }
}

extension KotlinPrimitiveIterator where Element == Float {
    public func nextFloat() -> Float { nextValue() }
}

extension KotlinPrimitiveIterator where Element == Double {
    public func nextDouble() -> Double { nextValue() }
}

extension KotlinPrimitiveIterator where Element == Bool {
    public func nextBoolean() -> Bool { nextValue() }
}

extension KotlinPrimitiveIterator where Element == UInt16 {
    public func nextChar() -> unichar { nextValue() }
}
