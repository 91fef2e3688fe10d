// The runtime serializer's requirements off the app face: the generated members implementing them are marked @_spi.

/// `KotlinSerializer` and `KotlinSerializable` (KontractSerialization) require `kotlinSerialDescriptor`,
/// `kotlinJSONConfiguration`, `kotlinValue(of:)`, `value(fromKotlinValue:)` and `kotlinValue`, and `KontractJSONField`
/// `kontractDecode(_:)` and `kontractEncode(_:)` (`@_spi(KontractGenerated)` only): names the framework does not have. The runtime declares the requirements `@_spi(KontractGenerated) @_spi(Testing)` (a public
/// requirement would stay reachable from the app through the conformance, whatever the witness says), and the
/// members generated to implement them are marked `@_spi(KontractGenerated)` here. The conformances stay public:
/// `KotlinJSON.decode(Pokemon.self, from:)` works from a test without any SPI import. Only the serialization
/// translator's own declarations pass through, so no Kotlin member is ever marked.
enum SerializerRequirementMarks {
    /// The requirements that are properties.
    static let properties: Set<String> = ["kotlinSerialDescriptor", "kotlinJSONConfiguration", "kotlinValue"]
    /// The requirements that are functions: name and the label of their one parameter (`_` for none); with
    /// `KontractJSONField`'s typed path, `kontractDecode(_:)` and `kontractEncode(_:)`.
    static let functions: Set<[String]> = [
        ["value", "fromKotlinValue"], ["kotlinValue", "of"], ["kontractDecode", "_"], ["kontractEncode", "_"],
    ]

    /// `declaration` with the members implementing the requirements marked, in it and in its member types.
    static func mark(_ declaration: SwiftDeclaration) -> SwiftDeclaration {
        switch declaration {
        case .type(var type):
            type.members = type.members.map(mark)
            return .type(type)
        case .property(var property)
        where properties.contains(property.name) && !property.attributes.contains(.kontractGenerated):
            property.attributes.append(.kontractGenerated)
            return .property(property)
        case .function(var function)
        where function.parameters.count == 1
            && functions.contains([function.name, function.parameters[0].label ?? "_"])
            && !function.attributes.contains(.kontractGenerated):
            function.attributes.append(.kontractGenerated)
            return .function(function)
        default:
            return declaration
        }
    }
}
