// A data class's typed JSON path: its table, `kontractDecode` and `kontractEncode`, reading and writing bytes.

import KontractCore
import KontractSerialization

/// Builds the members with which a data class reads its properties straight from JSON and writes them
/// straight to it (`KontractJSONDecoder`, `KontractJSONEncoder`), without a `KotlinValue` tree. A property
/// of a type the typed path reads (`KontractJSONField`: the primitives as mapped, `String`, lists, nullables,
/// `KotlinSerializable` types) is decoded into a typed variable; any other goes through `KotlinValue` and the
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
    private static let object = SwiftExpression.identifier("object")
    private static let table = "kontractJSONTable"

    /// `private static let kontractJSONTable`, `kontractDecode(_:)` and `kontractEncode(_:)`.
    func members(
        _ entry: IndexedDeclaration, _ descriptor: KotlinClassDescriptor, _ typeName: String,
        transientArguments: [Int: SwiftArgument]
    ) throws -> [SwiftDeclaration] {
        var variables: [SwiftStatement] = []
        var decodeCases: [SwiftSwitchCase] = []
        var arguments: [SwiftArgument] = []
        var encodeLines: [SwiftStatement] = []
        let profile = context.projection.profile
        for (index, property) in context.model[entry].properties.enumerated() {
            if property.isTransient {
                if let argument = transientArguments[index] { arguments.append(argument) }
                continue
            }
            let variable = SwiftExpression.identifier("v\(index)")
            let position = SwiftExpression.number("\(index)")
            let label = PropertyNaming.argumentLabel(property.name.value, export: property.export, profile: profile)
            let member = SwiftExpression.selfValue.member(
                PropertyNaming.escapedMember(property.name.value, export: property.export, profile: profile))
            let swiftType = try context.types.swiftType(property.type, at: property.typeLocation)
            let comparable =
                descriptor.properties[index].defaultValue == nil
                || descriptor.properties[index].descriptor.kontractComparesAsWritten
            let typed = comparable && isTyped(property.type, swiftType)
            variables.append(.declare(.var, "v\(index)", .optional(typed ? swiftType : "KotlinValue"), .nil))
            decodeCases.append(
                SwiftSwitchCase(
                    patterns: [position],
                    [
                        .expression(
                            .try(
                                .call(
                                    Self.decoder.member(typed ? "decode" : "decodeValue"),
                                    [SwiftArgument(.prefix("&", variable)), SwiftArgument(.prefix("&", Self.object))])))
                    ]))
            let take = SwiftExpression.call(
                Self.decoder.member(typed ? "take" : "takeValue"),
                [SwiftArgument(variable), SwiftArgument(position), SwiftArgument(Self.object)])
            let value =
                typed ? member : try conversion.encode(property.type, .value, member, at: property.typeLocation) ?? .nil
            arguments.append(
                SwiftArgument(label, .try(typed ? take : conversion.decode(property.type, .value, take) ?? .nil)))
            encodeLines.append(
                .expression(
                    .try(
                        .call(
                            Self.encoder.member(typed ? "encode" : "encodeValue"),
                            [SwiftArgument(value), SwiftArgument(position), SwiftArgument(.prefix("&", Self.object))])))
            )
        }
        // `nextField` gives only the indices of properties that are not transient: the last case is the default.
        if let last = decodeCases.popLast() { decodeCases.append(.default(last.body)) }
        let next = SwiftExpression.try(
            .call(Self.decoder.member("nextField"), [SwiftArgument(.prefix("&", Self.object))]))
        let loop = SwiftStatement.while(
            [.binding(decodeCases.isEmpty ? "_" : "index", next)],
            decodeCases.isEmpty ? [] : [.switch(.identifier("index"), decodeCases)])
        let decode: [SwiftStatement] =
            variables + [
                .declare(
                    .var, "object", nil,
                    .try(.call(Self.decoder.member("beginObject"), [SwiftArgument(.identifier(Self.table))]))),
                loop,
                .return(.call(.type(.named(typeName)), arguments, layout: arguments.isEmpty ? .inline : .wrapped)),
            ]
        let tableValue = SwiftExpression.member(.type("Self"), Self.table)
        let encode: [SwiftStatement] =
            [.declare(.var, "object", nil, .call(Self.encoder.member("beginObject"), [SwiftArgument(tableValue)]))]
            + encodeLines + [.expression(.call(Self.encoder.member("endObject"), [SwiftArgument(Self.object)]))]
        return [
            .property(
                SwiftProperty(
                    modifiers: [.private, .static], name: Self.table, type: nil,
                    value: .call(.type("KontractJSONTable"), [SwiftArgument("kotlinSerialDescriptor")]))),
            .function(
                SwiftFunction(
                    modifiers: [.public, .static], name: "kontractDecode",
                    parameters: [SwiftParameter(label: "_", name: "decoder", type: .inOut("KontractJSONDecoder"))],
                    returnType: .named(typeName), body: decode, effects: .throws("KotlinJSONError"))),
            .function(
                SwiftFunction(
                    modifiers: [.public], name: "kontractEncode",
                    parameters: [SwiftParameter(label: "_", name: "encoder", type: .inOut("KontractJSONEncoder"))],
                    returnType: nil, body: encode, effects: .throws("KotlinJSONError"))),
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
            return arguments.isEmpty && Self.primitiveTypes[primitive] == name
        case (.string, .named(let name, let arguments)):
            return arguments.isEmpty && name == "String"
        case (.generic(let generic, let elements), .array(let element)):
            return (generic == .list || generic == .mutableList) && elements.count == 1 && isTyped(elements[0], element)
        case (.declared(let name, let arguments), .named(let swiftName, let swiftArguments)):
            return arguments.isEmpty && swiftArguments.isEmpty && conversion.serializable.contains(name)
                && conversion.serializerName(of: name) == nil && swiftName == context.projection.swiftName(of: name)
        default:
            return false
        }
    }
}
