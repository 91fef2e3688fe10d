// Kotlin primitive arrays (`IntArray` → `KotlinIntArray`...), one generic class behind the real names.
import Foundation

/// A Swift type that can be the element of a Kotlin primitive array. Its requirements are Kontract's
/// (`@_spi(KontractGenerated)`): the framework gives `Int32`, `Bool`… no such members, so the app face has none.
public protocol KotlinPrimitiveArrayElement: Sendable {
    /// What the `init(size:init:)` closure returns: the Kotlin box (`Any` for `Char`, which has none).
    associatedtype KotlinBoxed
    /// The value a new Kotlin array is filled with (`0`, `false`, `'\u0000'`).
    @_spi(KontractGenerated) static var kotlinDefault: Self { get }
    @_spi(KontractGenerated) static func unboxed(_ box: KotlinBoxed) -> Self
    @_spi(KontractGenerated) static func boxed(_ value: Self) -> KotlinBoxed
    @_spi(KontractGenerated) static func kotlinDescription(_ value: Self) -> String
    @_spi(KontractGenerated) static func kotlinHashCode(_ value: Self) -> Int32
}

/// Swift requires a default for an `@_spi` requirement; every element type of this module implements them all.
extension KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Self { missing() }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinBoxed) -> Self { missing() }
    @_spi(KontractGenerated) public static func boxed(_ value: Self) -> KotlinBoxed { missing() }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Self) -> String { missing() }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Self) -> Int32 { missing() }

    private static func missing() -> Never {
        fatalError("\(Self.self) is not one of the Kotlin primitive array element types")
    }
}

/// A Kotlin primitive array (`ByteArray`, `IntArray`...): fixed size, mutable. Use the real
/// framework's names (`KotlinIntArray`...), which are aliases of this class. An index out of
/// bounds stops the program, as the uncaught Kotlin exception does on the real framework.
///
/// Not a Swift `Sequence`, as on the real framework (Swift iterates it with `iterator()` or `get(index:)`).
public final class KotlinPrimitiveArray<Element: KotlinPrimitiveArrayElement>: KotlinBase {
    private(set) var elements: [Element]

    /// Kotlin `IntArray(size)`: filled with zeros (`false` for booleans).
    public init(size: Int32) {
        precondition(size >= 0, "Kotlin array: negative size \(size)")
        elements = Array(repeating: Element.kotlinDefault, count: Int(size))
        super.init()
    }

    /// Kotlin `IntArray(size) { init(it) }`, the closure taking and returning boxes.
    public init(size: Int32, init initializer: (KotlinInt) -> Element.KotlinBoxed) {
        precondition(size >= 0, "Kotlin array: negative size \(size)")
        elements = (0..<size).map { Element.unboxed(initializer(KotlinInt(value: $0))) }
        super.init()
    }

    /// Wraps Swift elements (Kontract's: generated code and tests; the framework has no such initializer).
    @_spi(KontractGenerated) @_spi(Testing) public init(_ elements: [Element]) {
        self.elements = elements
        super.init()
    }

    public var size: Int32 { Int32(elements.count) }

    public func get(index: Int32) -> Element {
        elements[checked(index)]
    }

    public func set(index: Int32, value: Element) {
        elements[checked(index)] = value
    }

    /// Kotlin `iterator()`: a `KotlinIntIterator` (...) over a snapshot of the elements.
    public func iterator() -> KotlinPrimitiveIterator<Element> {
        KotlinPrimitiveIterator(elements: elements)
    }

