// kotlinx serial descriptors (as `DescriptorBuilder` builds them) spelled as Swift expressions.

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
    func descriptor(_ descriptor: KotlinSerialDescriptor) -> String {
        switch descriptor {
        case .boolean: return ".boolean"
        case .byte: return ".byte"
        case .short: return ".short"
        case .int: return ".int"
        case .long: return ".long"
        case .ubyte: return ".ubyte"
        case .ushort: return ".ushort"
        case .uint: return ".uint"
        case .ulong: return ".ulong"
        case .float: return ".float"
        case .double: return ".double"
        case .char: return ".char"
        case .string: return ".string"
        case .nullable(let inner): return ".nullable(\(self.descriptor(inner)))"
        case .list(let element, let isSet): return ".list(\(self.descriptor(element)), isSet: \(isSet))"
        case .map(let key, let value): return ".map(key: \(self.descriptor(key)), value: \(self.descriptor(value)))"
        case .enumeration(let enumDescriptor):
            return owned(ObjectIdentifier(enumDescriptor)) ?? ".enumeration(\(enumeration(enumDescriptor)))"
        case .classType(let classDescriptor):
            return owned(ObjectIdentifier(classDescriptor)) ?? ".classType(\(self.classDescriptor(classDescriptor)))"
        case .sealed(let sealedDescriptor):
            return owned(ObjectIdentifier(sealedDescriptor)) ?? ".sealed(\(self.sealedDescriptor(sealedDescriptor)))"
        }
    }

    private func owned(_ identifier: ObjectIdentifier) -> String? {
        guard let name = owners[identifier] else { return nil }
        let owner = conversion.serializerName(of: name) ?? context.projection.swiftName(of: name)
        return owner + ".kotlinSerialDescriptor"
    }

    /// `KotlinClassDescriptor(...)` without properties (they are defined on first use).
    func classDescriptor(_ descriptor: KotlinClassDescriptor) -> String {
        var arguments = [
            "serialName: \(SwiftLiterals.string(descriptor.serialName))",
            "kotlinName: \(SwiftLiterals.string(descriptor.kotlinName))",
        ]
        if descriptor.jvmName != descriptor.serialName {
            arguments.append("jvmName: \(SwiftLiterals.string(descriptor.jvmName))")
        }
        switch descriptor.shape {
        case .dataClass: break
        case .object: arguments.append("shape: .object")
        case .dataObject: arguments.append("shape: .dataObject")
        }
        return "KotlinClassDescriptor(\(arguments.joined(separator: ", ")))"
    }

    func sealedDescriptor(_ descriptor: KotlinSealedDescriptor) -> String {
        var arguments = [
            "serialName: \(SwiftLiterals.string(descriptor.serialName))",
            "kotlinName: \(SwiftLiterals.string(descriptor.kotlinName))",
        ]
        if let discriminator = descriptor.discriminatorOverride {
            arguments.append("discriminatorOverride: \(SwiftLiterals.string(discriminator))")
        }
        return "KotlinSealedDescriptor(\(arguments.joined(separator: ", ")))"
    }

    /// `.enumeration(KotlinEnumDescriptor(...))`.
    func enumeration(_ descriptor: KotlinEnumDescriptor) -> String {
        let entries = descriptor.entries.map { entry in
            var arguments = ["name: \(SwiftLiterals.string(entry.name))"]
            if entry.serialName != entry.name {
                arguments.append("serialName: \(SwiftLiterals.string(entry.serialName))")
            }
            if !entry.jsonNames.isEmpty {
                arguments.append("jsonNames: [\(entry.jsonNames.map(SwiftLiterals.string).joined(separator: ", "))]")
            }
            return "KotlinEnumDescriptor.Entry(\(arguments.joined(separator: ", ")))"
        }
        return
            ".enumeration(KotlinEnumDescriptor(serialName: \(SwiftLiterals.string(descriptor.serialName)), entries: ["
            + entries.joined(separator: ", ") + "]))"
    }

    /// `KotlinPropertyDescriptor(...)` without its default (set from the contract's JSON on first use).
    func property(_ property: KotlinPropertyDescriptor) -> String {
        var arguments = ["name: \(SwiftLiterals.string(property.name))"]
        if property.serialName != property.name {
            arguments.append("serialName: \(SwiftLiterals.string(property.serialName))")
        }
        if !property.jsonNames.isEmpty {
            arguments.append("jsonNames: [\(property.jsonNames.map(SwiftLiterals.string).joined(separator: ", "))]")
        }
        arguments.append("descriptor: \(descriptor(property.descriptor))")
        if property.encodeDefault != .whenConfigured {
            arguments.append("encodeDefault: .\(property.encodeDefault.rawValue)")
        }
        if property.isRequired { arguments.append("isRequired: true") }
        if property.isTransient { arguments.append("isTransient: true") }
        return "KotlinPropertyDescriptor(\(arguments.joined(separator: ", ")))"
    }

    /// `KotlinJSONConfiguration(...)` with the settings that differ from kotlinx's default; nil when none do.
    func configuration(_ configuration: KotlinJSONConfiguration) -> String? {
        let standard = KotlinJSONConfiguration.default
        var arguments: [String] = []
        if configuration.encodeDefaults != standard.encodeDefaults {
            arguments.append("encodeDefaults: \(configuration.encodeDefaults)")
        }
        if configuration.explicitNulls != standard.explicitNulls {
            arguments.append("explicitNulls: \(configuration.explicitNulls)")
        }
        if configuration.ignoreUnknownKeys != standard.ignoreUnknownKeys {
            arguments.append("ignoreUnknownKeys: \(configuration.ignoreUnknownKeys)")
        }
        if configuration.coerceInputValues != standard.coerceInputValues {
            arguments.append("coerceInputValues: \(configuration.coerceInputValues)")
        }
        if configuration.isLenient != standard.isLenient { arguments.append("isLenient: \(configuration.isLenient)") }
        if configuration.classDiscriminator != standard.classDiscriminator {
            arguments.append("classDiscriminator: \(SwiftLiterals.string(configuration.classDiscriminator))")
        }
        if configuration.allowSpecialFloatingPointValues != standard.allowSpecialFloatingPointValues {
            arguments.append("allowSpecialFloatingPointValues: \(configuration.allowSpecialFloatingPointValues)")
        }
        if let naming = configuration.namingStrategy {
            arguments.append("namingStrategy: .\(naming == .snakeCase ? "snakeCase" : "kebabCase")")
        }
        return arguments.isEmpty ? nil : "KotlinJSONConfiguration(\(arguments.joined(separator: ", ")))"
    }
}
