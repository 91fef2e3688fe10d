// The runtime's value protocols off the app face: conformances moved to @_spi extensions, their members marked @_spi.

/// Every generated type that Kontract's runtime protocols describe (`Kotlin.DataClass`, `KotlinStringConvertible`,
/// `KotlinHashable`) conforms to them and implements their requirements, `kotlinDescription`, `kotlinHashCode` and
/// `kotlinEquals(_:)`: names the framework does not have. The runtime declares the protocols (and the `Kotlin`
/// namespace) `@_spi(KontractGenerated)`, so this pass
/// - moves each type's conformances to them out of its inheritance clause into an extension of its own,
///   `@_spi(KontractGenerated) extension Pokemon: Kotlin.DataClass {}`, after the file-level declaration holding it
///   (a type conforming to `Kotlin.DataClass` keeps `Hashable, CustomStringConvertible` in its place: Swift takes
///   their witnesses, `==`, `hash(into:)` and `description`, from the SPI protocol's extension);
/// - marks the generated members implementing the requirements `@_spi(KontractGenerated)` (Swift accepts an SPI
///   member as the witness of an SPI requirement).
/// The app face then loses the names (`cannot find type 'KotlinHashable' in scope`, `'kotlinDescription' is
/// inaccessible due to '@_spi' protection level`) and keeps `description`, `==` and `hashValue`. A Kotlin property
/// cannot take these names (KG0103, `TakenMemberNames`), and a Kotlin function `kotlinEquals` has a labelled
/// parameter, so only the runtime's members are marked.
enum RuntimeMembersOffTheAppFace {
    /// The requirements' property names.
    static let properties: Set<String> = ["kotlinDescription", "kotlinHashCode"]
    /// `kotlinEquals(_:)`, `Kotlin.DataClass`'s requirement.
    static let equals = "kotlinEquals"
    /// The runtime's protocols a generated type conforms to only on the generated face.
    static let protocols: Set<String> = [
        RuntimeNames.dataClass, RuntimeNames.tabledDataClass, RuntimeNames.stringConvertible, RuntimeNames.hashable,
    ]
    /// What a data class conforms to publicly in `Kotlin.DataClass`'s place (the protocols it refines).
    static let dataClassPublicConformances: [SwiftType] = [.named("Hashable"), .named("CustomStringConvertible")]

    /// A file's declarations and sections with their types' runtime conformances moved and their runtime members
    /// marked. ContractFileTranslator runs it before it prints the file once (the imports are read off that print),
    /// so that no file is printed twice.
    static func mark(
        _ declarations: [SwiftDeclaration], _ sections: [SwiftFileSection]
    ) -> (declarations: [SwiftDeclaration], sections: [SwiftFileSection]) {
        let holds =
            declarations.contains(where: holdsRuntimeAPI)
            || sections.contains { $0.declarations.contains(where: holdsRuntimeAPI) }
        guard holds else { return (declarations, sections) }
        var sections = sections
        for index in sections.indices {
            sections[index].declarations = sections[index].declarations.flatMap(markFileLevel)
        }
        return (declarations.flatMap(markFileLevel), sections)
    }

    /// A file-level declaration, then the SPI extensions of the conformances taken from it and its nested types.
    private static func markFileLevel(_ declaration: SwiftDeclaration) -> [SwiftDeclaration] {
        var extensions: [SwiftDeclaration] = []
        let marked = mark(declaration, enclosing: nil, extensions: &extensions)
        return [marked] + extensions
    }

    private static func mark(
        _ declaration: SwiftDeclaration, enclosing: String?, extensions: inout [SwiftDeclaration]
    ) -> SwiftDeclaration {
        switch declaration {
        case .type(var type) where type.kind != .protocol:
            let qualified = enclosing.map { "\($0).\(type.name)" } ?? type.name
            let moved = type.inherits.filter(isRuntimeProtocol)
            if !moved.isEmpty {
                var kept: [SwiftType] = []
                for inherited in type.inherits {
                    if inherited == .named(RuntimeNames.dataClass) || inherited == .named(RuntimeNames.tabledDataClass)
                    {
                        kept += dataClassPublicConformances.filter { !type.inherits.contains($0) && !kept.contains($0) }
                    } else if !isRuntimeProtocol(inherited) {
                        kept.append(inherited)
                    }
                }
                type.inherits = kept
                extensions.append(
                    .type(
                        SwiftTypeDeclaration(
                            kind: .extension, access: nil, name: qualified, inherits: moved,
                            attributes: [.kontractGenerated])))
            }
            // An extension's nested types are named from the extended type.
            type.members = type.members.map { mark($0, enclosing: qualified, extensions: &extensions) }
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

    private static func isRuntimeProtocol(_ type: SwiftType) -> Bool {
        guard case .named(let name, let arguments) = type, arguments.isEmpty else { return false }
        return protocols.contains(name)
    }

    private static func holdsRuntimeAPI(_ declaration: SwiftDeclaration) -> Bool {
        guard case .type(let type) = declaration, type.kind != .protocol else { return false }
        return type.inherits.contains(where: isRuntimeProtocol)
            || type.members.contains { isRuntimeMember($0) || holdsRuntimeAPI($0) }
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
