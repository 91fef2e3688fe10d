// The storage the eight primitive array classes (`KotlinIntArray`...) and their iterators share: internal, off every face.
import Foundation

/// A Swift type that can be the element of a Kotlin primitive array (`Int32` for `IntArray`, `UInt16` for `CharArray`).
/// Internal: the framework gives `Int32`, `Bool`… no such members, and has no such protocol.
protocol KotlinPrimitiveArrayElement: Sendable {
    /// What the `init(size:init:)` closure returns: the Kotlin box (`Any` for `Char`, which has none).
    associatedtype KotlinBoxed
    /// The value a new Kotlin array is filled with (`0`, `false`, `'\u0000'`).
    static var kotlinDefault: Self { get }
    static func unboxed(_ box: KotlinBoxed) -> Self
    static func boxed(_ value: Self) -> KotlinBoxed
    static func kotlinDescription(_ value: Self) -> String
    static func kotlinHashCode(_ value: Self) -> Int32
}

/// The elements of one Kotlin primitive array. An index out of bounds stops the program, as the uncaught
/// Kotlin exception does on the real framework.
struct KotlinPrimitiveStorage<Element: KotlinPrimitiveArrayElement> {
    private(set) var elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }

    /// Kotlin `IntArray(size)`: filled with zeros (`false` for booleans).
    init(size: Int32) {
        precondition(size >= 0, "Kotlin array: negative size \(size)")
        elements = Array(repeating: Element.kotlinDefault, count: Int(size))
    }

    /// Kotlin `IntArray(size) { init(it) }`, the closure taking and returning boxes.
    init(size: Int32, _ initializer: (KotlinInt) -> Element.KotlinBoxed) {
        precondition(size >= 0, "Kotlin array: negative size \(size)")
        elements = (0..<size).map { Element.unboxed(initializer(KotlinInt(value: $0))) }
    }

    var size: Int32 { Int32(elements.count) }

    func get(_ index: Int32) -> Element {
        elements[checked(index)]
    }

    mutating func set(_ index: Int32, _ value: Element) {
        elements[checked(index)] = value
    }

    /// Kotlin `contentToString()`: `[1, 2, 3]`.
    var kotlinDescription: String {
        "[" + elements.map(Element.kotlinDescription).joined(separator: ", ") + "]"
    }

    /// Kotlin `contentHashCode()` (what JVM data classes use for array properties).
    var kotlinContentHashCode: Int32 {
        elements.reduce(Int32(1)) { 31 &* $0 &+ Element.kotlinHashCode($1) }
    }

    private func checked(_ index: Int32) -> Int {
        precondition(
            index >= 0 && Int(index) < elements.count,
            "Kotlin array: index \(index) out of bounds for length \(elements.count)")
        return Int(index)
    }
}

/// A primitive array class: what `Kotlin.toString` and `Kotlin.hashCode` read of it (`KotlinArrayContent`).
protocol KotlinPrimitiveArrayClass: KotlinArrayContent {
    associatedtype Element: KotlinPrimitiveArrayElement
    var storage: KotlinPrimitiveStorage<Element> { get }
}

extension KotlinPrimitiveArrayClass {
    var kotlinContentDescription: String { storage.kotlinDescription }
    var kotlinContentHashCode: Int32 { storage.kotlinContentHashCode }
}

/// A primitive iterator's walk over a snapshot of its array's elements.
struct KotlinPrimitiveCursor<Element: KotlinPrimitiveArrayElement> {
    private let elements: [Element]
    private var position = 0

    init(_ elements: [Element]) {
        self.elements = elements
    }

    var hasNext: Bool { position < elements.count }

    /// The next element; past the end it stops the program, as Kotlin's uncaught `NoSuchElementException` does.
    mutating func nextValue() -> Element {
        precondition(hasNext, "Kotlin iterator: no more elements")
        defer { position += 1 }
        return elements[position]
    }
}

