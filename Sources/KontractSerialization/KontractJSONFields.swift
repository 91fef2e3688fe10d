// A generated data class's typed JSON path as one table: a row per property, read and written by the runtime.

@_spi(KontractGenerated) import KontractKotlin

/// How a generated data class reads and writes its properties on the typed path, built once (a generated
/// `static let`) from its `KontractJSONRows`: the class's `KontractJSONTable` and per property a row made from a
/// key path (`.field("p", \.p, .int)`), which knows the property's Swift type. `KontractJSONDecoder.decodeObject`
/// reads the object's keys into slots on the stack, then the generated code builds the value with one memberwise
/// initializer (`slots.take(index)` per argument); `KontractJSONEncoder.encodeObject` writes each property through
/// its key path.
///
/// Why a table: the decoding loop, its variables and an encoding line per property were ~2.2 KB of Swift per
/// data class; a row is one short line and the loops are compiled once, here (issue #28). The loops are not
/// generic (`KontractJSONLayout`): unspecialized generic code would look up type metadata per property.
@_spi(KontractGenerated)
public final class KontractJSONFields<Root>: @unchecked Sendable {
    @usableFromInline let layout: KontractJSONLayout

    /// The table of a class's rows (its descriptor defined from them first). When every row is a `Root` struct's
    /// stored property, the slots are the value's own memory (`KontractJSONLayout.isInPlace`).
    public init(_ rows: KontractJSONRows<Root>) {
        let table = KontractJSONTable(rows.descriptor)
        let slots = rows.fields.map(\.slot)
        let offsets = rows.fields.compactMap(\.offset)
        let encoders = rows.fields.map(\.encode)
        let encoderOffsets = rows.fields.map { $0.offset ?? 0 }
        layout =
            offsets.count == slots.count
            ? KontractJSONLayout(
                table, slots, inPlace: offsets, byteCount: MemoryLayout<Root>.size,
                alignment: MemoryLayout<Root>.alignment, encoders: encoders, encoderOffsets: encoderOffsets)
            : KontractJSONLayout(table, slots, encoders: encoders, encoderOffsets: encoderOffsets)
    }

    /// One property: its descriptor (Kotlin name, serial name, type's descriptor, annotations), its slot (how to
    /// decode it and destroy it), how to encode it and how Kotlin's data-class `equals`, `hashCode()` and
    /// `toString()` read it (`KontractJSONRows.properties`).
    public struct Field: @unchecked Sendable {
        @usableFromInline let property: () -> KotlinPropertyDescriptor
        @usableFromInline let slot: KontractJSONLayout.Slot
        @usableFromInline let encode: KontractJSONEncoder.PropertyWriter
        @usableFromInline let equality: Kotlin.DataClassProperties<Root>.Property
        /// Where the stored property begins in a `Root` struct (nil for a class's, a computed or a `KotlinValue` row's):
        /// when every row has one, the object is read straight into the value (`decodeInPlace`).
        @usableFromInline let offset: Int?

        @usableFromInline init(
            property: @escaping () -> KotlinPropertyDescriptor,
            slot: KontractJSONLayout.Slot, encode: @escaping KontractJSONEncoder.PropertyWriter,
            equality: Kotlin.DataClassProperties<Root>.Property, offset: Int? = nil
        ) {
            self.property = property
            self.slot = slot
            self.encode = encode
            self.equality = equality
            self.offset = offset
        }

