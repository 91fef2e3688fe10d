// JSON Schema (draft 2020-12) of the contracts' types as kotlinx.serialization encodes them.

import KontractCheck
import KontractCore
import KontractSerialization

/// Describes each serializable type as kotlinx's `encodeToString` writes it, for validators in
/// other languages: required = no default (or `@Required`), enums by serial name, sealed types
/// as `oneOf` with the class discriminator as a `const`, unknown keys refused unless the
/// contract sets `ignoreUnknownKeys`.
///
/// Decoding is more lenient than the schema (quoted numbers, any-case booleans...): the schema
/// describes what kotlinx writes, `kontract check` what it reads.
public struct JSONSchemaEmitter {
    public let module: CheckedModule
    let builder: DescriptorBuilder
    private var definitions: [SchemaMember] = []
    private var defined: Set<String> = []

    public init(module: CheckedModule) {
        self.module = module
        builder = DescriptorBuilder(module: module)
    }

    /// The schema document: every serializable type under `$defs`; with `rootType` (a
    /// qualified name) the document itself validates that type.
    public mutating func emit(rootType: String? = nil) -> String {
        for entry in module.index.declarations {
            guard let descriptor = builder.descriptor(for: entry.qualifiedName) else { continue }
            _ = reference(descriptor, configuration: builder.configuration(for: entry.qualifiedName))
        }
        var members: [SchemaMember] = [SchemaMember("$schema", .string("https://json-schema.org/draft/2020-12/schema"))]
        if let rootType, let descriptor = builder.descriptor(for: rootType) {
            members.append(SchemaMember("title", .string(rootType)))
            members += reference(descriptor, configuration: builder.configuration(for: rootType))
        }
        members.append(SchemaMember("$defs", .object(definitions.sorted { $0.key < $1.key })))
        return SchemaNode.object(members).rendered() + "\n"
    }

    /// Members that describe `descriptor`: a `$ref` for declared types, inline otherwise.
    private mutating func reference(_ descriptor: KotlinSerialDescriptor, configuration: KotlinJSONConfiguration)
        -> [SchemaMember]
    {
        switch descriptor {
        case .boolean: return [SchemaMember("type", .string("boolean"))]
        case .byte: return integer(Int64(Int8.min), UInt64(Int8.max))
        case .short: return integer(Int64(Int16.min), UInt64(Int16.max))
        case .int: return integer(Int64(Int32.min), UInt64(Int32.max))
        case .long: return integer(Int64.min, UInt64(Int64.max))
        case .ubyte: return integer(0, UInt64(UInt8.max))
        case .ushort: return integer(0, UInt64(UInt16.max))
        case .uint: return integer(0, UInt64(UInt32.max))
        case .ulong: return integer(0, UInt64.max)
        case .float, .double: return [SchemaMember("type", .string("number"))]
        case .char:
            return [
                SchemaMember("type", .string("string")), SchemaMember("minLength", .integer("1")),
                SchemaMember("maxLength", .integer("2")),
            ]
        case .string: return [SchemaMember("type", .string("string"))]
        case .list(let element, let isSet):
            var members: [SchemaMember] = [
                SchemaMember("type", .string("array")),
                SchemaMember("items", .object(reference(element, configuration: configuration))),
            ]
            if isSet { members.append(SchemaMember("uniqueItems", .bool(true))) }
            return members
        case .map(let key, let value):
            var members: [SchemaMember] = [SchemaMember("type", .string("object"))]
            if let pattern = Self.keyPattern(key.nonNullable) {
                members.append(SchemaMember("propertyNames", .object([SchemaMember("pattern", .string(pattern))])))
            }
            members.append(
                SchemaMember("additionalProperties", .object(reference(value, configuration: configuration))))
            return members
        case .nullable(let inner):
            return [
                SchemaMember(
                    "anyOf",
                    .array([
                        .object(reference(inner, configuration: configuration)),
                        .object([SchemaMember("type", .string("null"))]),
                    ]))
            ]
        case .enumeration(let enumDescriptor):
            define(enumDescriptor.serialName) { _ in
                [SchemaMember("enum", .array(enumDescriptor.entries.map { .string($0.serialName) }))]
            }
            return ref(enumDescriptor.serialName)
        case .classType(let classDescriptor):
            define(classDescriptor.serialName) { emitter in
                emitter.classSchema(classDescriptor, discriminator: nil, configuration: configuration)
            }
            return ref(classDescriptor.serialName)
        case .sealed(let sealedDescriptor):
            define(sealedDescriptor.serialName) { emitter in
                // kotlinx's open polymorphic scope of an interface or function type (KT0211): no subclass is
                // registered, so no value is valid (`oneOf` may not be empty).
                if sealedDescriptor.subclasses.isEmpty {
                    return [
                        SchemaMember(
                            "description",
                            .string(
                                "no value: kotlinx registers no subclass in the polymorphic scope of '\(sealedDescriptor.kotlinName)'"
                            )),
                        SchemaMember("not", .object([])),
                    ]
                }
                let key = sealedDescriptor.discriminator(in: configuration)
                let variants = sealedDescriptor.subclasses.map { subclass in
                    SchemaNode.object(
                        emitter.classSchema(
                            subclass, discriminator: (key, subclass.serialName), configuration: configuration))
                }
                return [
                    SchemaMember("type", .string("object")), SchemaMember("required", .array([.string(key)])),
                    SchemaMember("oneOf", .array(variants)),
                ]
            }
            return ref(sealedDescriptor.serialName)
        }
    }

