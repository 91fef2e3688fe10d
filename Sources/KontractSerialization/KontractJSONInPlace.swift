// A generated data-class struct read straight into its stored properties: no initializer call per property.

@_spi(KontractGenerated)
extension KontractJSONDecoder {
    /// Reads an object of the table's class straight into a value's stored properties (each row's slot is its
    /// property, `KontractJSONLayout.isInPlace`), then fills each property the input left out with its default (or
    /// null) in declaration order, as the initializer's `slots.take` arguments did; kotlinx's rules are
    /// `nextField`'s. The generated `kontractDecode` of a struct whose every property is a typed row is this one
    /// call (its memberwise call per property, ~0.4 KB of Swift and ~3 KB of release machine code per class, is
    /// gone). Only this thin wrapper is generic: the loops are not (`readInPlace`).
    @inlinable public mutating func decodeInPlace<Root>(_ fields: KontractJSONFields<Root>) throws(KotlinJSONError)
        -> Root
    {
        let result = withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) {
            buffer -> Result<Root, KotlinJSONError> in
            let value = buffer.baseAddress!
            do throws(KotlinJSONError) {
                try readInPlace(fields.layout, UnsafeMutableRawPointer(value))
            } catch {
                return .failure(error)
            }
            return .success(value.move())
        }
        return try result.get()
    }

    /// Reads the object into `value`'s stored properties and fills the absent ones: every property initialized
    /// when it returns, none when it throws.
    @usableFromInline mutating func readInPlace(_ layout: KontractJSONLayout, _ value: UnsafeMutableRawPointer)
        throws(KotlinJSONError)
    {
        precondition(layout.isInPlace, "decodeInPlace: a row of the class is not a stored property of its struct")
        var slots = KontractJSONSlots(layout, value)
        do throws(KotlinJSONError) {
            try readObject(&slots)
            try slots.fillAbsent()
        } catch {
            slots.destroyUntaken()
            throw error
        }
    }
}

extension KontractJSONSlots {
    /// Gives each property the input left out (or that `coerceInputValues` replaced, whose slot may hold the value
    /// of an earlier key) its default, or null, in declaration order.
    mutating func fillAbsent() throws(KotlinJSONError) {
        for index in layout.slots.indices {
            let slot = base + layout.offsets[index]
            if initialized.contains(index) {
                if object.isPresent(index) { continue }
                layout.slots[index].destroy(slot)
                initialized.remove(index)
            }
            try layout.slots[index].absent(slot, index, object)
            initialized.insert(index)
        }
    }
}
