// A generated class's properties read into slots on the stack, then taken by its initializer (or in place).

/// The properties `KontractJSONDecoder.decodeObject` read, for the generated initializer's arguments.
@_spi(KontractGenerated)
public struct KontractJSONSlots {
    @usableFromInline let base: UnsafeMutableRawPointer
    let layout: KontractJSONLayout
    var object: KontractJSONDecoder.Object
    /// The slots holding a value not taken yet.
    var initialized: PresenceSet

    @usableFromInline init(_ layout: KontractJSONLayout, _ base: UnsafeMutableRawPointer) {
        self.base = base
        self.layout = layout
        object = KontractJSONDecoder.Object(table: layout.table, present: PresenceSet(count: 0))
        initialized = PresenceSet(count: layout.slots.count)
    }

    /// The property at `index`: the value read, else its default (or null, when nulls may be left out).
    @inlinable public mutating func take<Value: KontractJSONField>(_ index: Int) throws(KotlinJSONError) -> Value {
        if let slot = takeSlot(index) { return slot.assumingMemoryBound(to: Value.self).move() }
        return try absentValue(Value.self, index)
    }

    /// The property at `index` read as a `KotlinValue` (a `.value` row): the value read, else its default (or null).
    public mutating func takeValue(_ index: Int) -> KotlinValue {
        if let slot = takeSlot(index) { return slot.assumingMemoryBound(to: KotlinValue.self).move() }
        return KontractJSONDecoder.absentKotlinValue(index, object)
    }

    /// The slot of the property at `index` when the input gave it (no longer counted as holding a value).
    @usableFromInline mutating func takeSlot(_ index: Int) -> UnsafeMutableRawPointer? {
        guard initialized.contains(index) && object.isPresent(index) else { return nil }
        initialized.remove(index)
        return base + layout.offsets[index]
    }

    @usableFromInline func absentValue<Value: KontractJSONField>(_ type: Value.Type, _ index: Int)
        throws(KotlinJSONError) -> Value
    {
        try KontractJSONDecoder.absentValue(type, index, object)
    }

    /// Destroys the values no initializer argument took (all of them when reading or building failed).
    @usableFromInline func destroyUntaken() {
        for index in layout.slots.indices where initialized.contains(index) {
            layout.slots[index].destroy(base + layout.offsets[index])
        }
    }

    /// What `build` threw: a `KotlinJSONError` (from `take`, the only call that throws).
    @usableFromInline static func failure(_ error: any Error) -> KotlinJSONError {
        error as? KotlinJSONError ?? KotlinJSONError(kind: .decoding, message: "\(error)")
    }
}

@_spi(KontractGenerated)
extension KontractJSONDecoder {
    /// Reads an object of the table's class into slots (on the stack), then gives them to `build`, which takes each
    /// property (`slots.take(index)`) for the type's initializer. kotlinx's rules are `nextField`'s and `take`'s.
    /// Inlinable: specialized for the class, it holds no loop (`readObject` is not generic).
    @inlinable public mutating func decodeObject<Root>(
        _ fields: KontractJSONFields<Root>, _ build: (inout KontractJSONSlots) throws -> Root
    ) throws(KotlinJSONError) -> Root {
        let layout = fields.layout
        let result = withUnsafeTemporaryAllocation(byteCount: layout.byteCount, alignment: layout.alignment) {
            buffer -> Result<Root, KotlinJSONError> in
            var slots = KontractJSONSlots(layout, buffer.baseAddress!)
            defer { slots.destroyUntaken() }
            do throws(KotlinJSONError) {
                try readObject(&slots)
            } catch {
                return .failure(error)
            }
            do {
                return .success(try build(&slots))
            } catch {
                return .failure(KontractJSONSlots.failure(error))
            }
        }
        return try result.get()
    }

    /// Reads the object's keys, each property into its slot.
    @usableFromInline mutating func readObject(_ slots: inout KontractJSONSlots) throws(KotlinJSONError) {
        let layout = slots.layout
        var object = try beginObject(layout.table)
        while let index = try nextField(&object) {
            let initialized = slots.initialized.contains(index)
            try layout.slots[index].decode(&self, &object, slots.base + layout.offsets[index], initialized)
            // Decoded: the slot holds a value (`nextField` never gives a transient property).
            slots.initialized.insert(index)
        }
        slots.object = object
    }
}