        /// A property the typed path reads and writes (`KontractJSONField`), named `name` in Kotlin, of the type
        /// `descriptor` describes (evaluated when the class's descriptor is defined: recursive types refer to
        /// themselves); the other arguments as `KotlinPropertyDescriptor`'s. Inlinable: specialized for the
        /// property's type where the generated table is built, so each row calls the specialized
        /// `KontractJSONDecoder.decode` and `KontractJSONEncoder.encode` of its type. Kotlin's `equals` compares it
        /// as `Value.kontractEquals` does. Only the slot and the stored property's writer are built inline, both
        /// generic over the property's type alone (a release build specializes them once per type, not per class
        /// and type); the rest of the row (`typed`: the offset, the descriptor, `equals`) is not specialized.
        /// Nothing generic over `Root` is inlined into the generated table: a closure or a default argument generic
        /// over both `Root` and `Value` made the optimizer specialize it for every row (per class and property
        /// type) and delete it again, ~30 functions per class and ~40% of a release build's SIL optimization
        /// time per class (issue #28). The rows without options call the overload without default arguments.
        @inlinable public static func field<Value: KontractJSONField>(
            _ name: String, _ path: KeyPath<Root, Value>,
            _ descriptor: @autoclosure @escaping () -> KotlinSerialDescriptor
        ) -> Field {
            typed(
                name, path, descriptor, nil, [], .whenConfigured, false, .of(Value.self),
                KontractJSONEncoder.storedProperty(Value.self))
        }

        /// A `.field` row with a serial name, JSON names, an encode-default mode or `isRequired`.
        @inlinable public static func field<Value: KontractJSONField>(
            _ name: String, _ path: KeyPath<Root, Value>,
            _ descriptor: @autoclosure @escaping () -> KotlinSerialDescriptor,
            serialName: String? = nil, jsonNames: [String] = [],
            encodeDefault: KotlinEncodeDefaultMode = .whenConfigured, isRequired: Bool = false
        ) -> Field {
            typed(
                name, path, descriptor, serialName, jsonNames, encodeDefault, isRequired, .of(Value.self),
                KontractJSONEncoder.storedProperty(Value.self))
        }

        /// A `.field` row given its specialized slot and the writer of its value at an address (`storedProperty`):
        /// its offset in a `Root` struct (nil otherwise: the value is then read through the key path into a
        /// temporary, which the writer reads), its descriptor and its Kotlin `equals`.
        @usableFromInline static func typed<Value: KontractJSONField>(
            _ name: String, _ path: KeyPath<Root, Value>, _ descriptor: @escaping () -> KotlinSerialDescriptor,
            _ serialName: String?, _ jsonNames: [String], _ encodeDefault: KotlinEncodeDefaultMode,
            _ isRequired: Bool, _ slot: KontractJSONLayout.Slot, _ write: @escaping KontractJSONEncoder.PropertyWriter
        ) -> Field {
            let offset = MemoryLayout<Root>.offset(of: path)
            let encode: KontractJSONEncoder.PropertyWriter =
                offset != nil
                ? write
                : { root, encoder, index, object throws(KotlinJSONError) in
                    let value = root.assumingMemoryBound(to: Root.self).pointee[keyPath: path]
                    let result = withUnsafePointer(to: value) { pointer -> Result<Void, KotlinJSONError> in
                        do throws(KotlinJSONError) {
                            try write(UnsafeRawPointer(pointer), &encoder, index, &object)
                        } catch {
                            return .failure(error)
                        }
                        return .success(())
                    }
                    try result.get()
                }
            return Field(
                property: describing(name, descriptor, serialName, jsonNames, encodeDefault, isRequired, false),
                slot: slot, encode: encode, equality: .property(name, path, equals: Value.kontractEquals),
                offset: offset)
        }

        /// A property the typed path reads and writes as a `KotlinValue` (a map, a set, a box, an enum…): decoded
        /// against its descriptor into a `KotlinValue` slot, which the initializer converts (`slots.takeValue`), and
        /// written from the `KotlinValue` that `kotlinValue` gives; `equals` is its row for Kotlin's `equals`
        /// (`.value("p", \.p)`, `.compared`, `.other`, `.char`: the property's Swift type says how).
        public static func value(
            _ name: String, _ descriptor: @autoclosure @escaping () -> KotlinSerialDescriptor,
            serialName: String? = nil, jsonNames: [String] = [],
            encodeDefault: KotlinEncodeDefaultMode = .whenConfigured, isRequired: Bool = false,
            equals equality: Kotlin.DataClassProperties<Root>.Property,
            _ kotlinValue: @escaping (Root) -> KotlinValue
        ) -> Field {
            Field(
                property: describing(name, descriptor, serialName, jsonNames, encodeDefault, isRequired, false),
                slot: .kotlinValue,
                encode: { root, encoder, index, object throws(KotlinJSONError) in
                    try encoder.encodeValue(
                        kotlinValue(root.assumingMemoryBound(to: Root.self).pointee), index, &object)
                }, equality: equality)
        }

