// Kotlin `toString()` rendering of Swift values: `Kotlin.toString(_:)` and `KotlinStringConvertible`.
import Foundation

/// A type that knows its Kotlin `toString()`. Generated types conform, and their `description`
/// returns the same text.
@_spi(KontractGenerated) public protocol KotlinStringConvertible {
    @_spi(KontractGenerated) var kotlinDescription: String { get }
}

extension Kotlin {
    /// Kotlin `toString()` of any value, as Kotlin/JVM prints it: `null`, `true`, `42`, `1.0E7`,
    /// strings raw, lists and arrays `[a, b]`, maps `{k=v, k2=v2}`, boxes by value,
    /// `KotlinStringConvertible` values by `kotlinDescription`, anything else by
    /// `String(describing:)`.
    ///
    /// Swift sets and dictionaries have no order, so a Kotlin `Set`/`Map` (insertion-ordered)
    /// may print its elements in another order. A `UInt16` prints as a number (Kotlin `UShort`):
    /// a Kotlin `Char` is a `unichar` (= `UInt16`) in Swift, so use `toString(char:)` for it.
    public static func toString(_ value: Any?) -> String {
        guard let value = unwrappedOptional(value) else { return "null" }
        switch value {
        case let convertible as KotlinStringConvertible: return convertible.kotlinDescription
        case let string as String: return string
        case let substring as Substring: return String(substring)
        case let character as Character: return String(character)
        case let bool as Bool: return bool ? "true" : "false"
        case let double as Double: return toString(double)
        case let float as Float: return toString(float)
        case let integer as any BinaryInteger: return String(describing: integer)
        case let array as KotlinArrayContent: return array.kotlinContentDescription
        case let dictionary as [AnyHashable: Any]: return mapDescription(dictionary)
        case let set as Set<AnyHashable>: return listDescription(set.map { $0.base })
        case let list as [Any]: return listDescription(list)
        default: return String(describing: value)
        }
    }

    /// Kotlin `Double.toString()` (`1.0`, `0.001`, `1.0E7`, `1.0E-4`, `NaN`, `-Infinity`, `-0.0`).
    public static func toString(_ value: Double) -> String {
        JavaFloatingPointText.string(value)
    }

    /// Kotlin `Float.toString()` (`1.1`, `1.0E10`), using `Float`'s own shortest digits.
    public static func toString(_ value: Float) -> String {
        JavaFloatingPointText.string(value)
    }

    /// Kotlin `Char.toString()`: the UTF-16 code unit as a one-character string (a lone surrogate
    /// becomes U+FFFD, as Swift strings cannot hold it).
    public static func toString(char: unichar) -> String {
        String(decoding: [char], as: UTF16.self)
    }

    /// `[a, b, c]`, elements rendered by `toString(_:)`.
    static func listDescription<S: Sequence>(_ elements: S) -> String {
        "[" + elements.map { toString($0) }.joined(separator: ", ") + "]"
    }

    private static func mapDescription(_ dictionary: [AnyHashable: Any]) -> String {
        let entries = dictionary.map { toString($0.key.base) + "=" + toString($0.value) }
        return "{" + entries.joined(separator: ", ") + "}"
    }

    /// `value` with any levels of `Optional` removed (`nil` if one of them is empty, or if it is
    /// `NSNull`, which stands for Kotlin `null` in collections from the real framework). Needed
    /// because an `Optional` put in an `Any` stays an `Optional` inside.
    static func unwrappedOptional(_ value: Any?) -> Any? {
        guard let value, !(value is NSNull) else { return nil }
        if let optional = value as? AnyOptional { return unwrappedOptional(optional.wrappedAny) }
        return value
    }
}

/// Lets `unwrappedOptional` see through an `Optional` hidden in an `Any`.
private protocol AnyOptional {
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    fileprivate var wrappedAny: Any? { self.map { $0 } }
}

/// Kotlin arrays, rendered and hashed by content as JVM data classes do for array properties.
protocol KotlinArrayContent {
    var kotlinContentDescription: String { get }
    var kotlinContentHashCode: Int32 { get }
}

extension KotlinArray: KotlinArrayContent {
    var kotlinContentDescription: String { Kotlin.listDescription(elements) }
    var kotlinContentHashCode: Int32 { Kotlin.listHashCode(elements) }
}
