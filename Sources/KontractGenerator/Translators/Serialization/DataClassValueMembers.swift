// A data class's own `KotlinValue` conversions, for the few whose values JSON cannot carry whole.

import KontractCore
import KontractSerialization

/// `kotlinValue` and `value(fromKotlinValue:)` written out for a data class. Most data classes do without
/// them (`KontractTypedSerializable` derives both from the typed path through JSON); a class whose values
/// JSON cannot carry whole cannot (an interface- or function-typed property, KT0211: kotlinx has no serializer
/// for it; structured map keys; a subclass property named like the discriminator), yet fixtures and
/// transcripts still hold such values as `KotlinValue`.
struct DataClassValueMembers {
    let context: TranslationContext
    let conversion: KotlinValueConversion

    /// Whether values of the descriptor can hold something JSON cannot write under `configuration` (the
    /// class's own, which its nested values share): an open polymorphic scope (a sealed descriptor without
    /// subclasses), a map key that is not a primitive or an enum (kotlinx needs `allowStructuredMapKeys`), or
    /// a sealed subclass with a property named like the class discriminator (kotlinx refuses to encode it),
    /// here or in a class it reaches.
    static func holdsValuesJSONCannotCarry(
        _ descriptor: KotlinClassDescriptor, configuration: KotlinJSONConfiguration
    ) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var pending: [KotlinSerialDescriptor] = [.classType(descriptor)]
        while let next = pending.popLast() {
            switch next {
            case .classType(let classDescriptor):
                guard visited.insert(ObjectIdentifier(classDescriptor)).inserted else { continue }
                pending += classDescriptor.properties.map(\.descriptor)
            case .sealed(let sealedDescriptor):
                guard visited.insert(ObjectIdentifier(sealedDescriptor)).inserted else { continue }
                if sealedDescriptor.subclasses.isEmpty
                    || sealedDescriptor.subclasses.contains(where: {
                        sealedDescriptor.keyClashesWithDiscriminator($0, in: configuration)
                    })
                {
                    return true
                }
                pending += sealedDescriptor.subclasses.map { .classType($0) }
            case .list(let element, _):
                pending.append(element)
            case .map(let key, let value):
                if key.structuredMapKeyError != nil { return true }
                pending += [key, value]
            case .nullable(let wrapped):
                pending.append(wrapped)
            default:
                continue
            }
        }
        return false
    }

    /// The two members, building the value through the initializer's `arguments` order.
    func members(
        _ entry: IndexedDeclaration, _ descriptor: KotlinClassDescriptor, _ typeName: String,
        transientArguments: [Int: SwiftArgument]
    ) throws -> [SwiftDeclaration] {
        let serialName = descriptor.serialName
        let profile = context.projection.profile
        var fields: [SwiftExpression] = []
        var arguments: [SwiftArgument] = []
        for (index, property) in context.model[entry].properties.enumerated() {
            if property.isTransient {
                fields.append(.member("KotlinValue", "null"))
                if let argument = transientArguments[index] { arguments.append(argument) }
                continue
            }
            let member = SwiftExpression.selfValue.member(
                PropertyNaming.escapedMember(property.name.value, export: property.export, profile: profile))
            fields.append(
                try conversion.encode(property.type, .value, member, at: property.typeLocation)
                    ?? .member("KotlinValue", "null"))
            let decoded = conversion.decode(
                property.type, .value, .subscript(.identifier("fields"), .number("\(index)")))
            arguments.append(
                SwiftArgument(
                    PropertyNaming.argumentLabel(property.name.value, export: property.export, profile: profile),
                    .try(decoded ?? .nil)))
        }
        let instance = SwiftExpression.call(
            .member(nil, "instance"),
            [
                SwiftArgument("serialName", .string(serialName)),
                SwiftArgument("fields", .array(fields, layout: .wrapped)),
            ],
            layout: .wrappedClosingOnLast)
        let readFields = SwiftExpression.call(
            .member("kotlinValue", "fields"), SwiftArgument("of", .string(serialName)),
            SwiftArgument("count", .number("\(fields.count)")))
        return [
            .property(SwiftProperty(name: "kotlinValue", type: "KotlinValue", getter: [.expression(instance)])),
            .function(
                SwiftFunction(
                    modifiers: [.public, .static], name: "value",
                    parameters: [SwiftParameter(label: "fromKotlinValue", name: "kotlinValue", type: "KotlinValue")],
                    returnType: .named(typeName),
                    body: [
                        .declare(.let, "fields", nil, .try(readFields)),
                        .return(
                            .call(.type(.named(typeName)), arguments, layout: arguments.isEmpty ? .inline : .wrapped)),
                    ],
                    effects: .throws("KotlinJSONError"))),
        ]
    }
}