        /// A `@Transient` property: never read nor written (the initializer gets its default); Kotlin's `equals`
        /// compares it as `equals` says.
        public static func transient(
            _ name: String, _ descriptor: @autoclosure @escaping () -> KotlinSerialDescriptor,
            serialName: String? = nil, jsonNames: [String] = [],
            encodeDefault: KotlinEncodeDefaultMode = .whenConfigured, isRequired: Bool = false,
            equals equality: Kotlin.DataClassProperties<Root>.Property
        ) -> Field {
            Field(
                property: describing(name, descriptor, serialName, jsonNames, encodeDefault, isRequired, true),
                slot: .transient, encode: { _, _, _, _ throws(KotlinJSONError) in }, equality: equality)
        }

        /// The property's descriptor, built when the class's descriptor is defined (its default set then, from JSON).
        @usableFromInline static func describing(
            _ name: String, _ descriptor: @escaping () -> KotlinSerialDescriptor, _ serialName: String?,
            _ jsonNames: [String], _ encodeDefault: KotlinEncodeDefaultMode, _ isRequired: Bool, _ isTransient: Bool
        ) -> () -> KotlinPropertyDescriptor {
            {
                KotlinPropertyDescriptor(
                    name: name, serialName: serialName, jsonNames: jsonNames, descriptor: descriptor(),
                    encodeDefault: encodeDefault, isRequired: isRequired, isTransient: isTransient)
            }
        }
    }
}

/// The slots of one generated class's properties: where each begins in the slots' memory, how to decode into it
/// and how to destroy what it holds. Not generic, so the decoding loop runs without type metadata look-ups.
@_spi(KontractGenerated)
public final class KontractJSONLayout: @unchecked Sendable {
    let table: KontractJSONTable
    let slots: [Slot]
    /// Per property: where its slot begins.
    let offsets: [Int]
    @usableFromInline let byteCount: Int
    @usableFromInline let alignment: Int
    /// True when the offsets are those of the class's stored properties in its own value: every property a slot.
    @usableFromInline let isInPlace: Bool
    /// Each absent property's value, decoded from its default once (KontractJSONInPlace.swift).
    let absentValues: KontractJSONAbsentValues
    /// Per property: writes it from the value's memory (nothing for a transient one), given the address `base`
    /// plus its entry in `encoderOffsets` (a struct's stored property: its offset, its writer capturing nothing;
    /// other rows: 0, the value itself).
    @usableFromInline let encoders: [KontractJSONEncoder.PropertyWriter]
    @usableFromInline let encoderOffsets: [Int]

    /// Slots at the stored properties' `offsets` in a value of `byteCount` bytes.
    init(
        _ table: KontractJSONTable, _ slots: [Slot], inPlace offsets: [Int], byteCount: Int, alignment: Int,
        encoders: [KontractJSONEncoder.PropertyWriter], encoderOffsets: [Int]
    ) {
        self.encoders = encoders
        self.encoderOffsets = encoderOffsets
        self.table = table
        self.slots = slots
        self.offsets = offsets
        self.byteCount = max(byteCount, 1)
        self.alignment = alignment
        isInPlace = true
        absentValues = KontractJSONAbsentValues(slots)
    }

    init(
        _ table: KontractJSONTable, _ slots: [Slot], encoders: [KontractJSONEncoder.PropertyWriter],
        encoderOffsets: [Int]
    ) {
        self.encoders = encoders
        self.encoderOffsets = encoderOffsets
        isInPlace = false
        self.table = table
        self.slots = slots
        var offsets: [Int] = []
        var end = 0
        var alignment = 1
        for slot in slots {
            let start = (end + slot.alignment - 1) / slot.alignment * slot.alignment
            offsets.append(start)
            end = start + slot.size
            alignment = max(alignment, slot.alignment)
        }
        self.offsets = offsets
        byteCount = max(end, 1)
        self.alignment = alignment
        absentValues = KontractJSONAbsentValues(slots)
    }

