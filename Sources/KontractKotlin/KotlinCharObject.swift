// A Kotlin `Char` boxed where the ObjC export hands it to Swift as `id`: a `KotlinBase` of a class no app can name.
import Foundation

/// Kotlin/Native has no `NSNumber` box for `Char`: its box converters cover `Boolean`, `Byte`, `Short`, `Int`,
/// `Long`, the four unsigned types, `Float` and `Double` only (`ObjCExportCodeGenerator.emitBoxConverters`,
/// JetBrains/kotlin), so a boxed `Char` crossing into ObjC as `id` (a flow's element, a generic argument) takes
/// the runtime's general path (`Kotlin_ObjCExport_refToObjC_slowpath` → `getOrCreateClass`): an object of a class
/// the runtime makes for `kotlin.Char` under `KotlinBase` (named `<prefix>_kobjcc<N>`, ObjCExport.mm's
/// `createClass`), whose `description`, `isEqual(_:)` and `hash` are Kotlin's `toString()`, `equals` and
/// `hashCode()` of the `Char`. Swift sees a `KotlinBase` (`as? KotlinUShort`, `as? NSNumber` and `as? unichar`
/// fail there), which this class is.
final class KotlinCharObject: KotlinBase, @unchecked Sendable {
    /// The `Char`: one UTF-16 code unit.
    let unit: UInt16

    init(_ unit: UInt16) {
        self.unit = unit
        super.init(kontractBase: ())
    }

    /// Kotlin's `Char.toString()`: the one-unit string.
    override var description: String { String(utf16CodeUnits: [unit], count: 1) }

    /// Kotlin's `Char.equals`: another boxed `Char` of the same code unit.
    override func isEqual(_ object: Any?) -> Bool { (object as? KotlinCharObject)?.unit == unit }

    /// Kotlin's `Char.hashCode()`: the code unit.
    override var hash: Int { Int(unit) }
}

@_spi(KontractGenerated) extension KotlinChar {
    /// `unit` as Kotlin/Native hands a boxed `Char` to Swift (``KotlinCharObject``).
    public static func boxed(_ unit: UInt16) -> Any { KotlinCharObject(unit) }

    /// ``boxed(_:)`` as a `Set<Char>`'s element or a map's key holds it (`AnyHashable`: `isEqual(_:)` and `hash`).
    public static func boxedHashable(_ unit: UInt16) -> AnyHashable { AnyHashable(KotlinCharObject(unit)) }

    /// The code unit of a `Char` ``boxed(_:)``; nil for any other value (a `KotlinUShort` is no `Char`).
    public static func unboxed(_ value: Any?) -> UInt16? { (value as? KotlinCharObject)?.unit }

    /// ``unboxed(_:)``, stopping as Kotlin's `ClassCastException` would where the `Char` is read.
    public static func unboxedOrStop(_ value: Any?) -> UInt16 {
        guard let unit = unboxed(value) else {
            preconditionFailure("\(value.map { "\(type(of: $0))" } ?? "nil") cannot be cast to kotlin.Char")
        }
        return unit
    }
}
