// Iterators of the Kotlin primitive arrays (`KotlinIntIterator`...), with `nextInt()` and friends.
import Foundation

// The exporter's classes (`@interface SharedKotlinIntIterator : SharedBase <SharedKotlinIterator>`): open, with a
// designated `init()`, `next()` returning the box (non-null) and `nextInt()` the value. Kotlin's `IntIterator` is
// abstract: a Swift subclass overrides `hasNext()` and `nextInt()`, and `next()` boxes `nextInt()` as Kotlin's
// `final override fun next() = nextInt()` does.

/// Kotlin `ByteIterator` over a snapshot of a `KotlinByteArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextByte()`): `next()` returns the box, `nextByte()` the value.
open class KotlinByteIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int8>

    init(_ elements: [Int8]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextByte()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextByte()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinByte { KotlinByte(value: nextByte()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinByte(value: nextByte()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextByte() -> Int8 { cursor.nextValue() }
}

/// Kotlin `ShortIterator` over a snapshot of a `KotlinShortArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextShort()`): `next()` returns the box, `nextShort()` the value.
open class KotlinShortIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int16>

    init(_ elements: [Int16]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextShort()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextShort()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinShort { KotlinShort(value: nextShort()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinShort(value: nextShort()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextShort() -> Int16 { cursor.nextValue() }
}

/// Kotlin `IntIterator` over a snapshot of a `KotlinIntArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextInt()`): `next()` returns the box, `nextInt()` the value.
open class KotlinIntIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int32>

    init(_ elements: [Int32]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextInt()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextInt()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinInt { KotlinInt(value: nextInt()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinInt(value: nextInt()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextInt() -> Int32 { cursor.nextValue() }
}

/// Kotlin `LongIterator` over a snapshot of a `KotlinLongArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextLong()`): `next()` returns the box, `nextLong()` the value.
open class KotlinLongIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Int64>

    init(_ elements: [Int64]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextLong()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextLong()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinLong { KotlinLong(value: nextLong()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinLong(value: nextLong()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextLong() -> Int64 { cursor.nextValue() }
}

/// Kotlin `FloatIterator` over a snapshot of a `KotlinFloatArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextFloat()`): `next()` returns the box, `nextFloat()` the value.
open class KotlinFloatIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Float>

    init(_ elements: [Float]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextFloat()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextFloat()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinFloat { KotlinFloat(value: nextFloat()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinFloat(value: nextFloat()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextFloat() -> Float { cursor.nextValue() }
}

/// Kotlin `DoubleIterator` over a snapshot of a `KotlinDoubleArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextDouble()`): `next()` returns the box, `nextDouble()` the value.
open class KotlinDoubleIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Double>

    init(_ elements: [Double]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextDouble()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextDouble()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinDouble { KotlinDouble(value: nextDouble()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinDouble(value: nextDouble()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextDouble() -> Double { cursor.nextValue() }
}

/// Kotlin `BooleanIterator` over a snapshot of a `KotlinBooleanArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextBoolean()`): `next()` returns the box, `nextBoolean()` the value.
open class KotlinBooleanIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<Bool>

    init(_ elements: [Bool]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextBoolean()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element boxed (`nextBoolean()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> KotlinBoolean { KotlinBoolean(value: nextBoolean()) }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { KotlinBoolean(value: nextBoolean()) }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextBoolean() -> Bool { cursor.nextValue() }
}

/// Kotlin `CharIterator` over a snapshot of a `KotlinCharArray`'s elements (or, made with `init()`, over none: a
/// subclass overrides `hasNext()` and `nextChar()`): `next()` returns the code unit, `nextChar()` the value.
open class KotlinCharIterator: KotlinBase, KotlinIterator {
    private var cursor: KotlinPrimitiveCursor<UInt16>

    init(_ elements: [unichar]) {
        cursor = KotlinPrimitiveCursor(elements)
        super.init(kontractBase: ())
    }

    /// An iterator over no element, for a subclass to override `hasNext()` and `nextChar()`.
    public init() {
        cursor = KotlinPrimitiveCursor([])
        super.init(kontractBase: ())
    }

    open func hasNext() -> Bool { cursor.hasNext }

    /// The next element (`nextChar()`'s); past the end it stops the program, as Kotlin's uncaught
    /// `NoSuchElementException` does.
    public func next() -> Any { nextChar() }

    /// `KotlinIterator`'s `next()`: the same element, for a caller that sees only the protocol.
    @_disfavoredOverload public func next() -> Any? { nextChar() }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    open func nextChar() -> unichar { cursor.nextValue() }
}