    /// The memory of one property's value while its object is read.
    public struct Slot: @unchecked Sendable {
        let size: Int
        let alignment: Int
        /// Decodes the property `nextField` gave into the slot (initialized already when the key came before).
        let decode:
            (inout KontractJSONDecoder, inout KontractJSONDecoder.Object, UnsafeMutableRawPointer, Bool)
                throws(KotlinJSONError) -> Void
        let destroy: (UnsafeMutableRawPointer) -> Void
        /// Initializes the slot to the value of the property `index` the input left out: its default, or null.
        let absent: (UnsafeMutableRawPointer, Int, KontractJSONDecoder.Object) throws(KotlinJSONError) -> Void
        /// Initializes the slot at the second pointer to a copy of the value at the first (a cached default).
        let copy: (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void

        @usableFromInline init(
            size: Int, alignment: Int,
            decode:
                @escaping (
                    inout KontractJSONDecoder, inout KontractJSONDecoder.Object, UnsafeMutableRawPointer, Bool
                ) throws(KotlinJSONError) -> Void,
            destroy: @escaping (UnsafeMutableRawPointer) -> Void,
            absent:
                @escaping (UnsafeMutableRawPointer, Int, KontractJSONDecoder.Object) throws(KotlinJSONError) -> Void,
            copy: @escaping (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
        ) {
            self.size = size
            self.alignment = alignment
            self.decode = decode
            self.destroy = destroy
            self.absent = absent
            self.copy = copy
        }

        /// The slot of a `KontractJSONField` type (inlinable: specialized for it). Its closures capture nothing
        /// (`holding`'s capture the reading closure: a retain and a release per property read, issue #28).
        @inlinable static func of<Value: KontractJSONField>(_ type: Value.Type) -> Slot {
            Slot(
                size: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment,
                decode: { decoder, object, slot, initialized throws(KotlinJSONError) in
                    var value: Value? = nil
                    try decoder.decode(&value, &object)
                    // `decode` sets the value when it does not throw.
                    guard let value else { return }
                    let typed = slot.assumingMemoryBound(to: Value.self)
                    if initialized { typed.pointee = value } else { typed.initialize(to: value) }
                },
                destroy: { $0.assumingMemoryBound(to: Value.self).deinitialize(count: 1) },
                absent: { slot, index, object throws(KotlinJSONError) in
                    slot.initializeMemory(
                        as: Value.self, to: try KontractJSONDecoder.absentValue(Value.self, index, object))
                },
                copy: { from, to in
                    to.initializeMemory(as: Value.self, to: from.assumingMemoryBound(to: Value.self).pointee)
                })
        }

        /// The slot of a property read as a `KotlinValue`.
        @usableFromInline static let kotlinValue = holding(
            KotlinValue.self,
            { decoder, value, object throws(KotlinJSONError) in try decoder.decodeValue(&value, &object) },
            absent: { index, object in KontractJSONDecoder.absentKotlinValue(index, object) })

        /// A slot holding a `Value`, which `read` decodes; a key given twice replaces the first value; `absent`
        /// gives the value of a property the input left out.
        @inlinable static func holding<Value>(
            _ type: Value.Type,
            _ read:
                @escaping (inout KontractJSONDecoder, inout Value?, inout KontractJSONDecoder.Object)
                throws(KotlinJSONError) -> Void,
            absent: @escaping (Int, KontractJSONDecoder.Object) throws(KotlinJSONError) -> Value
        ) -> Slot {
            Slot(
                size: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment,
                decode: { decoder, object, slot, initialized throws(KotlinJSONError) in
                    var value: Value? = nil
                    try read(&decoder, &value, &object)
                    // `read` sets the value when it does not throw.
                    guard let value else { return }
                    let typed = slot.assumingMemoryBound(to: Value.self)
                    if initialized { typed.pointee = value } else { typed.initialize(to: value) }
                },
                destroy: { $0.assumingMemoryBound(to: Value.self).deinitialize(count: 1) },
                absent: { slot, index, object throws(KotlinJSONError) in
                    slot.initializeMemory(as: Value.self, to: try absent(index, object))
                },
                copy: { from, to in
                    to.initializeMemory(as: Value.self, to: from.assumingMemoryBound(to: Value.self).pointee)
                })
        }

        /// A transient property's: never read (never in place: its row has no offset).
        @usableFromInline static let transient = Slot(
            size: 0, alignment: 1, decode: { _, _, _, _ throws(KotlinJSONError) in }, destroy: { _ in },
            absent: { _, _, _ throws(KotlinJSONError) in }, copy: { _, _ in })
    }
}

@_spi(KontractGenerated)
extension KontractJSONEncoder {
    /// Writes an object of the table's class, each property through its row (kotlinx's rules are `encode`'s). Only
    /// this wrapper is generic: the loop is not (`encodeFields`).
    @inlinable public mutating func encodeObject<Root>(_ value: Root, _ fields: KontractJSONFields<Root>)
        throws(KotlinJSONError)
    {
        try encodeObject(value, Unmanaged.passUnretained(fields.layout))
    }

