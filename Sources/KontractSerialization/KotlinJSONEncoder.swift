// Writes KotlinValues as kotlinx writes the Kotlin values: defaults, nulls, discriminators, keys.

/// kotlinx's `StreamingJsonEncoder` over `KotlinValue`.
public struct KotlinJSONEncoder {
    public let configuration: KotlinJSONConfiguration
    public internal(set) var writer = KotlinJSONWriter()

    public init(configuration: KotlinJSONConfiguration) {
        self.configuration = configuration
    }

    public mutating func encode(_ value: KotlinValue, _ descriptor: KotlinSerialDescriptor) throws(KotlinJSONError) {
        switch (descriptor, value) {
        case (.nullable, .null): writer.raw("null")
        case (.nullable(let inner), _): try encode(value, inner)
        case (.boolean, .bool(let flag)): writer.raw(flag ? "true" : "false")
        case (.byte, .integer(let number)), (.short, .integer(let number)), (.int, .integer(let number)),
            (.long, .integer(let number)):
            writer.integer(number)
        case (.ubyte, .unsigned(let number)), (.ushort, .unsigned(let number)), (.uint, .unsigned(let number)),
            (.ulong, .unsigned(let number)):
            writer.unsigned(number)
        case (.double, .double(let number)):
            try checkSpecial(number.isFinite, KotlinNumberText.double(number))
            writer.raw(KotlinNumberText.double(number))
        case (.float, .float(let number)):
            try checkSpecial(number.isFinite, KotlinNumberText.float(number))
            writer.raw(KotlinNumberText.float(number))
        case (.char, .char(let unit)): writer.string(String(decoding: [unit], as: UTF16.self))
        case (.string, .string(let text)): writer.string(text)
        case (.enumeration(let enumDescriptor), .enumEntry(let name)):
            guard let index = enumDescriptor.entryIndex(forKotlinName: name) else { throw mismatch(value, descriptor) }
            writer.string(enumDescriptor.entries[index].serialName)
        case (.list(let element, _), .list(let items)):
            writer.byte(0x5B)
            for (index, item) in items.enumerated() {
                if index > 0 { writer.byte(0x2C) }
                try encode(item, element)
            }
            writer.byte(0x5D)
        case (.map(let keyDescriptor, let valueDescriptor), .map(let entries)):
            if let error = keyDescriptor.structuredMapKeyError { throw error }
            writer.byte(0x7B)
            for (index, entry) in entries.enumerated() {
                if index > 0 { writer.byte(0x2C) }
                try encodeKey(entry.key, keyDescriptor)
                writer.byte(0x3A)
                try encode(entry.value, valueDescriptor)
            }
            writer.byte(0x7D)
        case (.classType(let classDescriptor), .instance(_, let fields)):
            try encodeClass(classDescriptor, fields, discriminator: nil)
        case (.sealed(let sealedDescriptor), .instance(let serialName, let fields)):
            guard let subclass = sealedDescriptor.subclass(serialName: serialName) else {
                // An open polymorphic scope (an interface- or function-typed property, KT0211) registers none.
                if sealedDescriptor.subclasses.isEmpty {
                    throw .polymorphicSubclassNotFound(serialName, scope: sealedDescriptor.kotlinName, kind: .encoding)
                }
                throw mismatch(value, descriptor)
            }
            let key = sealedDescriptor.discriminator(in: configuration)
            if sealedDescriptor.keyClashesWithDiscriminator(subclass, in: configuration) {
                throw KotlinJSONError(
                    kind: .encoding,
                    message: "Sealed class '\(subclass.serialName)' cannot be serialized as base class "
                        + "'\(sealedDescriptor.serialName)' because it has property name that conflicts with JSON "
                        + "class discriminator '\(key)'. You can either change class discriminator in JsonConfiguration, "
                        + "rename property with @SerialName annotation or fall back to array polymorphism")
            }
            try encodeClass(subclass, fields, discriminator: (key, subclass.serialName))
        default:
            throw mismatch(value, descriptor)
        }
    }

    /// A map key: strings as they are, other primitives and enums as quoted text, null bare.
    mutating func encodeKey(_ key: KotlinValue, _ descriptor: KotlinSerialDescriptor) throws(KotlinJSONError) {
        switch (descriptor.nonNullable, key) {
        case (_, .null): writer.raw("null")
        case (.string, _), (.char, _), (.enumeration, _): try encode(key, descriptor)
        case (.classType, _), (.sealed, _), (.list, _), (.map, _):
            throw KotlinJSONError(
                kind: .encoding,
                message: "Value of type '\(descriptor.kindName)' can't be used in JSON as a key in the map. "
                    + "It should have either primitive or enum kind, but its kind is '\(descriptor.kindName)'.")
        default:
            var inner = KotlinJSONEncoder(configuration: configuration)
            try inner.encode(key, descriptor)
            writer.string(inner.writer.text)
        }
    }

    mutating func encodeClass(
        _ descriptor: KotlinClassDescriptor, _ fields: [KotlinValue], discriminator: (String, String)?
    ) throws(KotlinJSONError) {
        let properties = descriptor.properties
        guard fields.count == properties.count else {
            throw KotlinJSONError(
                kind: .encoding,
                message: "\(descriptor.serialName) has \(properties.count) properties, the value has \(fields.count)")
        }
        writer.byte(0x7B)
        var first = true
        let keys = descriptor.keyBytes(naming: configuration.namingStrategy)
        if let (key, name) = discriminator {
            writer.string(key)
            writer.byte(0x3A)
            writer.string(name)
            first = false
        }
        for (index, property) in properties.enumerated() where shouldEncode(property, fields[index]) {
            if !first { writer.byte(0x2C) }
            first = false
            writer.string(utf8: keys[index])
            writer.byte(0x3A)
            do throws(KotlinJSONError) {
                try encode(fields[index], property.descriptor)
            } catch {
                var copy = error
                copy.pathSegments.insert("." + property.serialName, at: 0)
                throw copy
            }
        }
        writer.byte(0x7D)
    }

    /// The plugin's `write$Self` rule plus kotlinx's `explicitNulls`.
    func shouldEncode(_ property: KotlinPropertyDescriptor, _ value: KotlinValue) -> Bool {
        if property.isTransient { return false }
        if value == .null && !configuration.explicitNulls { return false }
        if property.isRequired || property.encodeDefault == .always { return true }
        guard let defaultValue = property.defaultValue, defaultValue.kotlinEquals(value, property.descriptor) else {
            return true
        }
        return configuration.encodeDefaults && property.encodeDefault != .never
    }

    func checkSpecial(_ isFinite: Bool, _ text: String) throws(KotlinJSONError) {
        if isFinite || configuration.allowSpecialFloatingPointValues { return }
        throw KotlinJSONError(
            kind: .encoding,
            message:
                "Unexpected special floating-point value \(text). By default, non-finite floating point values are "
                + "prohibited because they do not conform JSON specification. It is possible to deserialize them "
                + "using 'JsonBuilder.allowSpecialFloatingPointValues = true'")
    }

    func mismatch(_ value: KotlinValue, _ descriptor: KotlinSerialDescriptor) -> KotlinJSONError {
        KotlinJSONError(kind: .encoding, message: "Value \(value) does not fit descriptor '\(descriptor.kindName)'")
    }
}
