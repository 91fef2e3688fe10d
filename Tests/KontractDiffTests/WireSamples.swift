// Sample values for a kotlinx descriptor: the extremes of every property's type, or every optional one left at its
// default, so that encoding them with one side's descriptor and decoding with the other's shows a wire break.

import KontractSerialization

enum WireSamples {
    /// Which values a sample takes: each type's largest or smallest, or defaults and nulls where allowed.
    enum Mode: CaseIterable {
        case high
        case low
        case defaults
    }

    /// Samples of a declaration: per mode, and for an enum every entry, for a sealed type every subclass.
    static func samples(_ descriptor: KotlinSerialDescriptor) -> [KotlinValue] {
        switch descriptor {
        case .enumeration(let enumDescriptor): return enumDescriptor.entries.map { .enumEntry($0.name) }
        case .sealed(let sealed):
            return sealed.subclasses.flatMap { subclass in Mode.allCases.map { instance(subclass, $0, depth: 0) } }
        case .classType(let classDescriptor): return Mode.allCases.map { instance(classDescriptor, $0, depth: 0) }
        default: return Mode.allCases.map { value(descriptor, $0, depth: 0) }
        }
    }

    private static func instance(_ descriptor: KotlinClassDescriptor, _ mode: Mode, depth: Int) -> KotlinValue {
        let fields = descriptor.properties.map { property -> KotlinValue in
            if let defaultValue = property.defaultValue, mode == .defaults || property.isTransient || depth > 2 {
                return defaultValue
            }
            return value(property.descriptor, mode, depth: depth + 1)
        }
        return .instance(serialName: descriptor.serialName, fields: fields)
    }

    private static func value(_ descriptor: KotlinSerialDescriptor, _ mode: Mode, depth: Int) -> KotlinValue {
        let high = mode == .high
        switch descriptor {
        case .nullable(let inner): return mode == .defaults ? .null : value(inner, mode, depth: depth)
        case .boolean: return .bool(high)
        case .byte: return .integer(high ? Int64(Int8.max) : Int64(Int8.min))
        case .short: return .integer(high ? Int64(Int16.max) : Int64(Int16.min))
        case .int: return .integer(high ? Int64(Int32.max) : Int64(Int32.min))
        case .long: return .integer(high ? Int64.max : Int64.min)
        case .ubyte: return .unsigned(high ? UInt64(UInt8.max) : 0)
        case .ushort: return .unsigned(high ? UInt64(UInt16.max) : 0)
        case .uint: return .unsigned(high ? UInt64(UInt32.max) : 0)
        case .ulong: return .unsigned(high ? UInt64.max : 0)
        case .float: return .float(high ? Float.greatestFiniteMagnitude : -1.5)
        case .double: return .double(high ? Double.greatestFiniteMagnitude : -1.5)
        case .char: return .char(high ? 0x7A : 0x41)
        case .string: return .string(high ? "zeta" : "")
        case .enumeration(let enumDescriptor):
            let entries = enumDescriptor.entries
            return .enumEntry(((high ? entries.last : entries.first) ?? KotlinEnumDescriptor.Entry(name: "?")).name)
        case .list(let element, _): return .list(depth > 3 ? [] : [value(element, mode, depth: depth + 1)])
        case .map(let key, let element):
            guard depth <= 3 else { return .map([]) }
            return .map([
                KotlinMapEntry(key: value(key, mode, depth: depth + 1), value: value(element, mode, depth: depth + 1))
            ])
        case .classType(let classDescriptor): return instance(classDescriptor, mode, depth: depth)
        case .sealed(let sealed):
            guard let first = sealed.subclasses.first else { return .null }
            return instance(first, mode, depth: depth)
        }
    }
}
