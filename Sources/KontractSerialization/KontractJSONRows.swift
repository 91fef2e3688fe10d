// A generated data class's properties written once: its descriptor, its typed JSON table and its Kotlin `equals`,
// `hashCode()` and `toString()` derive from them.

@_spi(KontractGenerated) import KontractKotlin

/// A generated data class's properties, once (a generated `static let`): its class descriptor, each default as
/// the contract's JSON, and a `KontractJSONFields.Field` row per property, in declaration order. The class's
/// `kotlinSerialDescriptor` is derived from the rows (`descriptor`, defined on first use, so recursive types can
/// refer to themselves) and its `KontractJSONFields` from the rows and that descriptor: the properties are written
/// once, where a descriptor row and a table row per property were written before (issue #28). The data class's
/// `kotlinEquals(_:)`, `kotlinHashCode` and `kotlinDescription` read `properties`, made from the same rows: a
/// serializable data class writes no second per-property table (`Kotlin.DataClassProperties`).
@_spi(KontractGenerated)
public final class KontractJSONRows<Root>: @unchecked Sendable {
    let classDescriptor: KotlinClassDescriptor
    /// Each default as the contract's JSON (nil: none), made `String`s once (`KontractJSONDefault`).
    let defaults: [String?]
    let fields: [KontractJSONFields<Root>.Field]
    /// Kotlin's data-class `equals`, `hashCode()` and `toString()` over the rows, named as the Kotlin class.
    public let properties: Kotlin.DataClassProperties<Root>

    /// Where `fieldTable` is kept once built (nil before): read with an acquiring load, set once by compare-and-swap.
    @usableFromInline let fieldsStorage: UnsafeMutablePointer<KontractJSONFields<Root>?>
    /// Where the table's layout is kept once the table is built (nil before): the hot path's one load.
    @usableFromInline let layoutStorage: UnsafeMutablePointer<KontractJSONLayout?>

    /// The number of leading rows that are a sealed superclass's constructor properties (in the JSON, first; not in
    /// the data class's `equals`, `hashCode()` nor `toString()`).
    let inherited: Int

    /// Evaluates no property's descriptor: a row's descriptor may name a type whose rows are being built.
    public init(
        _ classDescriptor: KotlinClassDescriptor, defaults: [KontractJSONDefault?], inherited: Int = 0,
        _ fields: [KontractJSONFields<Root>.Field]
    ) {
        self.classDescriptor = classDescriptor
        self.defaults = KontractJSONDefault.strings(defaults)
        self.inherited = inherited
        self.fields = fields
        fieldsStorage = .allocate(capacity: 1)
        fieldsStorage.initialize(to: nil)
        layoutStorage = .allocate(capacity: 1)
        layoutStorage.initialize(to: nil)
        properties = Kotlin.DataClassProperties(classDescriptor.kotlinName, fields.dropFirst(inherited).map(\.equality))
    }

    deinit {
        fieldsStorage.deinitialize(count: 1)
        fieldsStorage.deallocate()
        layoutStorage.deinitialize(count: 1)
        layoutStorage.deallocate()
    }

    /// The typed path's table of the rows, built on first use (it defines the descriptor, which may name a type
    /// whose rows are being built) and kept: a generated class writes no `static let` of its own for it (issue #28).
    @inlinable @inline(__always) public var fieldTable: KontractJSONFields<Root> {
        if let built = _stdlib_atomicAcquiringLoadARCRef(object: fieldsStorage) { return built.takeUnretainedValue() }
        return buildFields()
    }

    /// The table's layout, not retained (the rows keep the table, which keeps it): what the hot path (`KontractJSONDataClass`'s
    /// `kontractDecode`/`kontractEncode`) reads, with no retain nor release of the table per object.
    @inlinable @inline(__always) public var unretainedLayout: Unmanaged<KontractJSONLayout> {
        if let layout = _stdlib_atomicAcquiringLoadARCRef(object: layoutStorage) { return layout }
        return buildLayout()
    }

    /// Builds the table if no thread has, and keeps its layout where `unretainedLayout` reads it.
    @usableFromInline func buildLayout() -> Unmanaged<KontractJSONLayout> {
        _stdlib_atomicAcquiringInitializeARCRef(object: layoutStorage, desired: fieldTable.layout)
    }

    /// Builds the table; of two threads building it at once, the first to store it wins and both use its table.
    @usableFromInline func buildFields() -> KontractJSONFields<Root> {
        _stdlib_atomicAcquiringInitializeARCRef(object: fieldsStorage, desired: KontractJSONFields(self))
            .takeUnretainedValue()
    }

    /// The class descriptor, its properties and defaults defined on first use (`KotlinGeneratedDescriptors`).
    public var descriptor: KotlinSerialDescriptor {
        KotlinGeneratedDescriptors.classType(classDescriptor, defaults: defaults) {
            fields.enumerated().map { position, field in
                var property = field.property()
                property.isInherited = position < inherited
                return property
            }
        }
    }
}

/// A property's default as the contract's JSON, a string literal of a generated table (`defaults: ["0", nil]`):
/// a `StaticString`, made a `String` once, out of line, when the rows are built. As `[String?]` each literal was
/// a `String` the release build folded in every class's one-time initializer: with ten properties that took ~40%
/// of the initializer's SIL optimization, itself the largest per-class item of a release build (issue #28).
@_spi(KontractGenerated)
public struct KontractJSONDefault: ExpressibleByStringLiteral, Sendable {
    let text: StaticString

    public init(stringLiteral text: StaticString) {
        self.text = text
    }

    /// The defaults as `String`s (not inlined into the generated initializer).
    @inline(never) static func strings(_ defaults: [KontractJSONDefault?]) -> [String?] {
        defaults.map { $0.map { $0.text.description } }
    }
}