    /// The elements transformed (Kontract's: what generated serialization code calls).
    @_spi(KontractGenerated) public func map<R>(_ transform: (Element) throws -> R) rethrows -> [R] {
        try elements.map(transform)
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    @_spi(KontractGenerated) public var kotlinDescription: String {
        "[" + elements.map(Element.kotlinDescription).joined(separator: ", ") + "]"
    }

    /// Kotlin `contentHashCode()` (what JVM data classes use for array properties).
    public var kotlinContentHashCode: Int32 {
        elements.reduce(Int32(1)) { 31 &* $0 &+ Element.kotlinHashCode($1) }
    }

    override public var description: String { kotlinDescription }

    private func checked(_ index: Int32) -> Int {
        precondition(
            index >= 0 && Int(index) < elements.count,
            "Kotlin array: index \(index) out of bounds for length \(elements.count)")
        return Int(index)
    }
}

public typealias KotlinByteArray = KotlinPrimitiveArray<Int8>
public typealias KotlinShortArray = KotlinPrimitiveArray<Int16>
public typealias KotlinIntArray = KotlinPrimitiveArray<Int32>
public typealias KotlinLongArray = KotlinPrimitiveArray<Int64>
public typealias KotlinFloatArray = KotlinPrimitiveArray<Float>
public typealias KotlinDoubleArray = KotlinPrimitiveArray<Double>
public typealias KotlinBooleanArray = KotlinPrimitiveArray<Bool>
/// Kotlin `CharArray`; elements are `unichar` (UTF-16 code units), printed as characters.
public typealias KotlinCharArray = KotlinPrimitiveArray<UInt16>

extension Int8: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Int8 { 0 }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinByte) -> Int8 { box.int8Value }
    @_spi(KontractGenerated) public static func boxed(_ value: Int8) -> KotlinByte { KotlinByte(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Int8) -> String { String(value) }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Int8) -> Int32 { Kotlin.hashCode(value) }
}

extension Int16: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Int16 { 0 }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinShort) -> Int16 { box.int16Value }
    @_spi(KontractGenerated) public static func boxed(_ value: Int16) -> KotlinShort { KotlinShort(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Int16) -> String { String(value) }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Int16) -> Int32 { Kotlin.hashCode(value) }
}

extension Int32: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Int32 { 0 }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinInt) -> Int32 { box.int32Value }
    @_spi(KontractGenerated) public static func boxed(_ value: Int32) -> KotlinInt { KotlinInt(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Int32) -> String { String(value) }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Int32) -> Int32 { value }
}

extension Int64: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Int64 { 0 }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinLong) -> Int64 { box.int64Value }
    @_spi(KontractGenerated) public static func boxed(_ value: Int64) -> KotlinLong { KotlinLong(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Int64) -> String { String(value) }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Int64) -> Int32 { Kotlin.hashCode(value) }
}

extension Float: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Float { 0 }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinFloat) -> Float { box.floatValue }
    @_spi(KontractGenerated) public static func boxed(_ value: Float) -> KotlinFloat { KotlinFloat(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Float) -> String { Kotlin.toString(value) }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Float) -> Int32 { Kotlin.hashCode(value) }
}

extension Double: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Double { 0 }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinDouble) -> Double { box.doubleValue }
    @_spi(KontractGenerated) public static func boxed(_ value: Double) -> KotlinDouble { KotlinDouble(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Double) -> String { Kotlin.toString(value) }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Double) -> Int32 { Kotlin.hashCode(value) }
}

extension Bool: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: Bool { false }
    @_spi(KontractGenerated) public static func unboxed(_ box: KotlinBoolean) -> Bool { box.boolValue }
    @_spi(KontractGenerated) public static func boxed(_ value: Bool) -> KotlinBoolean { KotlinBoolean(value: value) }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: Bool) -> String { value ? "true" : "false" }
    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: Bool) -> Int32 { Kotlin.hashCode(value) }
}

/// `UInt16` as an array element means Kotlin `Char` (`unichar`): Kotlin has no `UShortArray` export.
extension UInt16: KotlinPrimitiveArrayElement {
    @_spi(KontractGenerated) public static var kotlinDefault: UInt16 { 0 }

    /// Accepts what a Swift closure may hand back for a Kotlin `Char`: a code unit, a box, a
    /// `Character` or a one-unit `String`; anything else gives `'\u0000'`.
    @_spi(KontractGenerated) public static func unboxed(_ box: Any) -> UInt16 {
        switch box {
        case let unit as UInt16: unit
        case let number as KotlinNumber: number.uint16Value
        case let character as Character: String(character).utf16.first ?? 0
        case let string as String: string.utf16.first ?? 0
        default: 0
        }
    }

    @_spi(KontractGenerated) public static func boxed(_ value: UInt16) -> Any { value }
    @_spi(KontractGenerated) public static func kotlinDescription(_ value: UInt16) -> String {
        Kotlin.toString(char: value)
    }

    @_spi(KontractGenerated) public static func kotlinHashCode(_ value: UInt16) -> Int32 {
        Kotlin.hashCode(char: value)
    }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinPrimitiveArray: KotlinStringConvertible {}