    /// `encodeObject` over a class's rows (`KontractJSONDataClass.kontractEncode`): their table built on first use,
    /// read unretained.
    @inlinable public mutating func encodeObject<Root>(_ value: Root, _ rows: KontractJSONRows<Root>)
        throws(KotlinJSONError)
    {
        try encodeObject(value, rows.unretainedLayout)
    }

    /// Both `encodeObject`s: `value` written through `layout`, which the caller keeps alive.
    @inlinable mutating func encodeObject<Root>(_ value: Root, _ layout: Unmanaged<KontractJSONLayout>)
        throws(KotlinJSONError)
    {
        let result = withUnsafePointer(to: value) { pointer -> Result<Void, KotlinJSONError> in
            do throws(KotlinJSONError) {
                try encodeFields(UnsafeRawPointer(pointer), layout)
            } catch {
                return .failure(error)
            }
            return .success(())
        }
        try result.get()
    }

    /// `encodeFields` of a layout the caller holds unretained (no retain nor release per object).
    @usableFromInline mutating func encodeFields(_ base: UnsafeRawPointer, _ layout: Unmanaged<KontractJSONLayout>)
        throws(KotlinJSONError)
    {
        try layout._withUnsafeGuaranteedRef { layout -> Result<Void, KotlinJSONError> in
            var object = beginObject(layout.table)
            let encoders = layout.encoders
            let offsets = layout.encoderOffsets
            for index in encoders.indices {
                do throws(KotlinJSONError) {
                    try encoders[index](base + offsets[index], &self, index, &object)
                } catch {
                    return .failure(error)
                }
            }
            endObject(object)
            return .success(())
        }.get()
    }

    /// Writes one property (the property at `index`) given where the value begins, or where the property does (a
    /// struct's stored property, `KontractJSONLayout.encoderOffsets`).
    public typealias PropertyWriter =
        (UnsafeRawPointer, inout KontractJSONEncoder, Int, inout KontractJSONEncoder.Object) throws(KotlinJSONError)
        -> Void

    /// The writer of a struct's stored property, given its address (the value's plus `MemoryLayout<Root>.offset(of:)`
    /// of its key path): a load, where `root[keyPath:]` in an escaping closure is a `swift_getAtKeyPath` call (~500
    /// instructions), the optimizer folding a key path literal only when nothing else uses it. Generic over the
    /// property's type alone, so a release build specializes it once per type, not per class and type; capturing
    /// nothing (the offset is the table's), so calling it retains and releases no context (issue #28).
    @inlinable static func storedProperty<Value: KontractJSONField>(_ type: Value.Type) -> PropertyWriter {
        { property, encoder, index, object throws(KotlinJSONError) in
            try encoder.encode(property.load(as: Value.self), index, &object)
        }
    }

}
