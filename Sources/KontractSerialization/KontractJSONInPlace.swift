// A generated data-class struct read straight into its stored properties: no initializer call per property.

import Foundation

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
        try decodeInPlace(Unmanaged.passUnretained(fields.layout), as: Root.self)
    }

    /// `decodeInPlace` over a class's rows (`KontractJSONDataClass.kontractDecode`): their table built on first use,
    /// read unretained.
    @inlinable public mutating func decodeInPlace<Root>(_ rows: KontractJSONRows<Root>) throws(KotlinJSONError) -> Root
    {
        try decodeInPlace(rows.unretainedLayout, as: Root.self)
    }

    /// Both `decodeInPlace`s: a `Root` read into a temporary allocation through `layout`, which the caller keeps
    /// alive (held unretained: no retain nor release per object).
    @inlinable mutating func decodeInPlace<Root>(_ layout: Unmanaged<KontractJSONLayout>, as _: Root.Type)
        throws(KotlinJSONError) -> Root
    {
        let result = withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) {
            buffer -> Result<Root, KotlinJSONError> in
            let value = buffer.baseAddress!
            do throws(KotlinJSONError) {
                try readInPlace(layout, UnsafeMutableRawPointer(value))
            } catch {
                return .failure(error)
            }
            return .success(value.move())
        }
        return try result.get()
    }

    /// Reads the object into `value`'s stored properties and fills the absent ones: every property initialized
    /// when it returns, none when it throws. The caller holds `layout` (unretained: no retain nor release per object).
    @usableFromInline mutating func readInPlace(
        _ layout: Unmanaged<KontractJSONLayout>, _ value: UnsafeMutableRawPointer
    )
        throws(KotlinJSONError)
    {
        try layout._withUnsafeGuaranteedRef { layout -> Result<Void, KotlinJSONError> in
            precondition(layout.isInPlace, "decodeInPlace: a row of the class is not a stored property of its struct")
            var slots = KontractJSONSlots(layout, value)
            do throws(KotlinJSONError) {
                try readObject(&slots)
                try slots.fillAbsent()
            } catch {
                slots.destroyUntaken()
                return .failure(error)
            }
            return .success(())
        }.get()
    }
}

extension KontractJSONSlots {
    /// Gives each property the input left out (or that `coerceInputValues` replaced, whose slot may hold the value
    /// of an earlier key) its default, or null, in declaration order.
    mutating func fillAbsent() throws(KotlinJSONError) {
        // Up to 64 properties, every one read and given by the input: nothing to fill (the loop would skip each).
        let count = layout.slots.count
        if count <= 64 {
            let all: UInt64 = count == 64 ? ~0 : (1 << UInt64(count)) &- 1
            if initialized.lowBits & object.present.lowBits & all == all { return }
        }
        for index in layout.slots.indices {
            let slot = base + layout.offsets[index]
            if initialized.contains(index) {
                if object.isPresent(index) { continue }
                layout.slots[index].destroy(slot)
                initialized.remove(index)
            }
            try layout.absentValues.initialize(slot, index, object)
            initialized.insert(index)
        }
    }
}

/// The value each property of a class takes when the input leaves it out, decoded from its default's JSON (or
/// null) on first need and copied afterwards: the same value `Slot.absent` decodes every time (the defaults are
/// read under one fixed configuration), at the cost of a copy (~900 instructions per absent property before,
/// issue #28). A default that fails to decode is decoded, and fails, every time, as before.
final class KontractJSONAbsentValues: @unchecked Sendable {
    private let slots: [KontractJSONLayout.Slot]
    private let lock = NSLock()
    /// Per property: its absent value once decoded (nil before, and for one that failed).
    private var values: [UnsafeMutableRawPointer?]

    init(_ slots: [KontractJSONLayout.Slot]) {
        self.slots = slots
        values = Array(repeating: nil, count: slots.count)
    }

    deinit {
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            slots[index].destroy(value)
            value.deallocate()
        }
    }

    /// Initializes `slot` to the value of the property at `index` the input left out.
    func initialize(_ slot: UnsafeMutableRawPointer, _ index: Int, _ object: KontractJSONDecoder.Object)
        throws(KotlinJSONError)
    {
        if let value = cached(index) {
            slots[index].copy(value, slot)
            return
        }
        try slots[index].absent(slot, index, object)
        cache(slot, index)
    }

    private func cached(_ index: Int) -> UnsafeRawPointer? {
        lock.lock()
        defer { lock.unlock() }
        return values[index].map { UnsafeRawPointer($0) }
    }

    /// Keeps a copy of the value just decoded into `slot` (decoded outside the lock: a default may hold a value of
    /// a class whose own absent values are being cached); the first copy kept wins.
    private func cache(_ slot: UnsafeMutableRawPointer, _ index: Int) {
        let value = UnsafeMutableRawPointer.allocate(
            byteCount: max(slots[index].size, 1), alignment: slots[index].alignment)
        slots[index].copy(slot, value)
        lock.lock()
        let kept = values[index] == nil
        if kept { values[index] = value }
        lock.unlock()
        if !kept {
            slots[index].destroy(value)
            value.deallocate()
        }
    }
}
