// Kotlin primitive arrays as the framework has them: eight classes (`KotlinIntArray`...), no generic one.
import Foundation

/// Kotlin `ByteArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinByteArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Int8>

    /// Kotlin `ByteArray(size)`: filled with zeros.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `ByteArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinByte) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Int8]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Int8 { storage.get(index) }

    public func set(index: Int32, value: Int8) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinByteIterator` over a snapshot of the elements.
    public func iterator() -> KotlinByteIterator { KotlinByteIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Int8) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `ShortArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinShortArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Int16>

    /// Kotlin `ShortArray(size)`: filled with zeros.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `ShortArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinShort) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Int16]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Int16 { storage.get(index) }

    public func set(index: Int32, value: Int16) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinShortIterator` over a snapshot of the elements.
    public func iterator() -> KotlinShortIterator { KotlinShortIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Int16) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `IntArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinIntArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Int32>

    /// Kotlin `IntArray(size)`: filled with zeros.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `IntArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinInt) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Int32]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Int32 { storage.get(index) }

    public func set(index: Int32, value: Int32) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinIntIterator` over a snapshot of the elements.
    public func iterator() -> KotlinIntIterator { KotlinIntIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Int32) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `LongArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinLongArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Int64>

    /// Kotlin `LongArray(size)`: filled with zeros.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `LongArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinLong) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Int64]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Int64 { storage.get(index) }

    public func set(index: Int32, value: Int64) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinLongIterator` over a snapshot of the elements.
    public func iterator() -> KotlinLongIterator { KotlinLongIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Int64) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `FloatArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinFloatArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Float>

    /// Kotlin `FloatArray(size)`: filled with zeros.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `FloatArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinFloat) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Float]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Float { storage.get(index) }

    public func set(index: Int32, value: Float) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinFloatIterator` over a snapshot of the elements.
    public func iterator() -> KotlinFloatIterator { KotlinFloatIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Float) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `DoubleArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinDoubleArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Double>

    /// Kotlin `DoubleArray(size)`: filled with zeros.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `DoubleArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinDouble) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Double]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Double { storage.get(index) }

    public func set(index: Int32, value: Double) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinDoubleIterator` over a snapshot of the elements.
    public func iterator() -> KotlinDoubleIterator { KotlinDoubleIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Double) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `BooleanArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinBooleanArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<Bool>

    /// Kotlin `BooleanArray(size)`: filled with `false`.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `BooleanArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> KotlinBoolean) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Bool]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> Bool { storage.get(index) }

    public func set(index: Int32, value: Bool) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinBooleanIterator` over a snapshot of the elements.
    public func iterator() -> KotlinBooleanIterator { KotlinBooleanIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Bool) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

/// Kotlin `CharArray`: fixed size, mutable; not a Swift `Sequence`, as on the framework (`iterator()`, `get(index:)`).
public final class KotlinCharArray: KotlinBase {
    var storage: KotlinPrimitiveStorage<UInt16>

    /// Kotlin `CharArray(size)`: filled with `'\u0000'`.
    public init(size: Int32) {
        storage = KotlinPrimitiveStorage(size: size)
        super.init(kontractBase: ())
    }

    /// Kotlin `CharArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> Any) {
        storage = KotlinPrimitiveStorage(size: size, initializer)
        super.init(kontractBase: ())
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [unichar]) {
        storage = KotlinPrimitiveStorage(elements)
        super.init(kontractBase: ())
    }

    public var size: Int32 { storage.size }

    public func get(index: Int32) -> unichar { storage.get(index) }

    public func set(index: Int32, value: unichar) { storage.set(index, value) }

    /// Kotlin `iterator()`: a `KotlinCharIterator` over a snapshot of the elements.
    public func iterator() -> KotlinCharIterator { KotlinCharIterator(storage.elements) }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (unichar) throws -> R) rethrows -> [R] {
        try storage.elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String { storage.kotlinDescription }

    override public var description: String { storage.kotlinDescription }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinByteArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinShortArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinIntArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinLongArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinFloatArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinDoubleArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinBooleanArray: KotlinStringConvertible {}
@_spi(KontractGenerated) extension KotlinCharArray: KotlinStringConvertible {}

// What `Kotlin.toString` and `Kotlin.hashCode` read of them.
extension KotlinByteArray: KotlinPrimitiveArrayClass {}
extension KotlinShortArray: KotlinPrimitiveArrayClass {}
extension KotlinIntArray: KotlinPrimitiveArrayClass {}
extension KotlinLongArray: KotlinPrimitiveArrayClass {}
extension KotlinFloatArray: KotlinPrimitiveArrayClass {}
extension KotlinDoubleArray: KotlinPrimitiveArrayClass {}
extension KotlinBooleanArray: KotlinPrimitiveArrayClass {}
extension KotlinCharArray: KotlinPrimitiveArrayClass {}
