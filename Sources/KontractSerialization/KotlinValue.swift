// A dynamic Kotlin value: what a serializable Kotlin type holds, without a Swift type for it.

/// A value of a serializable Kotlin type, read against a `KotlinSerialDescriptor`.
///
/// Equality follows Kotlin data classes: floating-point values compare as `compare(a, b) == 0`
/// on the JVM (NaN equals NaN, `0.0` differs from `-0.0`).
public indirect enum KotlinValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Byte, Short, Int and Long.
    case integer(Int64)
    /// UByte, UShort, UInt and ULong.
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    /// A Kotlin `Char`: one UTF-16 code unit.
    case char(UInt16)
    case string(String)
    /// An enum entry by its Kotlin name.
    case enumEntry(String)
    /// List, Set (duplicates already dropped) or array, in order.
    case list([KotlinValue])
    /// A map in insertion order (Kotlin's `LinkedHashMap`).
    case map([KotlinMapEntry])
    /// An instance of a class or object: the concrete class's serial name, then every
    /// constructor property in declaration order (transient ones included).
    case instance(serialName: String, fields: [KotlinValue])

    public static func == (lhs: KotlinValue, rhs: KotlinValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.unsigned(let a), .unsigned(let b)): a == b
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        case (.float(let a), .float(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        case (.char(let a), .char(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.enumEntry(let a), .enumEntry(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.map(let a), .map(let b)): a == b
        case (.instance(let nameA, let fieldsA), .instance(let nameB, let fieldsB)):
            nameA == nameB && fieldsA == fieldsB
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .integer(let value): hasher.combine(value)
        case .unsigned(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value.isNaN ? Double.nan.bitPattern : value.bitPattern)
        case .float(let value): hasher.combine(value.isNaN ? Float.nan.bitPattern : value.bitPattern)
        case .char(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .enumEntry(let value): hasher.combine(value)
        case .list(let items): hasher.combine(items)
        case .map(let entries): hasher.combine(entries)
        case .instance(let name, let fields):
            hasher.combine(name)
            hasher.combine(fields)
        }
    }

    /// The fields of an instance, empty otherwise.
    public var fields: [KotlinValue] {
        if case .instance(_, let fields) = self { return fields }
        return []
    }
}

/// One key/value pair of a map value.
public struct KotlinMapEntry: Sendable, Hashable {
    public var key: KotlinValue
    public var value: KotlinValue

    public init(key: KotlinValue, value: KotlinValue) {
        self.key = key
        self.value = value
    }
}
