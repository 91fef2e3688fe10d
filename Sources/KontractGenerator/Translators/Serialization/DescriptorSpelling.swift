// kotlinx serial descriptors (as `DescriptorBuilder` builds them) spelled as Swift expressions.

import KontractCheck
import KontractCore
import KontractSerialization

/// Writes a `KotlinSerialDescriptor` as the Swift that rebuilds it: primitives and collections
/// inline, declared types through their generated `kotlinSerialDescriptor`.
struct DescriptorSpelling {
    let context: TranslationContext
    let builder: DescriptorBuilder
    let conversion: KotlinValueConversion
    /// Class, enum and sealed descriptors → the qualified name of their declaration.
    private let owners: [ObjectIdentifier: String]

    init(context: TranslationContext, builder: DescriptorBuilder, conversion: KotlinValueConversion) {
        self.context = context
        self.builder = builder
        self.conversion = conversion
        var owners: [ObjectIdentifier: String] = [:]
        for entry in context.module.index.declarations {
            switch builder.descriptor(for: entry.qualifiedName) {
            case .classType(let descriptor): owners[ObjectIdentifier(descriptor)] = entry.qualifiedName
            case .enumeration(let descriptor): owners[ObjectIdentifier(descriptor)] = entry.qualifiedName
            case .sealed(let descriptor): owners[ObjectIdentifier(descriptor)] = entry.qualifiedName
            default: break
            }
        }
        self.owners = owners
    }

    func qualifiedName(of descriptor: KotlinClassDescriptor) -> String? { owners[ObjectIdentifier(descriptor)] }

    /// The expression of a descriptor.
    func descriptor(_ descriptor: KotlinSerialDescriptor) -> SwiftExpression {
        let primitive: String
        switch descriptor {
        case .boolean: primitive = "boolean"
        case .byte: primitive = "byte"
        case .short: primitive = "short"
        case .int: primitive = "int"
        case .long: primitive = "long"
        case .ubyte: primitive = "ubyte"
        case .ushort: primitive = "ushort"
        case .uint: primitive = "uint"
        case .ulong: primitive = "ulong"
        case .float: primitive = "float"
        case .double: primitive = "double"
        case .char: primitive = "char"
        case .string: primitive = "string"
        case .nullable(let inner): return .call(.member(nil, "nullable"), SwiftArgument(self.descriptor(inner)))
        case .list(let element, let isSet):
            return .call(
                .member(nil, "list"), SwiftArgument(self.descriptor(element)), SwiftArgument("isSet", .bool(isSet)))
        case .map(let key, let value):
            return .call(
                .member(nil, "map"), SwiftArgument("key", self.descriptor(key)),
                SwiftArgument("value", self.descriptor(value)))
        case .enumeration(let enumDescriptor):
            return owned(ObjectIdentifier(enumDescriptor)) ?? enumeration(enumDescriptor)
        case .classType(let classDescriptor):
            return owned(ObjectIdentifier(classDescriptor))
                ?? .call(.member(nil, "classType"), SwiftArgument(self.classDescriptor(classDescriptor)))
        case .sealed(let sealedDescriptor):
            return owned(ObjectIdentifier(sealedDescriptor))
                ?? .call(.member(nil, "sealed"), SwiftArgument(self.sealedDescriptor(sealedDescriptor)))
        }
        return .member(nil, primitive)
    }

    private func owned(_ identifier: ObjectIdentifier) -> SwiftExpression? {
        guard let name = owners[identifier] else { return nil }
        let owner = conversion.serializerName(of: name) ?? context.projection.swiftName(of: name)
        return .member(.identifier(owner), "kotlinSerialDescriptor")
    }

    /// `KotlinClassDescriptor(...)` without properties (they are defined on first use).
    func classDescriptor(_ descriptor: KotlinClassDescriptor) -> SwiftExpression {
        var arguments = [
            SwiftArgument("serialName", .string(descriptor.serialName)),
            SwiftArgument("kotlinName", .string(descriptor.kotlinName)),
        ]
        if descriptor.jvmName != descriptor.serialName {
            arguments.append(SwiftArgument("jvmName", .string(descriptor.jvmName)))
        }
        switch descriptor.shape {
        case .dataClass: break
        case .object: arguments.append(SwiftArgument("shape", .member(nil, "object")))
        case .dataObject: arguments.append(SwiftArgument("shape", .member(nil, "dataObject")))
        }
        return .call(.identifier("KotlinClassDescriptor"), arguments)
    }

