// Kotlin `equals` between two values of one descriptor: sets and maps compare regardless of order.

extension KotlinValue {
    /// Kotlin's `equals` for values of `descriptor`: like `==`, except that a `Set` or `Map`
    /// equals another with the same elements or entries in any order (Kotlin's collection
    /// equality). The encoder uses it to tell whether a property holds its default: a Swift
    /// `Set` or `Dictionary` has no insertion order to keep.
    public func kotlinEquals(_ other: KotlinValue, _ descriptor: KotlinSerialDescriptor) -> Bool {
        switch (self, other, descriptor.nonNullable) {
        case (.list(let items), .list(let otherItems), .list(let element, let isSet)):
            guard items.count == otherItems.count else { return false }
            if !isSet { return zip(items, otherItems).allSatisfy { $0.kotlinEquals($1, element) } }
            return items.allSatisfy { item in otherItems.contains { item.kotlinEquals($0, element) } }
        case (.map(let entries), .map(let otherEntries), .map(let key, let value)):
            guard entries.count == otherEntries.count else { return false }
            return entries.allSatisfy { entry in
                otherEntries.contains {
                    entry.key.kotlinEquals($0.key, key) && entry.value.kotlinEquals($0.value, value)
                }
            }
        case (.instance(let name, let fields), .instance(let otherName, let otherFields), _):
            guard name == otherName, fields.count == otherFields.count,
                let properties = Self.properties(of: name, in: descriptor.nonNullable)
            else { return self == other }
            return zip(zip(fields, otherFields), properties).allSatisfy { pair, property in
                property.isInherited || pair.0.kotlinEquals(pair.1, property.descriptor)
            }
        default:
            return self == other
        }
    }

    private static func properties(of serialName: String, in descriptor: KotlinSerialDescriptor)
        -> [KotlinPropertyDescriptor]?
    {
        switch descriptor {
        case .classType(let classDescriptor): classDescriptor.properties
        case .sealed(let sealedDescriptor): sealedDescriptor.subclass(serialName: serialName)?.properties
        default: nil
        }
    }
}
