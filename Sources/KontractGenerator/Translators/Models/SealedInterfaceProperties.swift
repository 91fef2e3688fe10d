// A sealed interface's abstract properties: protocol requirements (bridge) or properties switching over cases (swift).

import KontractCore

/// `sealed interface UiState { val title: String }`. Bridge style: the protocol requires `var title: String { get }`
/// (`{ get set }` for a `var`), which each subclass's own property satisfies, as on the framework. Swift style: the
/// enum reads the property of the case's subclass (`case .loaded(let value): value.title`); a `var` is read-only there.
struct SealedInterfaceProperties {
    let context: TranslationContext

    /// The abstract properties of `entry` and of the sealed interfaces above it, nearest first, each name once.
    static func all(of entry: IndexedDeclaration, context: TranslationContext) -> [ResolvedMemberProperty] {
        var result: [ResolvedMemberProperty] = []
        var names: Set<String> = []
        var visited: Set<String> = []
        var queue = [entry.qualifiedName]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard visited.insert(name).inserted, let current = context.module.index[name],
                current.declaration.kind.isSealed
            else { continue }
            for property in context.model[current].memberProperties where names.insert(property.name.value).inserted {
                result.append(property)
            }
            queue += context.module.sealedParents(of: current)
        }
        return result
    }

    /// The abstract properties the sealed classes above `entry` declare, by Kotlin name: in bridge style a
    /// subclass's property of that name is an `override` of the sealed class's.
    static func sealedClassProperties(above entry: IndexedDeclaration, context: TranslationContext)
        -> [String: ResolvedMemberProperty]
    {
        var result: [String: ResolvedMemberProperty] = [:]
        var visited: Set<String> = []
        var queue = context.module.sealedParents(of: entry)
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard visited.insert(name).inserted, let current = context.module.index[name],
                current.declaration.kind == .sealedClass
            else { continue }
            for property in context.model[current].memberProperties where result[property.name.value] == nil {
                result[property.name.value] = property
            }
            queue += context.module.sealedParents(of: current)
        }
        return result
    }

    /// Bridge style: a sealed class's abstract properties, each an `open` property its subclasses override (a plain
    /// class's own property of the name is an `override`: ``OverridableMembers/overriddenProperty(named:in:context:)``).
    /// A subclass that does not (a plain class the contract gives without it) reads the emulation's storage, empty
    /// until set, as a plain class's property without `initial`.
    func abstractClassMembers(of entry: IndexedDeclaration) throws -> [SwiftDeclaration] {
        return try context.model[entry].memberProperties.flatMap { property -> [SwiftDeclaration] in
            let type = try context.types.swiftType(property.type, at: property.typeLocation)
            let storage = Self.abstractStorageName(property.name.value)
            let message =
                "Kontract: \(entry.declaration.name.value).\(property.name.value) has no value: it is abstract and "
                + "the subclass does not override it in the contract"
            var open = SwiftProperty(
                modifiers: [.open], name: swiftName(property), type: type,
                getter: [
                    .guard(
                        [.binding("value", .identifier(storage))],
                        else: [.expression(.call(.identifier("fatalError"), SwiftArgument(.string(message))))]),
                    .return(.identifier("value")),
                ], doc: docLines(property.doc))
            if property.isMutable { open.setter = [.assign(.identifier(storage), .identifier("newValue"))] }
            return [
                .property(
                    SwiftProperty(
                        modifiers: [.private], isMutable: true, name: storage, type: .optional(type), value: .nil)),
                .property(open),
            ]
        }
    }

    /// The storage behind a sealed class's abstract property (a plain subclass's own is `kontractStored_…`).
    static func abstractStorageName(_ kotlinName: String) -> String { "kontractAbstract_" + kotlinName }

    private func swiftName(_ property: ResolvedMemberProperty) -> String {
        PropertyNaming.escapedMember(property.name.value, profile: context.projection.profile)
    }

    /// Bridge style: the protocol's requirements. A class below it whose property narrows the type (`String` for
    /// `String?`, which Kotlin allows) is KG0102: Swift wants a protocol's property witnessed with its own type.
    func requirements(of entry: IndexedDeclaration) throws -> [SwiftDeclaration] {
        let properties = context.model[entry].memberProperties
        for property in properties {
            try checkWitnesses(of: property, below: entry)
        }
        return try properties.map { property in
            var requirement = SwiftProperty(
                modifiers: [], isMutable: true, name: swiftName(property),
                type: try context.types.swiftType(property.type, at: property.typeLocation), getter: [],
                doc: docLines(property.doc))
            requirement.requirement = property.isMutable ? .getSet : .get
            return .property(requirement)
        }
    }

    /// A sealed class below the interface has no property to adopt its protocol with (it stays abstract in
    /// Kotlin), and a class's narrower property witnesses no requirement.
    private func checkWitnesses(of property: ResolvedMemberProperty, below entry: IndexedDeclaration) throws {
        for child in context.module.subclasses(of: entry.qualifiedName) {
            let declaration = child.declaration
            if declaration.kind == .sealedClass {
                throw Diagnostic.generator(
                    .supertypeNotEmulated,
                    "the generator does not emulate sealed class '\(declaration.name.value)' under sealed interface "
                        + "'\(entry.declaration.name.value)', which declares the property '\(property.name.value)', "
                        + "in bridge style yet (the sealed class would declare it abstract): make '\(declaration.name.value)' "
                        + "a sealed interface or generate with --style swift", at: declaration.name.location)
            }
            if declaration.kind == .sealedInterface {
                try checkWitnesses(of: property, below: child)
                continue
            }
            let own = context.model[child].properties.first { $0.name.value == property.name.value }
            let derived = context.model[child].derived.first { $0.name.value == property.name.value }
            guard let type = own?.type ?? derived?.type, type != property.type else { continue }
            throw Diagnostic.generator(
                .supertypeNotEmulated,
                "the generator does not emulate '\(declaration.name.value).\(property.name.value)' of type '\(type)' "
                    + "overriding '\(property.type)' of sealed interface '\(entry.declaration.name.value)' in bridge "
                    + "style (Swift wants the protocol's type): declare it '\(property.type)'",
                at: (own?.location ?? derived?.location) ?? declaration.name.location)
        }
    }

    /// Swift style: the cases of `switch self` returning member `name` of each subclass's case value (an object's
    /// from its `shared` instance), for the sealed enum's properties.
    static func casesReading(
        _ name: String, from children: [IndexedDeclaration], caseNames: [String: String], context: TranslationContext
    ) -> [SwiftSwitchCase] {
        children.map { child in
            let caseName = caseNames[child.qualifiedName] ?? CaseNaming.sealedCaseName(child.declaration.name.value)
            if child.declaration.kind.isObject {
                let shared = SwiftExpression.member(
                    .identifier(context.projection.swiftName(of: child.qualifiedName)), "shared")
                return SwiftSwitchCase(patterns: [.member(nil, caseName)], [.return(.member(shared, name))])
            }
            let pattern = SwiftExpression.call(.member(nil, caseName), SwiftArgument(.bindingPattern("value")))
            return SwiftSwitchCase(patterns: [pattern], [.return(.member("value", name))])
        }
    }

    /// Swift style: each property of the interface and its sealed ancestors, read from the case's value (an
    /// object's from its `shared` instance).
    func swiftStyleMembers(of entry: IndexedDeclaration, caseNames: [String: String]) throws -> [SwiftDeclaration] {
        let children = context.module.subclasses(of: entry.qualifiedName)
        return try Self.all(of: entry, context: context).map { property in
            let name = swiftName(property)
            // No subclass: an empty `switch self {}` (KT0505 refuses the contract anyway).
            let cases = Self.casesReading(name, from: children, caseNames: caseNames, context: context)
            return .property(
                SwiftProperty(
                    name: name, type: try context.types.swiftType(property.type, at: property.typeLocation),
                    getter: [.switch(.selfValue, cases)], doc: docLines(property.doc)))
        }
    }

    /// Swift style: a `var` of the sealed type is read-only on the enum (KG0002).
    static func diagnostics(of entry: IndexedDeclaration, context: TranslationContext) -> [Diagnostic] {
        guard entry.declaration.kind.isSealed,
            context.projection.shape(of: entry.qualifiedName) == .swiftEnum
        else { return [] }
        return entry.declaration.memberProperties.filter(\.isMutable).map { property in
            Diagnostic.generator(
                .declarationLeftOut,
                "the generated Swift leaves out the setter of '\(property.name.value)': a swift-style sealed "
                    + "type is an enum, whose property reads the case's value", at: property.location)
        }
    }
}
