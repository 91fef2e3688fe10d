// A data class's typed JSON path: its field table, `kontractDecode` and `kontractEncode`, reading and writing bytes.

import KontractCore
import KontractSerialization

/// Builds the members with which a data class reads its properties straight from JSON and writes them
/// straight to it (`KontractJSONDecoder`, `KontractJSONEncoder`), without a `KotlinValue` tree. A property
/// of a type the typed path reads (`KontractJSONField`: the primitives as mapped and their boxes, `String`, lists,
/// `[String: V]` maps, nullables, `KotlinSerializable` types) is decoded into a typed slot; any other goes through `KotlinValue` and the
/// same conversions as `value(fromKotlinValue:)`, as does a property whose default cannot be compared as
/// written (a set, a map or a transient property inside).
struct TypedJSONMembers {
    let context: TranslationContext
    let conversion: KotlinValueConversion

    /// The Swift types whose `KontractJSONField` conformance reads each Kotlin primitive.
    private static let primitiveTypes: [KotlinPrimitive: String] = [
        .boolean: "Bool", .byte: "Int8", .short: "Int16", .int: "Int32", .long: "Int64", .ubyte: "UInt8",
        .uint: "UInt32", .ulong: "UInt64", .float: "Float", .double: "Double",
    ]

    private static let decoder = SwiftExpression.identifier("decoder")
    private static let encoder = SwiftExpression.identifier("encoder")
    private static let slots = SwiftExpression.identifier("slots")
    static let rows = "kontractJSONRows"
    /// `kontractJSONRows.fieldTable`: the runtime's `KontractJSONFields` of the rows, built on first use.
    private static let fieldTable = SwiftExpression.identifier(rows).member("fieldTable")

