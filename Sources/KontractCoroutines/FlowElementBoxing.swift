// A flow element as the ObjC export hands it to Swift (`id`: a primitive boxed) and back to its Swift type.
import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// The export's conversions of one flow element: Kotlin's `Int` in a `StateFlow<Int>` reaches Swift as a
/// `KotlinInt` (the protocols' values are `id`), a `null` as `nil`; an element that already is an object
/// (`String`, a class, a `[KotlinInt]` list) stays as it is.
@_spi(KontractGenerated) @_spi(Testing)
public enum FlowElementBoxing {
    /// `element` as the header's `id _Nullable` shows it: a Swift primitive in its Kotlin box (`Int32` →
    /// `KotlinInt`, `Bool` → `KotlinBoolean`…), an optional's `nil` as `nil`. With `char`, the flow's elements are
    /// Kotlin `Char`s (`unichar`, a Swift `UInt16`, not a `UShort`): boxed as Kotlin/Native boxes a `Char`, a
    /// `KotlinBase` no app can name (``KotlinChar/boxed(_:)``), never a `KotlinUShort`.
    public static func box<T>(_ element: T, char: Bool = false) -> Any? {
        let any: Any = element
        if let optional = any as? any OptionalFlowElement {
            guard let wrapped = optional.wrappedElement else { return nil }
            return box(wrapped, char: char)
        }
        if char {
            switch any {
            case let unit as UInt16: return KotlinChar.boxed(unit)
            case let character as Character: return KotlinChar.boxed(KotlinChar.unit(character))
            default: return any
            }
        }
        switch any {
        case let value as Int32: return KotlinInt(value: value)
        case let value as Int64: return KotlinLong(value: value)
        case let value as Int16: return KotlinShort(value: value)
        case let value as Int8: return KotlinByte(value: value)
        case let value as UInt32: return KotlinUInt(value: value)
        case let value as UInt64: return KotlinULong(value: value)
        case let value as UInt16: return KotlinUShort(value: value)
        case let value as UInt8: return KotlinUByte(value: value)
        case let value as Double: return KotlinDouble(value: value)
        case let value as Float: return KotlinFloat(value: value)
        case let value as Bool: return KotlinBoolean(value: value)
        default: return any
        }
    }

    /// `element` as an `NSArray` holds it (``box(_:char:)``, a `nil` as `NSNull`): a replay cache's entry.
    static func boxInArray<T>(_ element: T, char: Bool = false) -> Any {
        box(element, char: char) ?? NSNull()
    }

    /// `value` (boxed or not) as a `T`: `KotlinInt` → `Int32`, `nil` → `nil` when `T` is optional; `nil` when it
    /// is no `T` (a `KotlinInt` asked for as `String`, a `nil` asked for as `Int32`). A boxed Kotlin `Char` is its
    /// `UInt16`; with `char` (a flow of `Char`s) nothing else is a `T` but `nil` (a `KotlinUShort` is no `Char`).
    public static func unbox<T>(_ value: Any?, as _: T.Type = T.self, char: Bool = false) -> T? {
        guard let value else { return (Any?.none as Any) as? T }
        if let unit = KotlinChar.unboxed(value) {
            // A `unichar` flow takes the code unit; an `Any` one (a nullable `Char`) keeps the box.
            return T.self == UInt16.self || T.self == UInt16?.self ? unit as? T : value as? T
        }
        if char { return nil }
        if let element = value as? T { return element }
        guard let number = value as? KotlinNumber else { return nil }
        switch number.value {
        case .int(let value): return value as? T
        case .long(let value): return value as? T
        case .short(let value): return value as? T
        case .byte(let value): return value as? T
        case .uint(let value): return value as? T
        case .ulong(let value): return value as? T
        case .ushort(let value): return value as? T
        case .ubyte(let value): return value as? T
        case .double(let value): return value as? T
        case .float(let value): return value as? T
        case .boolean(let value): return value as? T
        }
    }

    /// ``unbox(_:as:char:)``, stopping the program when `value` is no `T` (Kotlin's `ClassCastException` where the
    /// flow's element is read).
    static func unboxOrStop<T>(_ value: Any?, as _: T.Type = T.self, char: Bool = false, in member: String) -> T {
        guard let element = unbox(value, as: T.self, char: char) else {
            let found = value.map { "\(type(of: $0))" } ?? "nil"
            preconditionFailure("\(member): the flow's elements are \(T.self), not \(found)")
        }
        return element
    }
}

/// An `Optional` seen through `Any` (``FlowElementBoxing/box(_:)`` flattens it).
protocol OptionalFlowElement {
    var wrappedElement: Any? { get }
}

extension Optional: OptionalFlowElement {
    var wrappedElement: Any? { self.map { $0 as Any } }
}