extension Int8: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Int8 { 0 }
    static func unboxed(_ box: KotlinByte) -> Int8 { box.int8Value }
    static func boxed(_ value: Int8) -> KotlinByte { KotlinByte(value: value) }
    static func kotlinDescription(_ value: Int8) -> String { String(value) }
    static func kotlinHashCode(_ value: Int8) -> Int32 { Kotlin.hashCode(value) }
}

extension Int16: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Int16 { 0 }
    static func unboxed(_ box: KotlinShort) -> Int16 { box.int16Value }
    static func boxed(_ value: Int16) -> KotlinShort { KotlinShort(value: value) }
    static func kotlinDescription(_ value: Int16) -> String { String(value) }
    static func kotlinHashCode(_ value: Int16) -> Int32 { Kotlin.hashCode(value) }
}

extension Int32: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Int32 { 0 }
    static func unboxed(_ box: KotlinInt) -> Int32 { box.int32Value }
    static func boxed(_ value: Int32) -> KotlinInt { KotlinInt(value: value) }
    static func kotlinDescription(_ value: Int32) -> String { String(value) }
    static func kotlinHashCode(_ value: Int32) -> Int32 { value }
}

extension Int64: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Int64 { 0 }
    static func unboxed(_ box: KotlinLong) -> Int64 { box.int64Value }
    static func boxed(_ value: Int64) -> KotlinLong { KotlinLong(value: value) }
    static func kotlinDescription(_ value: Int64) -> String { String(value) }
    static func kotlinHashCode(_ value: Int64) -> Int32 { Kotlin.hashCode(value) }
}

extension Float: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Float { 0 }
    static func unboxed(_ box: KotlinFloat) -> Float { box.floatValue }
    static func boxed(_ value: Float) -> KotlinFloat { KotlinFloat(value: value) }
    static func kotlinDescription(_ value: Float) -> String { Kotlin.toString(value) }
    static func kotlinHashCode(_ value: Float) -> Int32 { Kotlin.hashCode(value) }
}

extension Double: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Double { 0 }
    static func unboxed(_ box: KotlinDouble) -> Double { box.doubleValue }
    static func boxed(_ value: Double) -> KotlinDouble { KotlinDouble(value: value) }
    static func kotlinDescription(_ value: Double) -> String { Kotlin.toString(value) }
    static func kotlinHashCode(_ value: Double) -> Int32 { Kotlin.hashCode(value) }
}

extension Bool: KotlinPrimitiveArrayElement {
    static var kotlinDefault: Bool { false }
    static func unboxed(_ box: KotlinBoolean) -> Bool { box.boolValue }
    static func boxed(_ value: Bool) -> KotlinBoolean { KotlinBoolean(value: value) }
    static func kotlinDescription(_ value: Bool) -> String { value ? "true" : "false" }
    static func kotlinHashCode(_ value: Bool) -> Int32 { Kotlin.hashCode(value) }
}

/// `UInt16` as an array element means Kotlin `Char` (`unichar`): Kotlin has no `UShortArray` export.
extension UInt16: KotlinPrimitiveArrayElement {
    static var kotlinDefault: UInt16 { 0 }

    /// Accepts what a Swift closure may hand back for a Kotlin `Char`: a code unit, a box, a
    /// `Character` or a one-unit `String`; anything else gives `'\u0000'`.
    static func unboxed(_ box: Any) -> UInt16 {
        switch box {
        case let unit as UInt16: unit
        case let number as KotlinNumber: number.uint16Value
        case let character as Character: String(character).utf16.first ?? 0
        case let string as String: string.utf16.first ?? 0
        default: 0
        }
    }

    static func boxed(_ value: UInt16) -> Any { value }
    static func kotlinDescription(_ value: UInt16) -> String { Kotlin.toString(char: value) }
    static func kotlinHashCode(_ value: UInt16) -> Int32 { Kotlin.hashCode(char: value) }
}
