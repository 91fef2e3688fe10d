// A generated serializable data-class struct's members, defined once from its one table of rows.

@_spi(KontractGenerated) import KontractKotlin

/// A generated serializable data-class struct: it writes its `KontractJSONRows` (a `static let`) and its
/// conformance, nothing else. Its Kotlin `equals`, `hashCode()` and `toString()` (`kontractProperties`, the rows'
/// `properties`), `kotlinSerialDescriptor` (derived from the rows), `kontractDecode` (read straight into the
/// stored properties) and `kontractEncode` are defined here: those six members, each one line around the table,
/// were ~0.9 KB of Swift per class (issue #28). A struct with a row that is not one of its stored properties (a
/// `KotlinValue` or transient row, a sealed superclass's property) writes its own `kontractDecode`.
///
/// `kontractDecode` and `kontractEncode` are always inlined (as their bodies were where the generated module wrote
/// them): specialized there, so the typed path calls the specialized `decodeInPlace`/`encodeObject` of each class,
/// which read the rows' table unretained (`KontractJSONRows.unretainedLayout`; a closure over the retained table was
/// left behind merged thunks: +1.7% instructions on tools/bench-json's typed decode).
@_spi(KontractGenerated)
public protocol KontractJSONDataClass: KontractTypedSerializable, Kotlin.TabledDataClass {
    /// The class descriptor, the defaults and a row per property (`KontractJSONRows`).
    static var kontractJSONRows: KontractJSONRows<Self> { get }
}

@_spi(KontractGenerated)
extension KontractJSONDataClass {
    public static var kontractProperties: Kotlin.DataClassProperties<Self> { kontractJSONRows.properties }

    public static var kotlinSerialDescriptor: KotlinSerialDescriptor { kontractJSONRows.descriptor }

    @inlinable @inline(__always)
    public static func kontractDecode(_ decoder: inout KontractJSONDecoder) throws(KotlinJSONError) -> Self {
        try decoder.decodeInPlace(kontractJSONRows)
    }

    @inlinable @inline(__always)
    public func kontractEncode(_ encoder: inout KontractJSONEncoder) throws(KotlinJSONError) {
        try encoder.encodeObject(self, Self.kontractJSONRows)
    }
}
