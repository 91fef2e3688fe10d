// The runtime's members of generated types (`kotlinDescription`, `kotlinHashCode`, `kotlinEquals`) marked @_spi.

/// Every generated type that Kontract's runtime protocols describe (`Kotlin.DataClass`, `KotlinStringConvertible`,
/// `KotlinHashable`) implements their requirements, `kotlinDescription`, `kotlinHashCode` and `kotlinEquals(_:)`:
/// names the framework does not have. The runtime declares those requirements `@_spi(KontractGenerated)`, and this
/// pass marks the generated members implementing them so too: Swift accepts an SPI member as the witness of an SPI
/// requirement, the public conformances (and `description`, `hash(into:)`, `==` derived from the members) stay, and
/// the app face loses the three names (`'kotlinDescription' is inaccessible due to '@_spi' protection level`).
/// A Kotlin property cannot take these names (KG0103, `TakenMemberNames`), and a Kotlin function `kotlinEquals`
/// has a labelled parameter, so only the runtime's members are marked.
enum RuntimeMembersOffTheAppFace {
    /// The requirements' property names.
    static let properties: Set<String> = ["kotlinDescription", "kotlinHashCode"]
    /// `kotlinEquals(_:)`, `Kotlin.DataClass`'s requirement.
    static let equals = "kotlinEquals"

    /// `file` with the runtime's members of every type (nested ones and extensions too) marked.
    static func mark(_ file: SwiftFile) -> SwiftFile {
        let holds =
            file.declarations.contains(where: holdsMember)
            || file.sections.contains { $0.declarations.contains(where: holdsMember) }
        guard holds else { return file }
        var file = file
        file.declarations = file.declarations.map(mark)
        for index in file.sections.indices {
            file.sections[index].declarations = file.sections[index].declarations.map(mark)
        }
        return file
    }

    private static func mark(_ declaration: SwiftDeclaration) -> SwiftDeclaration {
        switch declaration {
        case .type(var type) where type.kind != .protocol:
            type.members = type.members.map(mark)
            return .type(type)
        case .property(var property) where isRuntimeMember(declaration):
            property.attributes.append(.kontractGenerated)
            return .property(property)
        case .function(var function) where isRuntimeMember(declaration):
            function.attributes.append(.kontractGenerated)
            return .function(function)
        default:
            return declaration
        }
    }

    private static func holdsMember(_ declaration: SwiftDeclaration) -> Bool {
        guard case .type(let type) = declaration, type.kind != .protocol else { return false }
        return type.members.contains { isRuntimeMember($0) || holdsMember($0) }
    }

    private static func isRuntimeMember(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .property(let property):
            properties.contains(property.name) && !property.modifiers.contains(.static)
                && !property.attributes.contains(.kontractGenerated)
        case .function(let function):
            function.name == equals && function.parameters.count == 1 && function.parameters[0].label == nil
                && !function.attributes.contains(.kontractGenerated)
        default:
            false
        }
    }
}
