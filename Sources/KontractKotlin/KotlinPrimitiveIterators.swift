// Iterators of the Kotlin primitive arrays (`KotlinIntIterator`...), with `nextInt()` and friends.
import Foundation

/// Kotlin `ByteIterator` over a snapshot of a `KotlinByteArray`'s elements: `next()` returns the box, `nextByte()` the value.
public final class KotlinByteIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int8>

    init(_ elements: [Int8]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextByte() -> Int8 { cursor.nextValue() }
}

/// Kotlin `ShortIterator` over a snapshot of a `KotlinShortArray`'s elements: `next()` returns the box, `nextShort()` the value.
public final class KotlinShortIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int16>

    init(_ elements: [Int16]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextShort() -> Int16 { cursor.nextValue() }
}

/// Kotlin `IntIterator` over a snapshot of a `KotlinIntArray`'s elements: `next()` returns the box, `nextInt()` the value.
public final class KotlinIntIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int32>

    init(_ elements: [Int32]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextInt() -> Int32 { cursor.nextValue() }
}

/// Kotlin `LongIterator` over a snapshot of a `KotlinLongArray`'s elements: `next()` returns the box, `nextLong()` the value.
public final class KotlinLongIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int64>

    init(_ elements: [Int64]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextLong() -> Int64 { cursor.nextValue() }
}

/// Kotlin `FloatIterator` over a snapshot of a `KotlinFloatArray`'s elements: `next()` returns the box, `nextFloat()` the value.
public final class KotlinFloatIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Float>

    init(_ elements: [Float]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextFloat() -> Float { cursor.nextValue() }
}

/// Kotlin `DoubleIterator` over a snapshot of a `KotlinDoubleArray`'s elements: `next()` returns the box, `nextDouble()` the value.
public final class KotlinDoubleIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Double>

    init(_ elements: [Double]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextDouble() -> Double { cursor.nextValue() }
}

/// Kotlin `BooleanIterator` over a snapshot of a `KotlinBooleanArray`'s elements: `next()` returns the box, `nextBoolean()` the value.
public final class KotlinBooleanIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Bool>

    init(_ elements: [Bool]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextBoolean() -> Bool { cursor.nextValue() }
}

/// Kotlin `CharIterator` over a snapshot of a `KotlinCharArray`'s elements: `next()` returns the code unit, `nextChar()` the value.
public final class KotlinCharIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<UInt16>

    init(_ elements: [unichar]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init()
    }

    public func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed; past the end it returns `nil` (Kotlin throws).
    public func next() -> Any? { cursor.nextBoxed() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    public func nextChar() -> unichar { cursor.nextValue() }
}