    func sealedDescriptor(_ descriptor: KotlinSealedDescriptor) -> SwiftExpression {
        var arguments = [
            SwiftArgument("serialName", .string(descriptor.serialName)),
            SwiftArgument("kotlinName", .string(descriptor.kotlinName)),
        ]
        if let discriminator = descriptor.discriminatorOverride {
            arguments.append(SwiftArgument("discriminatorOverride", .string(discriminator)))
        }
        return .call(.identifier("KotlinSealedDescriptor"), arguments)
    }

    /// `.enumeration(KotlinEnumDescriptor(...))`.
    func enumeration(_ descriptor: KotlinEnumDescriptor) -> SwiftExpression {
        let entries = descriptor.entries.map { entry in
            var arguments = [SwiftArgument("name", .string(entry.name))]
            if entry.serialName != entry.name {
                arguments.append(SwiftArgument("serialName", .string(entry.serialName)))
            }
            if !entry.jsonNames.isEmpty {
                arguments.append(SwiftArgument("jsonNames", .array(entry.jsonNames.map { .string($0) })))
            }
            return SwiftExpression.call(.member(.identifier("KotlinEnumDescriptor"), "Entry"), arguments)
        }
        let enumDescriptor = SwiftExpression.call(
            .identifier("KotlinEnumDescriptor"), SwiftArgument("serialName", .string(descriptor.serialName)),
            SwiftArgument("entries", .array(entries)))
        return .call(.member(nil, "enumeration"), SwiftArgument(enumDescriptor))
    }

    /// The arguments of a property's row in a data class's `KontractJSONRows` (`.field`, `.value`, `.transient`):
    /// the Kotlin name, the key path (`.field`'s), the descriptor, then what differs from `KotlinPropertyDescriptor`'s
    /// defaults. The default is not spelled: the rows' `defaults` hold it as JSON, set on first use.
    func rowArguments(_ property: KotlinPropertyDescriptor, path: SwiftExpression?) -> [SwiftArgument] {
        var arguments = [SwiftArgument(.string(property.name))]
        if let path { arguments.append(SwiftArgument(path)) }
        arguments.append(SwiftArgument(descriptor(property.descriptor)))
        if property.serialName != property.name {
            arguments.append(SwiftArgument("serialName", .string(property.serialName)))
        }
        if !property.jsonNames.isEmpty {
            arguments.append(SwiftArgument("jsonNames", .array(property.jsonNames.map { .string($0) })))
        }
        if property.encodeDefault != .whenConfigured {
            arguments.append(SwiftArgument("encodeDefault", .member(nil, property.encodeDefault.rawValue)))
        }
        if property.isRequired { arguments.append(SwiftArgument("isRequired", .bool(true))) }
        return arguments
    }

    /// `KotlinJSONConfiguration(...)` with the settings that differ from kotlinx's default; nil when none do.
    func configuration(_ configuration: KotlinJSONConfiguration) -> SwiftExpression? {
        let standard = KotlinJSONConfiguration.default
        var arguments: [SwiftArgument] = []
        func flag(_ label: String, _ value: Bool, _ standardValue: Bool) {
            if value != standardValue { arguments.append(SwiftArgument(label, .bool(value))) }
        }
        flag("encodeDefaults", configuration.encodeDefaults, standard.encodeDefaults)
        flag("explicitNulls", configuration.explicitNulls, standard.explicitNulls)
        flag("ignoreUnknownKeys", configuration.ignoreUnknownKeys, standard.ignoreUnknownKeys)
        flag("coerceInputValues", configuration.coerceInputValues, standard.coerceInputValues)
        flag("isLenient", configuration.isLenient, standard.isLenient)
        if configuration.classDiscriminator != standard.classDiscriminator {
            arguments.append(SwiftArgument("classDiscriminator", .string(configuration.classDiscriminator)))
        }
        flag(
            "allowSpecialFloatingPointValues", configuration.allowSpecialFloatingPointValues,
            standard.allowSpecialFloatingPointValues)
        if let naming = configuration.namingStrategy {
            arguments.append(
                SwiftArgument("namingStrategy", .member(nil, naming == .snakeCase ? "snakeCase" : "kebabCase")))
        }
        return arguments.isEmpty ? nil : .call(.identifier("KotlinJSONConfiguration"), arguments)
    }
}
