// A JSON example of a serializable type, encoded by the runtime's kotlinx codec from its descriptor.

import KontractCheck
import KontractSerialization

/// What kotlinx writes for one made-up value of a type: defaults omitted, and with `encodeDefaults`.
struct JSONExample {
    let omittingDefaults: String
    let encodingDefaults: String

    /// The example of the declaration `qualifiedName`, or nil when kotlinx does not serialize it. Each property
    /// holds its default when it has one, else a sample of its type (the first enum entry, the first subclass).
    static func example(_ qualifiedName: String, descriptors: DescriptorBuilder) -> Result<JSONExample, Error>? {
        guard let descriptor = descriptors.descriptor(for: qualifiedName) else { return nil }
        let value = sample(descriptor, depth: 0)
        var configuration = descriptors.configuration(for: qualifiedName)
        do {
            configuration.encodeDefaults = false
            var plain = KotlinJSONEncoder(configuration: configuration)
            try plain.encode(value, descriptor)
            configuration.encodeDefaults = true
            var full = KotlinJSONEncoder(configuration: configuration)
            try full.encode(value, descriptor)
            return .success(JSONExample(omittingDefaults: plain.writer.text, encodingDefaults: full.writer.text))
        } catch {
            return .failure(error)
        }
    }

    /// A value of `descriptor`; below a few levels, collections are empty and nullable values null.
    private static func sample(_ descriptor: KotlinSerialDescriptor, depth: Int) -> KotlinValue {
        switch descriptor {
        case .boolean: return .bool(true)
        case .byte, .short, .int, .long: return .integer(1)
        case .ubyte, .ushort, .uint, .ulong: return .unsigned(1)
        case .float: return .float(1.5)
        case .double: return .double(1.5)
        case .char: return .char(0x61)
        case .string: return .string("text")
        case .enumeration(let enumeration):
            return enumeration.entries.first.map { .enumEntry($0.name) } ?? .null
        case .list(let element, _):
            return .list(depth < 3 ? [sample(element, depth: depth + 1)] : [])
        case .map: return .map([])
        case .nullable(let inner): return depth < 3 ? sample(inner, depth: depth + 1) : .null
        case .classType(let type): return instance(type, depth: depth)
        case .sealed(let sealed):
            guard let first = sealed.subclasses.first else { return .null }
            return instance(first, depth: depth)
        }
    }

    private static func instance(_ type: KotlinClassDescriptor, depth: Int) -> KotlinValue {
        .instance(
            serialName: type.serialName,
            fields: type.properties.map { property in
                property.defaultValue ?? sample(property.descriptor, depth: depth + 1)
            })
    }
}