    private func ref(_ name: String) -> [SchemaMember] {
        [
            SchemaMember(
                "$ref",
                .string(
                    "#/$defs/"
                        + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")))
        ]
    }

    private func integer(_ minimum: Int64, _ maximum: UInt64) -> [SchemaMember] {
        [
            SchemaMember("type", .string("integer")), SchemaMember("minimum", .integer(String(minimum))),
            SchemaMember("maximum", .integer(String(maximum))),
        ]
    }

    /// Map keys are strings holding the key's text (`"1"` for an Int key).
    private static func keyPattern(_ key: KotlinSerialDescriptor) -> String? {
        switch key {
        case .byte, .short, .int, .long: "^-?[0-9]+$"
        case .ubyte, .ushort, .uint, .ulong: "^[0-9]+$"
        case .boolean: "^(true|false)$"
        case .enumeration(let descriptor):
            "^(" + descriptor.entries.map { Self.regexEscaped($0.serialName) }.joined(separator: "|") + ")$"
        default: nil
        }
    }

    private static func regexEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Adds a definition once (recursion-safe: the name is reserved before the body is built).
    private mutating func define(_ name: String, _ body: (inout JSONSchemaEmitter) -> [SchemaMember]) {
        guard !defined.contains(name) else { return }
        defined.insert(name)
        let members = body(&self)
        definitions.append(SchemaMember(name, .object(members)))
    }

    /// An object with the class's keys; `discriminator` adds the sealed parent's `"type": const`.
    private mutating func classSchema(
        _ descriptor: KotlinClassDescriptor, discriminator: (key: String, value: String)?,
        configuration: KotlinJSONConfiguration
    ) -> [SchemaMember] {
        var properties: [SchemaMember] = []
        var required: [SchemaNode] = []
        if let discriminator {
            properties.append(
                SchemaMember(discriminator.key, .object([SchemaMember("const", .string(discriminator.value))])))
            required.append(.string(discriminator.key))
        }
        for (index, property) in descriptor.properties.enumerated() where !property.isTransient {
            let key = descriptor.key(ofPropertyAt: index, naming: configuration.namingStrategy)
            properties.append(SchemaMember(key, .object(reference(property.descriptor, configuration: configuration))))
            let optional = property.isOptional || (property.isNullable && !configuration.explicitNulls)
            if !optional { required.append(.string(key)) }
        }
        var members: [SchemaMember] = [SchemaMember("type", .string("object"))]
        if discriminator == nil { members.append(SchemaMember("title", .string(descriptor.kotlinName))) }
        members.append(SchemaMember("properties", .object(properties)))
        if !required.isEmpty { members.append(SchemaMember("required", .array(required))) }
        if !configuration.ignoreUnknownKeys { members.append(SchemaMember("additionalProperties", .bool(false))) }
        return members
    }
}
