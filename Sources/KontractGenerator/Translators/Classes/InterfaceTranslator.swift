// Interfaces (not sealed) → a class-bound Swift protocol with their properties.

import KontractCore

/// Translates an `interface` into `public protocol Name: AnyObject, Parent`: Kotlin interfaces reach Swift as
/// Objective-C protocols that only classes adopt. Each member property (but `@Deprecated(level = ERROR)` ones,
/// unavailable extension members: ``unavailableProperties(of:)``) is a requirement (`{ get }` for `val`,
/// `{ get set }` for `var`; a flow with KMP-NativeCoroutines' annotations, the plugin's members instead); classes implementing the interface get the members they do not declare
/// (see ``PlainClassTranslator``). Each member function is a requirement too, implemented for every adopter
/// in an extension of the protocol (see InterfaceFunctions.swift).
struct InterfaceTranslator {
    let context: TranslationContext

    /// The interfaces `entry` lists among its supertypes.
    static func interfaces(of entry: IndexedDeclaration, context: TranslationContext) -> [IndexedDeclaration] {
        context.model[entry].supertypes.compactMap { supertype in
            guard let name = supertype.declaredName, let parent = context.module.index[name],
                parent.declaration.kind == .interface
            else { return nil }
            return parent
        }
    }

    /// The sealed interfaces `entry` is a case of (nested in one or naming it), whose abstract properties a plain
    /// class implements as an interface's; in swift style sealed classes too (an enum there, not a superclass
    /// whose `open` property the class inherits).
    static func sealedInterfaces(of entry: IndexedDeclaration, context: TranslationContext) -> [IndexedDeclaration] {
        context.module.sealedParents(of: entry).compactMap { name in
            guard let parent = context.module.index[name],
                parent.declaration.kind == .sealedInterface
                    || (parent.declaration.kind == .sealedClass && context.projection.shape(of: name) == .swiftEnum)
            else { return nil }
            return parent
        }
    }

    /// Every member property of `entry`'s interfaces (sealed ones too) and theirs, each once, nearest first.
    static func inheritedProperties(of entry: IndexedDeclaration, context: TranslationContext)
        -> [ResolvedMemberProperty]
    {
        var seen: Set<String> = []
        var visited: Set<String> = []
        var result: [ResolvedMemberProperty] = []
        var queue = interfaces(of: entry, context: context) + sealedInterfaces(of: entry, context: context)
        while !queue.isEmpty {
            let interface = queue.removeFirst()
            guard visited.insert(interface.qualifiedName).inserted else { continue }
            for property in context.model[interface].memberProperties
            where !property.export.isHidden && seen.insert(property.name.value).inserted {
                result.append(property)
            }
            queue += interfaces(of: interface, context: context) + sealedInterfaces(of: interface, context: context)
        }
        return result
    }

    /// The sealed interfaces `entry` extends (it is one of their cases); a protocol inherits them in bridge
    /// style, where they are protocols too (`@protocol A2 <A>`).
    private func sealedProtocolParents(of entry: IndexedDeclaration) -> [IndexedDeclaration] {
        context.model[entry].supertypes.compactMap { supertype in
            guard let name = supertype.declaredName, let parent = context.module.index[name],
                parent.declaration.kind == .sealedInterface, context.projection.shape(of: name) == .classProtocol
            else { return nil }
            return parent
        }
    }

    /// `@NativeCoroutinesState`/`@NativeCoroutines` on a flow property: the plugin's members, as requirements
    /// (`var state: String { get }` and `var stateFlow: NativeFlow<String, Error, KotlinUnit> { get }`); nil
    /// for any other property.
    private func nativeCoroutinesRequirements(of property: ResolvedMemberProperty) throws -> [SwiftDeclaration]? {
        guard !property.isMutable, FlowStorage.isFlow(property.type),
            var flow = try FlowProperty(property.type, context: context, at: property.typeLocation)
        else { return nil }
        flow.isTypedAsDeclared = true
        return try NativeCoroutinesTranslator(context: context).requirements(
            name: property.name.value, flow: flow, annotations: property.annotations.map(\.value),
            doc: docLines(property.doc))
    }

    /// The `@Deprecated(level = ERROR)` properties of `entry`, for the protocol's extension: the exporter marks
    /// them `__attribute__((unavailable("message")))` in the `@protocol`, so reading one is "'x' is unavailable:
    /// message" and an adopting class need not implement it (`@available(*, unavailable, message:) public var x`).
    func unavailableProperties(of entry: IndexedDeclaration) throws -> [SwiftDeclaration] {
        try context.model[entry].memberProperties.filter {
            !$0.export.isHidden && DeprecationAttributes.isUnavailable($0.export)
        }.map { property in
            let name = PropertyNaming.escapedMember(
                property.name.value, export: property.export, profile: context.projection.profile)
            let stop: [SwiftStatement] = [
                .expression(
                    .call(
                        .identifier("fatalError"),
                        [SwiftArgument(.string("Kontract: \(property.name.value) is unavailable"))]))
            ]
            var unavailable = SwiftProperty(
                isMutable: property.isMutable, name: name,
                type: try context.types.swiftType(property.type, at: property.typeLocation),
                getter: stop, setter: property.isMutable ? stop : nil, doc: docLines(property.doc))
            unavailable.attributes = DeprecationAttributes.attributes(property.export)
            return .property(unavailable)
        }
    }

    func translate(_ entry: IndexedDeclaration) throws -> SwiftTypeDeclaration {
        var members: [SwiftDeclaration] = []
        // An ERROR property is no requirement: its unavailable form is in the protocol's extension (InterfaceFunctions).
        for property in context.model[entry].memberProperties
        where !property.export.isHidden && !DeprecationAttributes.isUnavailable(property.export) {
            if let native = try nativeCoroutinesRequirements(of: property) {
                members += native
                continue
            }
            let type = try context.types.swiftType(property.type, at: property.typeLocation)
            var requirement = SwiftProperty(
                modifiers: [], isMutable: true,
                name: PropertyNaming.escapedMember(
                    property.name.value, export: property.export, profile: context.projection.profile),
                type: type,
                getter: [], doc: docLines(property.doc))
            requirement.requirement = property.isMutable ? .getSet : .get
            requirement.attributes = DeprecationAttributes.attributes(property.export)
            members.append(.property(requirement))
        }
        // A function that cannot be generated is reported where its implementation is (MemberFunctions).
        var reported: [Diagnostic] = []
        members += FunctionTranslator(context: context).interfaceFunctions(of: entry, leftOut: &reported).requirements
        let parents = (Self.interfaces(of: entry, context: context) + sealedProtocolParents(of: entry)).map {
            context.names.swiftName(of: $0.qualifiedName)
        }
        return SwiftTypeDeclaration(
            kind: .protocol, name: context.names.declaredSimpleName(of: entry.qualifiedName),
            inherits: (parents.isEmpty ? ["AnyObject"] : parents).map { SwiftType($0) },
            doc: docLines(entry.declaration.doc),
            members: members)
    }
}