    /// `private static let kontractJSONRows` (the class descriptor, each default as the contract's JSON and a row
    /// per property: `.field("p", \.p, .int)` for a property `KontractJSONField` reads, `.value("p", .int, equals:
    /// .other("p", \.p)) { value in … }` for one read as a `KotlinValue`, `.transient("p", .int, equals: …)`; the
    /// data class's `equals`, `hashCode()` and `toString()` read the same rows), `kotlinSerialDescriptor` (derived from the
    /// rows), `kontractDecode(_:)` (the runtime's `decodeInPlace` over the rows' `fieldTable`, reading a struct whose
    /// every row is typed straight into its stored properties; else `decodeObject` over the table, then the
    /// initializer taking each property from the slots) and `kontractEncode(_:)` (the runtime's `encodeObject`).
    /// `throughRows` (a `KontractJSONDataClass`): the rows only, `public` on the generated face (the protocol's
    /// requirement), and `kontractDecode(_:)` when the struct is not read in place; the runtime defines the rest.
    func members(
        _ entry: IndexedDeclaration, _ descriptor: KotlinClassDescriptor, _ typeName: String,
        fields dataFields: [DataClassField], spelling: DescriptorSpelling, transientArguments: [Int: SwiftArgument],
        throughRows: Bool = false
    ) throws -> [SwiftDeclaration] {
        var rows: [SwiftExpression] = []
        var takes: [SwiftArgument] = []
        // A struct whose every property is a typed row is read straight into its stored properties.
        var inPlace =
            context.projection.shape(of: entry.qualifiedName) != .finalClass
            && !context.boxedStructs.contains(entry.qualifiedName)
        let profile = context.projection.profile
        // A sealed superclass's constructor properties: rows first (kotlinx writes them first), set after the
        // initializer (which passes the subclass's arguments) from the JSON's values (SealedConstructor).
        let inherited = SealedConstructor(context: context).inherited(by: entry)
        var setInherited: [SwiftStatement] = []
        for (index, parameter) in inherited.enumerated() {
            let member = PropertyNaming.escapedMember(parameter.name.value, profile: profile)
            let swiftType = try context.types.swiftType(parameter.type, at: parameter.typeLocation)
            let described = descriptor.properties[index]
            let comparable =
                described.defaultValue.map { described.descriptor.kontractComparesAsWritten(with: $0) } ?? true
            guard comparable && isTyped(parameter.type, swiftType) else {
                throw Diagnostic.generator(
                    .supertypeNotEmulated,
                    "the generator does not emulate the serialization of the sealed class's property "
                        + "'\(parameter.name.value)' of type '\(parameter.syntax.type)' yet (issue 26)",
                    at: parameter.typeLocation)
            }
            inPlace = false
            rows.append(.call(.member(nil, "field"), spelling.rowArguments(described, path: .keyPath(member))))
            setInherited.append(
                .assign(
                    SwiftExpression.identifier("value").member(member),
                    .try(.call(Self.slots.member("take"), [SwiftArgument(.number("\(index)"))]))))
        }
        for (ownIndex, property) in context.model[entry].properties.enumerated() {
            let index = inherited.count + ownIndex
            let described = descriptor.properties[index]
            // A row without a key path says how Kotlin's `equals` compares the property (a `.field` row: its type).
            let equals = SwiftArgument("equals", dataFields[ownIndex].propertiesRow(context: context))
            if property.isTransient {
                inPlace = false
                if let argument = transientArguments[ownIndex] { takes.append(argument) }
                rows.append(.call(.member(nil, "transient"), spelling.rowArguments(described, path: nil) + [equals]))
                continue
            }
            let position = SwiftArgument(.number("\(index)"))
            let label = PropertyNaming.argumentLabel(property.name.value, export: property.export, profile: profile)
            let member = PropertyNaming.escapedMember(property.name.value, export: property.export, profile: profile)
            let swiftType = try context.types.swiftType(property.type, at: property.typeLocation)
            let comparable =
                described.defaultValue.map { described.descriptor.kontractComparesAsWritten(with: $0) } ?? true
            if comparable && isTyped(property.type, swiftType) {
                rows.append(.call(.member(nil, "field"), spelling.rowArguments(described, path: .keyPath(member))))
                takes.append(SwiftArgument(label, .try(.call(Self.slots.member("take"), [position]))))
                continue
            }
            // Read as a `KotlinValue` and converted as `value(fromKotlinValue:)` converts it.
            inPlace = false
            let written = try conversion.encode(
                property.type, .value, SwiftExpression.identifier("value").member(member), at: property.typeLocation)
            let read = conversion.decode(property.type, .value, .call(Self.slots.member("takeValue"), [position]))
            rows.append(
                .trailingClosure(
                    .call(.member(nil, "value"), spelling.rowArguments(described, path: nil) + [equals]),
                    parameters: ["value"], body: [.expression(written ?? .nil)]))
            takes.append(SwiftArgument(label, .try(read ?? .nil)))
        }
        let build = SwiftExpression.call(.type(.named(typeName)), takes, layout: takes.isEmpty ? .inline : .wrapped)
        let isStruct = context.projection.shape(of: entry.qualifiedName) != .finalClass
        let buildBody: [SwiftStatement] =
            setInherited.isEmpty
            ? [.expression(build)]
            : [.declare(isStruct ? .var : .let, "value", nil, build)] + setInherited + [.return(.identifier("value"))]
        let decode =
            inPlace
            ? SwiftExpression.call(Self.decoder.member("decodeInPlace"), [SwiftArgument(Self.fieldTable)])
            : SwiftExpression.trailingClosure(
                .call(Self.decoder.member("decodeObject"), [SwiftArgument(Self.fieldTable)]),
                parameters: ["slots"], body: buildBody)
        let encode = SwiftExpression.call(
            Self.encoder.member("encodeObject"),
            [
                SwiftArgument(.selfValue),
                SwiftArgument(SwiftExpression.member(.type(.named(typeName)), Self.rows).member("fieldTable")),
            ])
        let defaults =
            inherited.map { $0.defaultValue.map { SwiftExpression.string($0.json) } ?? .nil }
            + context.model[entry].properties.map { property in
                property.defaultValue.map { SwiftExpression.string($0.json) } ?? .nil
            }
        var rowsTable = SwiftProperty(
            modifiers: [throughRows ? .public : .private, .static], name: Self.rows, type: nil,
            value: .call(
                .type(.named("KontractJSONRows", [.named(typeName)])),
                [
                    SwiftArgument(spelling.classDescriptor(descriptor)),
                    SwiftArgument("defaults", .array(defaults)),
                ] + (inherited.isEmpty ? [] : [SwiftArgument("inherited", .number("\(inherited.count)"))]) + [
                    SwiftArgument(.array(rows, layout: .wrapped))
                ],
                layout: .wrappedClosingOnLast))
        if throughRows { rowsTable.attributes = [.kontractGenerated] }
        let decodeFunction = SwiftDeclaration.function(
            SwiftFunction(
                modifiers: [.public, .static], name: "kontractDecode",
                parameters: [SwiftParameter(label: "_", name: "decoder", type: .inOut("KontractJSONDecoder"))],
                returnType: .named(typeName), body: [.expression(.try(decode))],
                effects: .throws("KotlinJSONError")))
        if throughRows { return [.property(rowsTable)] + (inPlace ? [] : [decodeFunction]) }
        return [
            .property(rowsTable),
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    getter: [.expression(SwiftExpression.identifier(Self.rows).member("descriptor"))])),
            decodeFunction,
            .function(
                SwiftFunction(
                    modifiers: [.public], name: "kontractEncode",
                    parameters: [SwiftParameter(label: "_", name: "encoder", type: .inOut("KontractJSONEncoder"))],
                    returnType: nil, body: [.expression(.try(encode))], effects: .throws("KotlinJSONError"))),
        ]
    }

    /// Whether `swiftType`, the mapped type of `type`, reads and writes itself through `KontractJSONField`.
    private func isTyped(_ type: ResolvedType, _ swiftType: SwiftType) -> Bool {
        if type.isNullable {
            guard case .optional(let wrapped) = swiftType else { return false }
            return isTyped(type.nonNullable, wrapped)
        }
        switch (type.kind, swiftType) {
        case (.primitive(let primitive), .named(let name, let arguments)):
            // The primitive, or its box (`KotlinInt?`, `[KotlinInt]`: `KontractJSONBox`, read as the primitive).
            // The swift style spells a Kotlin `Int` as `Int` (read in `Int`'s range all the same).
            return arguments.isEmpty && Self.primitiveTypes[primitive] != nil
                && (Self.primitiveTypes[primitive] == name || SwiftValueSpelling.boxClass(primitive) == name
                    || (primitive == .int && name == "Int"))
        case (.string, .named(let name, let arguments)):
            return arguments.isEmpty && name == "String"
        case (.generic(let generic, let elements), .array(let element)):
            return (generic == .list || generic == .mutableList) && elements.count == 1 && isTyped(elements[0], element)
        case (.generic(let generic, let elements), .dictionary(.named("String", []), let value)):
            // `Map<String, V>` as `[String: V]` (KontractJSONMap.swift).
            return (generic == .map || generic == .mutableMap) && elements.count == 2 && !elements[0].isNullable
                && elements[0].kind == .string && isTyped(elements[1], value)
        case (.declared(let name, let arguments), .named(let swiftName, let swiftArguments)):
            return arguments.isEmpty && swiftArguments.isEmpty && conversion.serializable.contains(name)
                && conversion.serializerName(of: name) == nil && swiftName == context.projection.swiftName(of: name)
        default:
            return false
        }
    }
}
